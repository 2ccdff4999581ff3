// A CouchDB-protocol server on this computer, to try sync and to test it: pouchdb-server in memory on
// 127.0.0.1, behind a small gate that does what CouchDB does and pouchdb-server does not. Usage:
//   npm run sync-server -- [--port 5984] [--origin http://localhost:5173] [--user player --password gundeck]
// Nothing is written to disk; stopping it forgets everything.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/**
 * The gate in front of pouchdb-server (which answers every request as an admin, "admin party"):
 * - CORS with credentials for the origins given (none other: a page elsewhere gets no CORS answer);
 * - a database is answered only for a signed-in user (cookie session; else 401, as CouchDB does) who is
 *   a member of it (its _security; else 403). The real isolation between users is CouchDB's: this gate
 *   exists so the app's handling of 401 and 403 is tested against real answers;
 * - `endSessions()` makes every session so far expire, as CouchDB's cookie timeout does;
 * - `down()` / `up()`: the server stops answering (connections cut) and comes back, its data kept;
 * - `holdAfter(pattern, docs)`: requests matching `METHOD /path` get through until they have carried
 *   `docs` documents (their body's `docs`; one for a body without), then wait unanswered until released
 *   (or cut by `down()`), so a journey can stop a sync in the middle for sure;
 * - `log`: every request it got, as `METHOD /path`.
 */
export interface SyncServer {
  url: string
  log: string[]
  addUser(name: string, password: string): Promise<string>
  setMembers(db: string, names: string[]): Promise<void>
  endSessions(): void
  down(): Promise<void>
  up(): Promise<void>
  holdAfter(pattern: RegExp, docs: number): { held: Promise<void>; release(): void }
  stop(): Promise<void>
}

/** The database couch_peruser makes for a user (as src/sync/session.ts names it). */
const userDb = (name: string) => `userdb-${Buffer.from(name, 'utf8').toString('hex')}`
const SessionSchema = z.object({ userCtx: z.object({ name: z.string().nullable() }) })
const SecuritySchema = z.object({ members: z.object({ names: z.array(z.string()).default([]) }).default({ names: [] }) })

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })
}

export async function startSyncServer(options: { port?: number; origins: string[] }): Promise<SyncServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gundeck-sync-server-'))
  const backendPort = await freePort()
  const backend = `http://127.0.0.1:${backendPort}`
  const bin = join(dirname(createRequire(import.meta.url).resolve('pouchdb-server/package.json')), 'bin', 'pouchdb-server')
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ log: { file: join(dir, 'log.txt') } }))
  const child: ChildProcess = spawn(process.execPath, [bin, '-m', '-n', '-o', '127.0.0.1', '-p', String(backendPort), '-c', join(dir, 'config.json')], {
    cwd: dir,
    stdio: 'ignore',
  })
  // Never left behind: it goes when the process that started it ends, however that ends.
  const orphan = () => child.kill('SIGKILL')
  process.once('exit', orphan)
  const call = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const r = await fetch(`${backend}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: r.status, body: (await r.json()) as unknown }
  }
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${backend}/`)).ok) break
    } catch {
      if (i > 200) throw new Error('pouchdb-server did not start')
    }
    await new Promise((r) => setTimeout(r, 50))
  }

  const log: string[] = []
  const issued = new Map<string, number>() // AuthSession cookie -> when the gate saw it set
  let cutoff = 0
  const sessionOf = (cookieHeader: string | undefined) => /AuthSession=([^;]+)/.exec(cookieHeader ?? '')?.[1] ?? null

  async function allowed(req: IncomingMessage, db: string): Promise<401 | 403 | null> {
    const session = sessionOf(req.headers.cookie)
    if (!session || (issued.get(session) ?? -1) < cutoff) return 401
    const who = SessionSchema.safeParse((await call('GET', '/_session', undefined, `AuthSession=${session}`)).body)
    const name = who.success ? who.data.userCtx.name : null
    if (!name) return 401
    const security = SecuritySchema.safeParse((await call('GET', `/${db}/_security`)).body)
    return security.success && security.data.members.names.includes(name) ? null : 403
  }

  function cors(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin
    if (!origin || !options.origins.includes(origin)) return
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Vary', 'Origin')
    res.setHeader('Access-Control-Expose-Headers', 'Content-Type, ETag, Cache-Control')
  }

  /** Requests held back: each matching one once `docs` documents went through waits for `open`. */
  const holds: { pattern: RegExp; docs: number; open: Promise<void>; reached: () => void }[] = []
  const docsIn = (body: Buffer) => {
    try {
      const docs = (JSON.parse(body.toString('utf8')) as { docs?: unknown }).docs
      return Array.isArray(docs) ? docs.length : 1
    } catch {
      return 1
    }
  }

  const sockets = new Set<Socket>()
  const gate: Server = createServer((req, res) => {
    const hold = req.method === 'OPTIONS' ? undefined : holds.find((h) => h.pattern.test(`${req.method} ${(req.url ?? '/').split('?')[0]!}`))
    if (!hold) return answer(req, res)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (hold.docs > 0) {
        hold.docs -= docsIn(body)
        return answer(req, res, body)
      }
      hold.reached()
      // Answered later only if its connection was not cut meanwhile.
      void hold.open.then(() => req.socket.destroyed || answer(req, res, body))
    })
  })
  /** Answer a request; `body`: its body when it was read already. */
  function answer(req: IncomingMessage, res: ServerResponse, body?: Buffer) {
    const received = Date.now()
    const path = (req.url ?? '/').split('?')[0]!
    log.push(`${req.method} ${path}`)
    cors(req, res)
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE, COPY')
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type, Accept')
      res.setHeader('Access-Control-Max-Age', '600')
      return void res.writeHead(204).end()
    }
    const first = decodeURIComponent(path.split('/')[1] ?? '')
    const isDb = first !== '' && !first.startsWith('_')
    void (isDb ? allowed(req, first) : Promise.resolve(null)).then((refused) => {
      if (refused) {
        const body =
          refused === 401
            ? { error: 'unauthorized', reason: 'You are not authorized to access this db.' }
            : { error: 'forbidden', reason: 'You are not allowed to access this db.' }
        return void res.writeHead(refused, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      }
      const headers = { ...req.headers, host: `127.0.0.1:${backendPort}` }
      // An ended session is no session anywhere (the server must not renew it either).
      const session = sessionOf(req.headers.cookie)
      if (session && (issued.get(session) ?? -1) < cutoff) delete headers.cookie
      const forward = request(`${backend}${req.url ?? '/'}`, { method: req.method, headers }, (answer) => {
        const back = { ...answer.headers }
        for (const h of Object.keys(back)) if (h.toLowerCase().startsWith('access-control-')) delete back[h]
        // A new session cookie: at sign-in, or the server renewing a session still good (as CouchDB does).
        for (const c of answer.headers['set-cookie'] ?? []) {
          const s = sessionOf(c)
          // Dated by the request that renewed it: a request from before endSessions() renews nothing.
          if (s && (issued.get(s) ?? -1) < received) issued.set(s, received)
        }
        // CouchDB (allow_persistent_cookies, on by default) gives its session cookie a lifetime, so a
        // session outlives a browser restart; pouchdb-server's has none. Given as CouchDB does: its timeout, 600 s.
        if (back['set-cookie']) back['set-cookie'] = back['set-cookie'].map((c) => (/^AuthSession=/.test(c) && !/Max-Age=/i.test(c) ? `${c}; Max-Age=600` : c))
        for (const [k, v] of Object.entries(back)) if (v !== undefined) res.setHeader(k, v)
        res.writeHead(answer.statusCode ?? 502)
        answer.pipe(res)
      })
      forward.on('error', () => res.writeHead(502).end())
      if (body) forward.end(body)
      else req.pipe(forward)
    })
  }
  gate.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  const listen = (port: number) => new Promise<void>((resolve, reject) => gate.once('error', reject).listen(port, '127.0.0.1', () => resolve()))
  await listen(options.port ?? 0)
  const port = (gate.address() as AddressInfo).port

  const server: SyncServer = {
    url: `http://127.0.0.1:${port}`,
    log,
    async addUser(name, password) {
      const db = userDb(name)
      await call('PUT', `/_users/org.couchdb.user:${encodeURIComponent(name)}`, { _id: `org.couchdb.user:${name}`, name, password, roles: [], type: 'user' })
      // What couch_peruser does when a user is made: their database, with them as its only member.
      await call('PUT', `/${db}`)
      await server.setMembers(db, [name])
      return db
    },
    async setMembers(db, names) {
      await call('PUT', `/${db}/_security`, { admins: { names: [], roles: [] }, members: { names, roles: [] } })
    },
    endSessions() {
      cutoff = Date.now() + 1
    },
    async down() {
      await new Promise<void>((resolve) => {
        gate.close(() => resolve())
        for (const s of sockets) s.destroy()
      })
    },
    async up() {
      await listen(port)
    },
    holdAfter(pattern, docs) {
      let release = () => {}
      let reached = () => {}
      const open = new Promise<void>((r) => (release = r))
      const held = new Promise<void>((r) => (reached = r))
      const hold = { pattern, docs, open, reached }
      holds.push(hold)
      return {
        held,
        release() {
          holds.splice(holds.indexOf(hold), 1)
          release()
        },
      }
    },
    async stop() {
      if (gate.listening) await server.down()
      process.off('exit', orphan)
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return server
}

// `npm run sync-server`: run until stopped, with one user.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback
  }
  const port = Number(arg('port', '5984'))
  const origins = arg('origin', 'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173').split(',')
  const user = arg('user', 'player')
  const password = arg('password', 'gundeck')
  const server = await startSyncServer({ port, origins })
  const db = await server.addUser(user, password)
  console.log(`Sync server (pouchdb-server, in memory) at ${server.url}, for pages at ${origins.join(', ')}`)
  console.log(`In gundeck, Card data → Sync: server ${server.url}, user ${user}, password ${password} (database ${db}).`)
  console.log('Stop with Ctrl+C; everything it holds is forgotten then.')
  const quit = () => void server.stop().then(() => process.exit(0))
  process.on('SIGINT', quit)
  process.on('SIGTERM', quit)
}

import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'

/**
 * Signing in to a CouchDB server with its own cookie session (`/_session`): the password goes to the
 * server once and is never stored; the browser keeps the AuthSession cookie (credentials: 'include').
 * Each user syncs with the database CouchDB makes for them (`couch_peruser`): `userdb-` and the hex of
 * the name's UTF-8 bytes. That is the only database gundeck ever asks for.
 */

/** The database couch_peruser creates for a user name. */
export function userDbName(name: string): string {
  return `userdb-${[...new TextEncoder().encode(name)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

const SessionAnswerSchema = lazySchema(() =>
  z.object({
    ok: z.boolean().optional(),
    userCtx: z.object({ name: z.string().nullable(), roles: z.array(z.string()) }).optional(),
    // POST /_session answers with the name and roles at the top level.
    name: z.string().nullable().optional(),
  }),
)
const ErrorAnswerSchema = lazySchema(() => z.object({ error: z.string(), reason: z.string().optional() }))

/** An account as kept on this device: never the password. */
export const AccountSchema = lazySchema(() =>
  z.object({
    /** http(s) only: an account read back from storage never points anywhere else. */
    server: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//i.test(u), 'not an http(s) address'),
    name: z.string().min(1).max(200),
    db: z.string().min(1),
    /** When this device signed in: signing in again (after a session ended) is a change the leading tab sees. */
    at: z.string().optional(),
  }),
)
export type Account = z.infer<typeof AccountSchema>

/** What went wrong, in the words the Sync panel shows, and what kind of thing it was. */
/**
 * A sync problem as a code and its values, for the app to word in the language shown (its English is the
 * problem's message, the words of this file).
 */
export type SyncWords =
  | { code: 'address-invalid'; params: { typed: string } }
  | { code: 'address-protocol'; params: Record<string, never> }
  | { code: 'offline'; params: Record<string, never> }
  | { code: 'cors'; params: { server: string; origin: string } }
  | { code: 'no-name'; params: Record<string, never> }
  | { code: 'wrong-password'; params: Record<string, never> }
  | { code: 'refused'; params: { status: number; reason: string } }
  | { code: 'not-couch'; params: { server: string } }
  | { code: 'expired'; params: Record<string, never> }
  | { code: 'forbidden'; params: { name: string; db: string } }
  | { code: 'no-database'; params: { name: string; db: string } }
  | { code: 'server-status'; params: { status: number } }

export class SyncProblem extends Error {
  constructor(
    readonly kind: 'cors' | 'password' | 'expired' | 'forbidden' | 'offline' | 'server' | 'address',
    message: string,
    readonly words?: SyncWords,
  ) {
    super(message)
  }
}

/** The server's address as typed, checked and without a trailing slash. */
export function serverUrl(typed: string): string {
  const text = typed.trim().replace(/\/+$/, '')
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new SyncProblem('address', `“${typed}” is not a server address (it should look like https://couch.example.org).`, {
      code: 'address-invalid',
      params: { typed },
    })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SyncProblem('address', 'The server address must start with https:// (or http:// on this computer).', { code: 'address-protocol', params: {} })
  return text
}

/**
 * A fetch that failed without an answer: the server is down or unreachable, or it answered without CORS
 * headers for this page's address (the browser hides which). Told apart by whether the browser is online
 * and the caller's guess; both keep everything here.
 */
function unreachable(server: string): SyncProblem {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (offline)
    return new SyncProblem('offline', 'This device is offline. Changes are kept here and sent when it is back online.', { code: 'offline', params: {} })
  const origin = typeof location === 'undefined' ? 'this address' : location.origin
  return new SyncProblem(
    'cors',
    `No answer from ${server}: the server is down, or it does not allow this page (${origin}) to use it (CORS with credentials). Changes are kept here.`,
    { code: 'cors', params: { server, origin } },
  )
}

async function answer(r: Response): Promise<unknown> {
  try {
    return await r.json()
  } catch {
    return null
  }
}

/** Log in: the server sets its session cookie. Throws a SyncProblem in words for each failure. */
export async function signIn(typedServer: string, name: string, password: string, fetcher: typeof fetch = fetch): Promise<Account> {
  const server = serverUrl(typedServer)
  if (!name.trim()) throw new SyncProblem('password', 'Enter your user name.', { code: 'no-name', params: {} })
  let r: Response
  try {
    r = await fetcher(`${server}/_session`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: name.trim(), password }),
    })
  } catch {
    throw unreachable(server)
  }
  if (r.status === 401) throw new SyncProblem('password', 'Wrong user name or password.', { code: 'wrong-password', params: {} })
  const body = await answer(r)
  if (!r.ok) {
    const e = ErrorAnswerSchema.safeParse(body)
    const reason = e.success ? (e.data.reason ?? e.data.error ?? '') : ''
    throw new SyncProblem('server', `The server refused to sign in (${r.status}${e.success ? `: ${e.data.reason ?? e.data.error}` : ''}).`, {
      code: 'refused',
      params: { status: r.status, reason },
    })
  }
  const s = SessionAnswerSchema.safeParse(body)
  if (!s.success) throw new SyncProblem('server', `${server} did not answer as a CouchDB server does (/_session).`, { code: 'not-couch', params: { server } })
  const who = s.data.name ?? s.data.userCtx?.name ?? name.trim()
  return { server, name: who, db: userDbName(who) }
}

/** Log out on the server (the cookie goes); failures are of no consequence: the device forgets the account anyway. */
export async function signOut(account: Account, fetcher: typeof fetch = fetch): Promise<void> {
  try {
    await fetcher(`${account.server}/_session`, { method: 'DELETE', credentials: 'include' })
  } catch {
    // Offline: the cookie expires on its own.
  }
}

/** A failure of the database itself (replication), in words. */
export function databaseProblem(status: number | undefined, account: Account): SyncProblem {
  if (status === 401)
    return new SyncProblem('expired', 'Your session on the sync server has ended: sign in again. Changes made meanwhile are kept here and sent then.', {
      code: 'expired',
      params: {},
    })
  if (status === 403)
    return new SyncProblem(
      'forbidden',
      `The server does not let ${account.name} use the database ${account.db}. Changes are kept here. Check the account on the server.`,
      { code: 'forbidden', params: { name: account.name, db: account.db } },
    )
  if (status === 404)
    return new SyncProblem('forbidden', `The server has no database ${account.db} for ${account.name} (is couch_peruser on?). Changes are kept here.`, {
      code: 'no-database',
      params: { name: account.name, db: account.db },
    })
  if (status === undefined || status === 0) return unreachable(account.server)
  return new SyncProblem('server', `The sync server answered ${status}. Changes are kept here and it will be tried again.`, {
    code: 'server-status',
    params: { status },
  })
}

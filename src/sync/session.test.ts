import { describe, expect, it } from 'vitest'
import { databaseProblem, serverUrl, signIn, SyncProblem, userDbName } from './session'

/** A fetch that answers as the given function says, recording what was asked. */
function server(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const asked: { url: string; init: RequestInit }[] = []
  const fetcher = (async (url: string | URL | Request, init: RequestInit = {}) => {
    asked.push({ url: String(url), init })
    return respond(String(url), init)
  }) as typeof fetch
  return { fetcher, asked }
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('sync session', () => {
  it('names the per-user database as couch_peruser does: userdb- and the hex of the UTF-8 name', () => {
    expect(userDbName('alice')).toBe('userdb-616c696365')
    expect(userDbName('Zoë')).toBe('userdb-5a6fc3ab')
    expect(userDbName('アムロ')).toBe('userdb-e382a2e383a0e383ad')
  })

  it('signs in with a cookie session: POST /_session with credentials, and keeps no password', async () => {
    const s = server(() => json(200, { ok: true, name: 'alice', roles: [] }))
    const account = await signIn('http://127.0.0.1:5984/', 'alice', 'secret', s.fetcher)
    expect(account).toEqual({ server: 'http://127.0.0.1:5984', name: 'alice', db: 'userdb-616c696365' })
    expect(JSON.stringify(account)).not.toContain('secret')
    expect(s.asked).toHaveLength(1)
    expect(s.asked[0]!.url).toBe('http://127.0.0.1:5984/_session')
    expect(s.asked[0]!.init).toMatchObject({ method: 'POST', credentials: 'include' })
  })

  it('a wrong password, a server without CORS and an answer that is not CouchDB each get their own words', async () => {
    const wrong = server(() => json(401, { error: 'unauthorized', reason: 'Name or password is incorrect.' }))
    await expect(signIn('http://127.0.0.1:5984', 'alice', 'bad', wrong.fetcher)).rejects.toMatchObject({ kind: 'password', words: { code: 'wrong-password' } })
    const noCors = server(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(signIn('http://127.0.0.1:5984', 'alice', 'x', noCors.fetcher)).rejects.toMatchObject({ kind: 'cors' })
    const other = server(() => json(200, { hello: 'world', ok: 'yes' }))
    await expect(signIn('http://127.0.0.1:5984', 'alice', 'x', other.fetcher)).rejects.toMatchObject({
      kind: 'server',
      words: { code: 'not-couch', params: { server: 'http://127.0.0.1:5984' } },
    })
    await expect(signIn('couch.example.org', 'alice', 'x', other.fetcher)).rejects.toBeInstanceOf(SyncProblem)
  })

  it('checks the address typed', () => {
    expect(serverUrl(' https://couch.example.org/ ')).toBe('https://couch.example.org')
    expect(() => serverUrl('ftp://x')).toThrow(SyncProblem)
  })

  it('says what a 401, 403 and 404 on the database mean', () => {
    const account = { server: 'http://127.0.0.1:5984', name: 'alice', db: 'userdb-616c696365' }
    expect(databaseProblem(401, account).kind).toBe('expired')
    expect(databaseProblem(403, account).kind).toBe('forbidden')
    expect(databaseProblem(404, account).kind).toBe('forbidden')
    expect(databaseProblem(500, account).kind).toBe('server')
  })

  it('gives each problem a code and its values, and no English: the app words it in the language shown', async () => {
    const account = { server: 'http://127.0.0.1:5984', name: 'alice', db: 'userdb-616c696365' }
    expect(databaseProblem(401, account).words).toEqual({ code: 'expired', params: {} })
    expect(databaseProblem(403, account).words).toEqual({ code: 'forbidden', params: { name: 'alice', db: 'userdb-616c696365' } })
    expect(databaseProblem(404, account).words).toEqual({ code: 'no-database', params: { name: 'alice', db: 'userdb-616c696365' } })
    expect(databaseProblem(500, account).words).toEqual({ code: 'server-status', params: { status: 500 } })
    const problem = (f: () => unknown) => {
      try {
        f()
      } catch (e) {
        return (e as SyncProblem).words
      }
      return null
    }
    expect(problem(() => serverUrl('ftp://x'))).toEqual({ code: 'address-protocol', params: {} })
    expect(problem(() => serverUrl('not an address'))).toEqual({ code: 'address-invalid', params: { typed: 'not an address' } })
    const refused = (status: number, body: unknown) =>
      signIn('https://couch.example.org', 'alice', 'pw', server(() => json(status, body)).fetcher).catch((e: SyncProblem) => e.words)
    expect(await refused(401, {})).toEqual({ code: 'wrong-password', params: {} })
    expect(await refused(500, { error: 'oops', reason: 'down' })).toEqual({ code: 'refused', params: { status: 500, reason: 'down' } })
    expect(await refused(500, { error: 'oops' })).toEqual({ code: 'refused', params: { status: 500, reason: 'oops' } })
    expect(await refused(502, 'not json')).toEqual({ code: 'refused', params: { status: 502, reason: '' } })
    // Outside a browser there is no page address: the panel words "this address".
    const noAnswer = server(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await signIn('https://couch.example.org', 'alice', 'pw', noAnswer.fetcher).catch((e: SyncProblem) => e.words)).toEqual({
      code: 'cors',
      params: { server: 'https://couch.example.org', origin: null },
    })
    // The Error's own message is the code, for a developer.
    expect(databaseProblem(403, account).message).toBe('forbidden')
    expect(await signIn('https://couch.example.org', ' ', 'pw').catch((e: SyncProblem) => e.words)).toEqual({ code: 'no-name', params: {} })
  })
})

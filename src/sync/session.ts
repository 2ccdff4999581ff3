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
    /** http(s) only: an account read back from storage never points anywhere else (one that does is ignored, never shown). */
    server: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//i.test(u), 'not-http'),
    name: z.string().min(1).max(200),
    db: z.string().min(1),
    /** When this device signed in: signing in again (after a session ended) is a change the leading tab sees. */
    at: z.string().optional(),
  }),
)
export type Account = z.infer<typeof AccountSchema>

/**
 * A sync problem as a code and its values, for the app to word in the language shown
 * (composables/useStoreMessages.ts, locales/<lang>/stores.ts: `sync`).
 */
export type SyncWords =
  | { code: 'address-invalid'; params: { typed: string } }
  | { code: 'address-protocol'; params: Record<string, never> }
  | { code: 'offline'; params: Record<string, never> }
  | { code: 'cors'; params: { server: string; origin: string | null } }
  | { code: 'no-name'; params: Record<string, never> }
  | { code: 'wrong-password'; params: Record<string, never> }
  | { code: 'refused'; params: { status: number; reason: string } }
  | { code: 'not-couch'; params: { server: string } }
  | { code: 'expired'; params: Record<string, never> }
  | { code: 'forbidden'; params: { name: string; db: string } }
  | { code: 'no-database'; params: { name: string; db: string } }
  | { code: 'server-status'; params: { status: number } }

/** What went wrong: what kind of thing it was, and its code for the Sync panel to word (the Error's message is the code, for a developer). */
export class SyncProblem extends Error {
  constructor(
    readonly kind: 'cors' | 'password' | 'expired' | 'forbidden' | 'offline' | 'server' | 'address',
    readonly words: SyncWords,
  ) {
    super(words.code)
  }
}

/** The server's address as typed, checked and without a trailing slash. */
export function serverUrl(typed: string): string {
  const text = typed.trim().replace(/\/+$/, '')
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new SyncProblem('address', { code: 'address-invalid', params: { typed } })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SyncProblem('address', { code: 'address-protocol', params: {} })
  return text
}

/**
 * A fetch that failed without an answer: the server is down or unreachable, or it answered without CORS
 * headers for this page's address (the browser hides which). Told apart by whether the browser is online
 * and the caller's guess; both keep everything here.
 */
function unreachable(server: string): SyncProblem {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (offline) return new SyncProblem('offline', { code: 'offline', params: {} })
  // No page address (outside a browser): the panel says "this address" in the language shown.
  const origin = typeof location === 'undefined' ? null : location.origin
  return new SyncProblem('cors', { code: 'cors', params: { server, origin } })
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
  if (!name.trim()) throw new SyncProblem('password', { code: 'no-name', params: {} })
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
  if (r.status === 401) throw new SyncProblem('password', { code: 'wrong-password', params: {} })
  const body = await answer(r)
  if (!r.ok) {
    const e = ErrorAnswerSchema.safeParse(body)
    const reason = e.success ? (e.data.reason ?? e.data.error) : ''
    throw new SyncProblem('server', { code: 'refused', params: { status: r.status, reason } })
  }
  const s = SessionAnswerSchema.safeParse(body)
  if (!s.success) throw new SyncProblem('server', { code: 'not-couch', params: { server } })
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

/** A failure of the database itself (replication), as a code. */
export function databaseProblem(status: number | undefined, account: Account): SyncProblem {
  if (status === 401) return new SyncProblem('expired', { code: 'expired', params: {} })
  if (status === 403) return new SyncProblem('forbidden', { code: 'forbidden', params: { name: account.name, db: account.db } })
  if (status === 404) return new SyncProblem('forbidden', { code: 'no-database', params: { name: account.name, db: account.db } })
  if (status === undefined || status === 0) return unreachable(account.server)
  return new SyncProblem('server', { code: 'server-status', params: { status } })
}

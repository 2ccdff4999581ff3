import { liveQuery } from 'dexie'
import type PouchDB from 'pouchdb-browser'
import type { PouchError, Replication } from 'pouchdb-browser'
import type { GundeckDatabase } from '~/db/database'
import { deviceId } from '~/db/device'
import { Bridge, BridgeProblem, type BridgeWords, type SyncNotice } from './bridge'
import { AccountSchema, databaseProblem, type Account, type SyncProblem, type SyncWords } from './session'
import { STORAGE_KEYS } from '~/platform/storage-keys'
import { localStore } from '~/platform/web-storage'

/**
 * Live replication between this browser's replica and the user's CouchDB database, one per browser: the
 * tab holding the Web Lock `gundeck-sync` runs it (and the bridge); every other tab gets its state on the
 * BroadcastChannel `gundeck-sync` and asks it to "sync now" there. The account lives in the database
 * (syncState `account`, never a password): signing in or out in any tab is seen by the leader through
 * Dexie's live queries, as is every save (the outbox), so nothing else needs sending between tabs.
 */
export interface SyncStatus {
  phase: 'signed-out' | 'starting' | 'syncing' | 'idle' | 'offline' | 'stopped'
  account: Account | null
  lastSynced: string | null
  /**
   * What went wrong, as a code for the app to word in the language shown (`words`); `retrying`: the problem
   * is one sync tries again after, changes kept here; a change that could not be synced: `change`, the
   * bridge's own problem as a code, or `detail`, the words of what failed (an error from elsewhere).
   */
  problem: { kind: SyncProblem['kind']; words?: SyncWords; retrying?: boolean; change?: BridgeWords; detail?: string } | null
  /** A long transfer under way: documents done, of how many (first sync). */
  progress: { done: number; total: number } | null
  /** The last few things the panel tells (a deck back from the bin), as codes. */
  notices: SyncNotice[]
}

export const SIGNED_OUT: SyncStatus = { phase: 'signed-out', account: null, lastSynced: null, problem: null, progress: null, notices: [] }

const ACCOUNT = 'account'
const LAST_SYNCED = 'lastSynced'
const CHANNEL = 'gundeck-sync'
/** Waits between tries while the server cannot be reached: 1 s, doubling, at most 30 s. */
export const backOff = (delay: number) => (delay === 0 ? 1000 : Math.min(delay * 2, 30_000))

export async function loadAccount(db: GundeckDatabase): Promise<Account | null> {
  const p = AccountSchema.safeParse((await db.syncState.get(ACCOUNT))?.value)
  return p.success ? p.data : null
}

/**
 * The account's twin in localStorage (never a password), which outlives the browser deleting or damaging
 * the database: the next start signs this device in again with it, and what the server holds (History
 * among it) comes back. Signing out removes it with the account.
 */
function rememberAccount(account: Account | null): void {
  try {
    const store = localStore()
    if (account) store?.setItem(STORAGE_KEYS.syncAccount, JSON.stringify(account))
    else store?.removeItem(STORAGE_KEYS.syncAccount)
  } catch {
    // No room: only the database has the account, as before.
  }
}

/** The database lost its account (deleted or damaged) while localStorage kept it: put it back. The account put back, or null. */
export async function resumeAccount(db: GundeckDatabase): Promise<Account | null> {
  if (await loadAccount(db)) return null
  let kept: unknown
  try {
    kept = JSON.parse(localStore()?.getItem(STORAGE_KEYS.syncAccount) ?? 'null')
  } catch {
    return null
  }
  const p = AccountSchema.safeParse(kept)
  if (!p.success) return null
  await db.syncState.put({ key: ACCOUNT, value: p.data })
  return p.data
}

export async function saveAccount(db: GundeckDatabase, account: Account): Promise<void> {
  rememberAccount(account)
  const before = await loadAccount(db)
  await db.transaction('rw', db.syncState, async () => {
    // Another account's replica state means nothing for this one (the decks stay, and are all sent to it).
    if (before && (before.server !== account.server || before.db !== account.db)) await db.syncState.clear()
    await db.syncState.put({ key: ACCOUNT, value: account })
  })
}

/** Sign out on this device: the account and what sync knew go; the decks and their unsent changes stay. */
export async function forgetAccount(db: GundeckDatabase): Promise<void> {
  rememberAccount(null)
  await db.syncState.clear()
}

/** The local replica of an account's database (one per server and user). */
export const replicaName = (a: Account) => `gundeck-sync-${a.db}-${new URL(a.server).host.replace(/[^a-z0-9.-]/gi, '_')}`

/**
 * Request failures already said in the panel (offline). PouchDB 9 reads the server's info for its task
 * list after each batch without catching a failure, so a server gone mid-batch leaves an unhandled
 * rejection of that same error: it is known, and not an error of the page.
 */
const reported = new WeakSet<object>()
if (typeof addEventListener !== 'undefined')
  addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    if (typeof e.reason === 'object' && e.reason !== null && reported.has(e.reason as object)) e.preventDefault()
  })

type Message = { type: 'status'; status: SyncStatus } | { type: 'hello' } | { type: 'sync-now' }

/** Runs sync in this tab while it leads, or follows the leading tab; `listener` hears every state. */
export class SyncRunner {
  private status: SyncStatus = SIGNED_OUT
  private channel: BroadcastChannel | null = null
  private leading = false
  private account: Account | null = null
  private local: PouchDB | null = null
  private remote: PouchDB | null = null
  private bridge: Bridge | null = null
  private replication: Replication | null = null
  private stops: (() => void)[] = []
  private generation = 0
  private pushTimer: ReturnType<typeof setTimeout> | undefined
  private pullTimer: ReturnType<typeof setTimeout> | undefined
  /** A long transfer's count from each side: the bridge writing the outbox into the replica, and replication. */
  private sending: SyncStatus['progress'] = null
  private moving: SyncStatus['progress'] = null

  constructor(
    private readonly db: GundeckDatabase,
    private readonly listener: (s: SyncStatus) => void,
  ) {}

  start(): void {
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(CHANNEL)
      this.channel.onmessage = (e: MessageEvent<Message>) => this.hear(e.data)
      this.channel.postMessage({ type: 'hello' } satisfies Message)
    }
    const lead = () => {
      this.leading = true
      this.follow()
    }
    if (typeof navigator !== 'undefined' && navigator.locks)
      void navigator.locks.request(CHANNEL, () => {
        lead()
        return new Promise<void>(() => undefined) // held while this page lives
      })
    else lead()
    if (typeof addEventListener !== 'undefined') addEventListener('online', () => this.syncNow())
  }

  /** Sync at once, whatever the back-off was waiting for (in the leading tab, wherever it is asked). */
  syncNow(): void {
    if (!this.leading) return void this.channel?.postMessage({ type: 'sync-now' } satisfies Message)
    if (this.account) void this.connect(this.account)
  }

  private hear(m: Message) {
    if (m.type === 'status' && !this.leading) this.set(m.status, false)
    else if (m.type === 'hello' && this.leading) this.channel?.postMessage({ type: 'status', status: this.status } satisfies Message)
    else if (m.type === 'sync-now') this.syncNow()
  }

  private set(status: SyncStatus, broadcast = true) {
    this.status = status
    this.listener(status)
    if (broadcast && this.leading) this.channel?.postMessage({ type: 'status', status } satisfies Message)
  }

  private patch(p: Partial<SyncStatus>) {
    this.set({ ...this.status, ...p })
  }

  /** Leading: follow the account (signed in or out from any tab) and the outbox. */
  private follow() {
    // Before following the account: a database the browser lost comes back signed in.
    void resumeAccount(this.db).catch(() => null)
    const account = liveQuery(() => loadAccount(this.db)).subscribe({
      next: (a) => {
        if (JSON.stringify(a) !== JSON.stringify(this.account)) void this.switchTo(a)
      },
    })
    const outbox = liveQuery(() => this.db.syncOutbox.count()).subscribe({
      next: (n) => {
        if (n > 0) this.schedulePush()
      },
    })
    this.stops.push(
      () => account.unsubscribe(),
      () => outbox.unsubscribe(),
    )
  }

  private async switchTo(account: Account | null) {
    const gen = ++this.generation
    this.stopReplication()
    const before = this.account
    this.account = account
    // Signed in before the twin existed: keep it from now on.
    if (account) rememberAccount(account)
    if (!account) {
      // Signed out: the replica goes (the decks stay in the database).
      const local = this.local
      this.local = this.remote = this.bridge = null
      if (local && before) await local.destroy().catch(() => undefined)
      this.set({ ...SIGNED_OUT })
      return
    }
    const lastSynced = ((await this.db.syncState.get(LAST_SYNCED))?.value as string | undefined) ?? null
    if (gen !== this.generation) return
    this.set({ ...SIGNED_OUT, phase: 'starting', account, lastSynced })
    // Loaded only once signed in (its own chunk). It imports Node's `events`, which the `events` package
    // (a dependency for that alone) provides in the browser build.
    const { default: Pouch } = await import('pouchdb-browser')
    if (gen !== this.generation) return
    this.local = new Pouch(replicaName(account))
    // Cookie auth: the browser sends the AuthSession cookie with every request to the server.
    this.remote = new Pouch(`${account.server}/${account.db}`, {
      skip_setup: true,
      // Every request's outcome says at once what the panel should: no answer (offline), 401 or 403 on
      // the database (sign in again, or not allowed), or an answer again after an outage.
      fetch: async (url, opts) => {
        let r: Response
        try {
          r = await Pouch.fetch(url, { ...opts, credentials: 'include' })
        } catch (e) {
          if (this.account === account) this.unreachable(account)
          if (typeof e === 'object' && e !== null) reported.add(e)
          throw e
        }
        if (this.account === account) this.answered(account, r.status)
        return r
      },
    })
    this.bridge = new Bridge(this.db, this.local, {
      device: deviceId(),
      notice: (n) => this.patch({ notices: [...this.status.notices, n].slice(-5) }),
      progress: (done, total) => {
        if (total < 20) return
        this.sending = done < total ? { done, total } : null
        this.patch({ progress: this.sending ?? this.moving })
      },
    })
    if (!(await this.bridge.started())) await this.bridge.enqueueAll()
    await this.connect(account)
  }

  private stopReplication() {
    this.replication?.cancel()
    this.replication = null
  }

  /** (Re)start live replication, and send what waits and apply what the replica has meanwhile. */
  private async connect(account: Account) {
    const gen = ++this.generation
    this.stopReplication()
    const { local, remote, bridge } = this
    if (!local || !remote || !bridge) return
    this.patch({ phase: 'syncing', problem: null })
    const r = local.sync(remote, { live: true, retry: true, batch_size: 100, back_off_function: backOff })
    this.replication = r
    r.on('active', () => {
      if (this.replication !== r) return
      const kind = this.status.problem?.kind
      this.patch({ phase: 'syncing', problem: kind === 'offline' || kind === 'cors' ? null : this.status.problem })
    })
    r.on('change', (info) => {
      if (this.replication !== r) return
      if (info.direction === 'pull') this.schedulePull()
      else if (info.change?.docs) void this.bridge?.confirmWritten(info.change.docs).catch(() => undefined)
      // PouchDB counts documents moved so far in each direction, and those still to go in the current batch run.
      const done = (info.direction === 'pull' ? info.change?.docs_read : info.change?.docs_written) ?? 0
      const pending = info.change?.pending ?? 0
      if (done + pending < 20) return
      this.moving = pending > 0 ? { done, total: done + pending } : null
      // The bridge's count stands while it still writes: replication catching up with one batch ends nothing.
      this.patch({ progress: this.sending ?? this.moving })
    })
    r.on('paused', (err) => {
      if (this.replication !== r) return
      if (err) return this.failed(account, r, err)
      void this.synced(gen)
    })
    r.on('denied', (err) => this.failed(account, r, err))
    r.on('error', (err) => this.failed(account, r, err))
    // The replica takes what waits here while replication runs: it goes out as it is written.
    try {
      await bridge.push()
      await bridge.pull()
    } catch (e) {
      this.bridgeFailed(e)
    }
  }

  /** No answer from the server: offline until it answers again (replication retries with its back-off). */
  private unreachable(account: Account) {
    if (this.status.phase === 'stopped' || !this.replication) return
    this.failed(account, this.replication, { status: 0 })
  }

  private answered(account: Account, status: number) {
    if ((status === 401 || status === 403) && this.replication) return this.failed(account, this.replication, { status })
    if (status < 500 && this.status.phase === 'offline') this.patch({ phase: 'syncing', problem: null })
  }

  private async synced(gen: number) {
    // Sent and received: the replica's changes are applied, and what the server now has is no longer pending.
    await this.bridge?.pull().catch(() => undefined)
    if (this.remote) await this.bridge?.confirm(this.remote).catch(() => undefined)
    if (gen !== this.generation || !this.replication) return
    const at = new Date().toISOString()
    await this.db.syncState.put({ key: LAST_SYNCED, value: at }).catch(() => undefined)
    this.sending = this.moving = null
    this.patch({ phase: 'idle', lastSynced: at, problem: null, progress: null })
  }

  private failed(account: Account, r: Replication, err: PouchError) {
    if (this.replication !== r) return
    const problem = databaseProblem(err.status, account)
    this.sending = this.moving = null
    if (problem.kind === 'expired' || problem.kind === 'forbidden') {
      // Trying again cannot help: stop and say what to do; the changes wait in the outbox.
      this.stopReplication()
      this.patch({ phase: 'stopped', problem: { kind: problem.kind, words: problem.words }, progress: null })
    } else {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false
      this.patch({
        phase: 'offline',
        progress: null,
        problem: offline ? { kind: 'offline', words: { code: 'offline', params: {} } } : { kind: 'offline', words: problem.words, retrying: true },
      })
    }
  }

  private schedulePush() {
    clearTimeout(this.pushTimer)
    this.pushTimer = setTimeout(() => void this.bridge?.push().catch((e: unknown) => this.bridgeFailed(e)), 50)
  }

  private schedulePull() {
    clearTimeout(this.pullTimer)
    this.pullTimer = setTimeout(() => void this.bridge?.pull().catch((e: unknown) => this.bridgeFailed(e)), 50)
  }

  private bridgeFailed(e: unknown) {
    if (e instanceof BridgeProblem) return this.patch({ problem: { kind: 'server', change: e.words } })
    this.patch({ problem: { kind: 'server', detail: e instanceof Error ? e.message : String(e) } })
  }
}

import { STORAGE_KEY_PREFIXES } from '~/platform/storage-keys'
import { DeckJournalEntrySchema, type DeckContent, type DeckJournalEntry } from '~/schemas/deck'
import { localStore } from '~/platform/web-storage'

/**
 * A durable journal of the deck being edited. IndexedDB saves are asynchronous: a tab closed or reloaded
 * a few milliseconds after an edit cuts the save off. localStorage writes are synchronous, so every edit
 * is written here before the click returns, and replayed on the next start (replay-journals.ts).
 *
 * One entry per page load and deck. Each page load holds a Web Lock named after it for its whole life;
 * an entry whose lock is free belongs to a page that is gone (closed, reloaded, crashed). Without Web
 * Locks every other page's entry counts as gone: replaying a live tab's entry only saves what that tab
 * was about to save, and its own next save then keeps both versions (conflict in History).
 */
const PREFIX = STORAGE_KEY_PREFIXES.journal
const LOCK_PREFIX = 'gundeck-page:'

export const PAGE_ID: string = globalThis.crypto?.randomUUID?.() ?? `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

const keyOf = (deckId: string, page = PAGE_ID) => `${PREFIX}${deckId}:${page}`

/**
 * Write the working copy now: `content` is this page's edit number `edit`, made on `baseRevision`. false
 * when the browser refused (storage full or disabled): not durable.
 */
export function writeJournal(deckId: string, baseRevision: number, content: DeckContent, edit: number): boolean {
  const s = localStore()
  if (!s) return false
  const entry: DeckJournalEntry = { v: 2, deckId, page: PAGE_ID, baseRevision, edit, at: new Date().toISOString(), content }
  try {
    s.setItem(keyOf(deckId), JSON.stringify(entry))
    return true
  } catch {
    return false
  }
}

export function clearJournal(deckId: string, page = PAGE_ID): void {
  try {
    localStore()?.removeItem(keyOf(deckId, page))
  } catch {
    // nothing to do: a stale entry is replayed once and then removed
  }
}

export interface JournalRead {
  entries: DeckJournalEntry[]
  /** Keys that hold something unreadable (written by a newer gundeck, or damaged). Left in place. */
  unreadable: string[]
}

export function readJournals(): JournalRead {
  const s = localStore()
  const out: JournalRead = { entries: [], unreadable: [] }
  if (!s) return out
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i)
    if (!key?.startsWith(PREFIX)) continue
    let parsed: ReturnType<typeof DeckJournalEntrySchema.safeParse>
    try {
      parsed = DeckJournalEntrySchema.safeParse(JSON.parse(s.getItem(key) ?? ''))
    } catch {
      out.unreadable.push(key)
      continue
    }
    if (parsed.success && key === keyOf(parsed.data.deckId, parsed.data.page)) out.entries.push(parsed.data)
    else out.unreadable.push(key)
  }
  return out
}

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>
  query(): Promise<{ held?: { name?: string }[] }>
}
const locks = (): LockManagerLike | null => (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null

/** Run `work` holding the named Web Lock (other pages wait their turn); without Web Locks, just run it. */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const l = locks()
  if (!l) return work()
  let out!: T
  await l.request(name, async () => {
    out = await work()
  })
  return out
}

let holding: Promise<void> | null = null
/** Hold this page load's lock until the page goes away (the browser releases it then). */
export function holdPageLock(): Promise<void> {
  holding ??= new Promise<void>((granted) => {
    const l = locks()
    if (!l) return granted()
    void l.request(LOCK_PREFIX + PAGE_ID, () => {
      granted()
      return new Promise<void>(() => {}) // never released while the page lives
    })
  })
  return holding
}

/**
 * Calls `gone` as soon as another page whose journal entry this page has seen written goes away (closed,
 * reloaded, crashed): its lock is granted to us then. Its edit is replayed at once instead of at the next
 * scan. Returns a function that stops following (requests already queued stay, and call `gone` harmlessly).
 */
export function followOtherPages(gone: () => void): () => void {
  const l = locks()
  if (!l || typeof addEventListener !== 'function') return () => {}
  const followed = new Set<string>()
  const onStorage = (e: StorageEvent) => {
    if (!e.key?.startsWith(PREFIX) || e.newValue === null) return
    // Keys end with the page's id (a UUID, no colon): the deck id before it may hold anything.
    const page = e.key.slice(e.key.lastIndexOf(':') + 1)
    if (page === PAGE_ID || followed.has(page)) return
    followed.add(page)
    // Settled once the lock is ours and let go again: the scan then no longer sees it held.
    void l
      .request(LOCK_PREFIX + page, async () => {})
      .then(() => {
        followed.delete(page)
        gone()
      })
  }
  addEventListener('storage', onStorage)
  return () => removeEventListener('storage', onStorage)
}

/** Entries left by page loads that are gone: theirs to replay. */
export async function orphanedJournals(): Promise<DeckJournalEntry[]> {
  const { entries } = readJournals()
  const others = entries.filter((e) => e.page !== PAGE_ID)
  if (others.length === 0) return []
  const l = locks()
  if (!l) return others
  const held = new Set(((await l.query()).held ?? []).map((h) => h.name))
  return others.filter((e) => !held.has(LOCK_PREFIX + e.page))
}

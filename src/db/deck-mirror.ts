import { STORAGE_KEYS, STORAGE_KEY_PREFIXES } from '~/platform/storage-keys'
import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import { StoredDeckSchema, type StoredDeck } from '~/schemas/deck'
import { localStore } from '~/platform/web-storage'

/**
 * A copy of the decks in localStorage, beside IndexedDB. Chromium deletes a site's whole IndexedDB when a
 * write fails on a full disk (see stores/storage.ts), and a store it finds corrupt at start; localStorage
 * survives both. So the decks gundeck has stored are also here, and the next start puts back any deck the
 * database lost (putBackDecks: only missing decks, or decks stored at a lower revision).
 *
 * localStorage is small (Chromium: 10 MiB counted as UTF-16, so about 5 million characters for the whole
 * site; Firefox and Safari about as much), and the editor's journal needs room there too. So the copy
 * holds at most COPY_BUDGET characters: when every deck does not fit, it keeps the most recently edited
 * ones (decks in the bin after every other), as many as fit in that order, and copyStatus() says how many
 * of how many it holds (the Card data page shows it). A browser that allows less than the budget is met
 * the same way: the oldest decks give way, and HEADROOM more is left free.
 *
 * One key per deck, so an edit rewrites one deck, not the whole copy: `gundeck:deck-copy:<id>` holds
 * `2|<revision>|<its rank: updatedAt, or deletedAt in the bin>|<0 or 1: in the bin>|<the deck as JSON>`, the
 * header read without parsing the deck. Decks are only added or moved forward here, never dropped because the database no longer shows
 * them (that is exactly the loss this copy is for); they leave when gundeck removes them on purpose (a deck
 * purged after its 30 days in the bin, or one a restored backup does not hold) or give way to more recently
 * edited decks when there is no room for all.
 */
const PREFIX = STORAGE_KEY_PREFIXES.deckCopy
/** Before version 2 every deck was in one value under this key; read, then moved to one key per deck. */
const OLD_KEY = STORAGE_KEYS.oldDecksCopy
const OldCopySchema = lazySchema(() => z.object({ v: z.literal(1), decks: z.array(z.unknown()) }))

/** The most the copy takes in localStorage, keys included (characters). */
export const COPY_BUDGET = 4_000_000
/** What the copy leaves free after the browser refused a write (characters): the journal's room. */
export const HEADROOM = 200_000

/** How much of the decks the copy holds, from the last time decks were given to it in this page. */
export interface DeckCopyStatus {
  /** Decks not in the bin held by the copy, and how many such decks gundeck knows of. */
  held: number
  total: number
  /** The least recently edited deck the copy holds, when it cannot hold them all. */
  oldestHeld: { name: string; updatedAt: string } | null
}

let status: DeckCopyStatus | null = null
const listeners = new Set<(s: DeckCopyStatus) => void>()

export function copyStatus(): DeckCopyStatus | null {
  return status
}

/** Called with the new status after each change; returns the function that stops it. */
export function onCopyStatus(listener: (s: DeckCopyStatus) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setStatus(next: DeckCopyStatus) {
  status = next
  for (const l of listeners) l(next)
}

const keyOf = (id: string) => PREFIX + id

/** What a deck is ranked by: its last edit, or for a deck in the bin, when it went there. */
const rankTime = (deck: StoredDeck) => deck.deletedAt ?? deck.updatedAt

function valueOf(deck: StoredDeck): string {
  return `2|${deck.revision}|${rankTime(deck)}|${deck.deletedAt === null ? 0 : 1}|${JSON.stringify(deck)}`
}

interface Header {
  revision: number
  at: string
  deleted: boolean
  /** Where the deck's JSON starts. */
  json: number
}

/** The header of a stored value, or null when it is not one gundeck wrote. */
function header(value: string): Header | null {
  const parts = value.split('|', 4)
  if (parts.length < 4 || parts[0] !== '2') return null
  const revision = Number(parts[1])
  if (!Number.isInteger(revision) || revision < 0) return null
  return { revision, at: parts[2]!, deleted: parts[3] === '1', json: parts.reduce((n, p) => n + p.length + 1, 0) }
}

interface Held {
  value: string
  head: Header | null
}

/** Every copy key in localStorage by deck id, with its header (null: a value gundeck cannot read). */
function scan(s: Storage): Map<string, Held> {
  const out = new Map<string, Held>()
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i)
    if (!key?.startsWith(PREFIX)) continue
    const value = s.getItem(key) ?? ''
    out.set(key.slice(PREFIX.length), { value, head: header(value) })
  }
  return out
}

function parseDeck(json: string): StoredDeck | null {
  try {
    const parsed = StoredDeckSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The decks of a version 1 copy (one value for all), when one is still there. */
function oldCopy(s: Storage): StoredDeck[] {
  try {
    const parsed = OldCopySchema.safeParse(JSON.parse(s.getItem(OLD_KEY) ?? 'null'))
    if (!parsed.success) return []
    return parsed.data.decks.flatMap((d) => {
      const deck = StoredDeckSchema.safeParse(d)
      return deck.success ? [deck.data] : []
    })
  } catch {
    return []
  }
}

/** The decks kept here (those `wanted`, by id); a record that no longer reads is left out (and stays in the copy). */
export function rememberedDecks(wanted: (id: string) => boolean = () => true): StoredDeck[] {
  const s = localStore()
  if (!s) return []
  const out = new Map<string, StoredDeck>()
  for (const d of oldCopy(s)) if (wanted(d.id)) out.set(d.id, d)
  for (const [id, { value, head }] of scan(s)) {
    if (!wanted(id)) continue
    const deck = head ? parseDeck(value.slice(head.json)) : null
    if (deck && deck.id === id && (out.get(deck.id)?.revision ?? -1) < deck.revision) out.set(deck.id, deck)
  }
  return [...out.values()]
}

/** The revision of every deck the copy holds, by id, from the headers alone (no deck is parsed). */
export function rememberedRevisions(): Map<string, number> {
  const s = localStore()
  const out = new Map<string, number>()
  if (!s) return out
  for (const d of oldCopy(s)) out.set(d.id, d.revision)
  for (const [id, { head }] of scan(s)) if (head && (out.get(id) ?? -1) < head.revision) out.set(id, head.revision)
  return out
}

/** The decks of these ids as the copy holds them, each parsed and checked (one that does not read is left out). */
export function rememberedDecksById(ids: Iterable<string>): StoredDeck[] {
  const wanted = new Set(ids)
  return rememberedDecks((id) => wanted.has(id))
}

/** What ranks a deck for the copy. */
export interface Ranked {
  id: string
  /** Its last edit (ISO time), or when it went to the bin. */
  at: string
  deleted: boolean
}

/** Decks not in the bin first, the most recently edited first; then the bin, the most recently deleted first. */
export function byRecency(a: Ranked, b: Ranked): number {
  if (a.deleted !== b.deleted) return a.deleted ? 1 : -1
  return a.at < b.at ? 1 : a.at > b.at ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * Which decks the copy keeps: the longest run, in the order given (most wanted first), whose sizes fit in
 * `room`. A run, not the best packing: "the N most recently edited decks" stays true, and a deck that
 * does not fit is never passed over for older ones. `size` is asked only as far as the room reaches.
 */
export function fitMostRecent<T>(ranked: readonly T[], size: (item: T) => number, room: number): T[] {
  const kept: T[] = []
  let used = 0
  for (const item of ranked) {
    used += size(item)
    if (used > room) break
    kept.push(item)
  }
  return kept
}

const isQuotaError = (e: unknown) =>
  e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22 || e.code === 1014)

/**
 * Add these decks, or move them forward (a higher revision wins); every other deck stays, as room allows
 * (see above). True when the copy holds every deck given (or a newer revision of it); false when some
 * could not be kept (no room, or localStorage refused).
 */
export function rememberDecks(decks: readonly StoredDeck[]): boolean {
  return update(decks, false)
}

/** After a restore: the copy holds exactly the restored decks (as many as fit). */
export function replaceRememberedDecks(decks: readonly StoredDeck[]): void {
  update(decks, true)
}

/** Drop decks gundeck removed on purpose (purged from the bin). */
export function forgetDecks(ids: readonly string[]): void {
  const s = localStore()
  if (!s) return
  try {
    for (const id of ids) s.removeItem(keyOf(id))
    if (s.getItem(OLD_KEY) !== null) {
      const gone = new Set(ids)
      s.setItem(OLD_KEY, JSON.stringify({ v: 1, decks: oldCopy(s).filter((d) => !gone.has(d.id)) }))
    }
  } catch {
    // Nothing to free: the copy stays as it was.
  }
}

function update(decks: readonly StoredDeck[], replace: boolean): boolean {
  const s = localStore()
  if (!s) return false
  try {
    return write(s, decks, replace)
  } catch {
    return false // localStorage refused outright: the copy stays as it was
  }
}

/** A deck the copy holds or is offered: its rank, and the deck itself when it is to be written. */
interface Candidate extends Ranked {
  revision: number
  deck: StoredDeck | null
}

const candidateOf = (d: StoredDeck): Candidate => ({ id: d.id, at: rankTime(d), deleted: d.deletedAt !== null, revision: d.revision, deck: d })

/** Whether this deck ranks after that one (byRecency), without making a rank of it. */
function ranksAfter(d: StoredDeck, r: Ranked): boolean {
  const deleted = d.deletedAt !== null
  if (deleted !== r.deleted) return deleted
  const at = rankTime(d)
  return at < r.at || (at === r.at && d.id > r.id)
}

function write(s: Storage, given: readonly StoredDeck[], replace: boolean): boolean {
  // What the copy holds now (revision and size by deck id), kept up to date as keys are written and removed.
  const held = new Map<string, { revision: number; size: number; value: string }>()
  const candidates = new Map<string, Candidate>()
  // A copy key gundeck cannot read is left alone, and takes its room.
  let unreadable = 0
  // The least recent deck the copy holds.
  let worst: Candidate | null = null
  for (const [id, { value, head }] of scan(s)) {
    const size = keyOf(id).length + value.length
    if (!head) {
      unreadable += size
      continue
    }
    held.set(id, { revision: head.revision, size, value })
    if (replace) continue
    const c: Candidate = { id, at: head.at, deleted: head.deleted, revision: head.revision, deck: null }
    candidates.set(id, c)
    if (!worst || byRecency(c, worst) > 0) worst = c
  }
  // A version 1 copy moves here, then goes (its decks and the given ones, the newest revision of each).
  const old = replace ? [] : oldCopy(s)
  const offered = old.length ? [...new Map([...old, ...given].sort((a, b) => a.revision - b.revision).map((d) => [d.id, d])).values()] : given
  if (s.getItem(OLD_KEY) !== null) s.removeItem(OLD_KEY)

  // Only the decks that can be in the copy are ranked (ranking 50,000 decks a second after every edit was
  // most of the work): those it holds, and those that rank above the least recent it holds. The best of
  // the others is kept aside: should the copy have room for it, every deck is ranked after all.
  let outside: Candidate | null = null
  let outsideLive = 0
  const skipped: StoredDeck[] = []
  for (const d of offered) {
    const c = candidates.get(d.id)
    if (c && c.revision >= d.revision) continue
    if (c || !worst || !ranksAfter(d, worst)) {
      candidates.set(d.id, candidateOf(d))
      continue
    }
    skipped.push(d)
    if (d.deletedAt === null) outsideLive++
    if (!outside || !ranksAfter(d, outside)) outside = candidateOf(d)
  }

  const values = new Map<string, string>()
  const valueFor = (c: Candidate) => {
    let v = values.get(c.id)
    if (v === undefined && c.deck) values.set(c.id, (v = valueOf(c.deck)))
    return v
  }
  const current = (c: Candidate) => held.get(c.id)?.revision === c.revision
  // Serialized only as far as the room reaches: decks past it never are.
  const size = (c: Candidate) => (current(c) ? held.get(c.id)!.size : keyOf(c.id).length + (valueFor(c)?.length ?? 0))

  let room = COPY_BUDGET - unreadable
  let ranked = [...candidates.values()].sort(byRecency)
  let liveTotal = outsideLive
  if (outside) {
    const first = fitMostRecent(ranked, size, room)
    const used = first.reduce((n, c) => n + size(c), 0)
    // The run reaches past the decks ranked: rank them all.
    if ((first.length === ranked.length && used + size(outside) <= room) || (first.length > 0 && byRecency(outside, first.at(-1)!) < 0)) {
      for (const d of skipped) candidates.set(d.id, candidateOf(d))
      ranked = [...candidates.values()].sort(byRecency)
      liveTotal = 0
    }
  }
  for (const c of candidates.values()) if (!c.deleted) liveTotal++

  let refused = false
  for (let attempt = 0; attempt < 4; attempt++) {
    const kept = fitMostRecent(ranked, size, room)
    const keep = new Set(kept.map((c) => c.id))
    // Room first: what gives way goes before anything is written.
    for (const id of [...held.keys()]) {
      if (keep.has(id)) continue
      s.removeItem(keyOf(id))
      held.delete(id)
    }
    let failed = false
    for (const c of kept) {
      if (current(c) || !c.deck) continue
      const value = valueFor(c)!
      try {
        s.setItem(keyOf(c.id), value)
        held.set(c.id, { revision: c.revision, size: keyOf(c.id).length + value.length, value })
      } catch (e) {
        if (!isQuotaError(e)) throw e
        failed = true
        break
      }
    }
    if (!failed) break
    // The browser allows less than the budget: keep what is held now, less room for the journal.
    refused = true
    let holding = 0
    for (const h of held.values()) holding += h.size
    room = Math.max(0, Math.min(room, holding) - HEADROOM)
  }

  const liveHeld = ranked.filter((c) => !c.deleted && current(c))
  const oldest = liveHeld.at(-1)
  const oldestDeck =
    oldest && liveHeld.length < liveTotal ? (oldest.deck ?? parseDeck(held.get(oldest.id)!.value.slice(header(held.get(oldest.id)!.value)!.json))) : null
  setStatus({
    held: liveHeld.length,
    total: liveTotal,
    oldestHeld: oldestDeck ? { name: oldestDeck.name, updatedAt: oldestDeck.updatedAt } : null,
  })
  return !refused && given.every((d) => (held.get(d.id)?.revision ?? -1) >= d.revision)
}

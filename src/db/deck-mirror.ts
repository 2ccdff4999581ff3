import { z } from 'zod'
import { StoredDeckSchema, type StoredDeck } from '~/schemas/deck'
import { localStore } from './local-storage'

/**
 * A copy of every deck in localStorage, beside IndexedDB. Chromium deletes a site's whole IndexedDB when a
 * write fails on a full disk (see stores/storage.ts), and a store it finds corrupt at start; localStorage
 * survives both. So every deck gundeck has stored is also here, and the next start puts back any deck the
 * database lost (putBackDecks: only missing decks, or decks stored at a lower revision).
 *
 * Decks are only added or moved forward here, never dropped because the database no longer shows them
 * (that is exactly the loss this copy is for); they leave only when gundeck removes them on purpose: a
 * deck purged after its 30 days in the bin, or one a restored backup does not hold.
 */
const KEY = 'gundeck:decks-copy'
const CopySchema = z.object({ v: z.literal(1), decks: z.array(z.unknown()) })

/** The decks kept here; a record that no longer reads is left out (and stays in the copy). */
export function rememberedDecks(): StoredDeck[] {
  return readRaw().flatMap((d) => {
    const parsed = StoredDeckSchema.safeParse(d)
    return parsed.success ? [parsed.data] : []
  })
}

function readRaw(): unknown[] {
  try {
    const parsed = CopySchema.safeParse(JSON.parse(localStore()?.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.data.decks : []
  } catch {
    return []
  }
}

function write(decks: readonly unknown[]): boolean {
  try {
    localStore()?.setItem(KEY, JSON.stringify({ v: 1, decks }))
    return true
  } catch {
    return false // no room: the copy stays as it was
  }
}

const idOf = (d: unknown) => (typeof d === 'object' && d !== null ? (d as { id?: unknown }).id : undefined)
const revisionOf = (d: unknown) => {
  const r = typeof d === 'object' && d !== null ? (d as { revision?: unknown }).revision : undefined
  return typeof r === 'number' ? r : -1
}

/** Add these decks, or move them forward (a higher revision wins); every other deck stays. */
export function rememberDecks(decks: readonly StoredDeck[]): boolean {
  const byId = new Map(readRaw().map((d) => [idOf(d), d] as const))
  let changed = false
  for (const d of decks) {
    const have = byId.get(d.id)
    if (have === undefined || revisionOf(have) < d.revision) {
      byId.set(d.id, d)
      changed = true
    }
  }
  return changed ? write([...byId.values()]) : true
}

/** Drop decks gundeck removed on purpose (purged from the bin). */
export function forgetDecks(ids: readonly string[]): void {
  const gone = new Set<unknown>(ids)
  const all = readRaw()
  const kept = all.filter((d) => !gone.has(idOf(d)))
  if (kept.length !== all.length) write(kept)
}

/** After a restore: the copy holds exactly the restored decks. */
export function replaceRememberedDecks(decks: readonly StoredDeck[]): void {
  write(decks)
}

import type { StoredDeck } from '~/schemas/deck'
import type { GundeckDatabase } from './database'
import { rememberedDecksById, rememberedRevisions } from './deck-mirror'

/**
 * Putting back the decks the database lost from their copy in localStorage (deck-mirror.ts). Apart from the
 * backup repository: every start runs putBackRemembered before the first deck is shown, and the backup
 * schema (with the saved games' and events' schemas it checks) need not load for it.
 */

/** Decks read per request (as the backup reads in chunks). */
const PUT_BACK_CHUNK = 250

/**
 * Write the decks the database lacks, or holds at a lower revision; never touch a newer one. Returns the
 * decks written. Joins the caller's transaction when there is one.
 */
export async function putBackDecks(db: GundeckDatabase, decks: readonly StoredDeck[]): Promise<StoredDeck[]> {
  return db.transaction('rw', db.decks, async () => {
    const stored = new Map((await db.decks.toArray()).map((d) => [d.id, (d as { revision?: unknown }).revision]))
    const missing = decks.filter((d) => {
      const rev = stored.get(d.id)
      return rev === undefined || (typeof rev === 'number' && rev < d.revision)
    })
    if (missing.length) await db.decks.bulkPut(missing)
    return missing
  })
}

/**
 * Put back the decks the database lost from the copy in localStorage (deck-mirror.ts): what putBackDecks
 * does with rememberedDecks(), but the copy's revisions are read from its headers and only the decks the
 * database lacks (or holds at a lower revision) are parsed. At every start: parsing the whole copy (4,000
 * decks) was a long task of a quarter of a second, and the database almost always has them all.
 */
export async function putBackRemembered(db: GundeckDatabase): Promise<StoredDeck[]> {
  const copy = rememberedRevisions()
  const ids = [...copy.keys()]
  const behind: string[] = []
  for (let i = 0; i < ids.length; i += PUT_BACK_CHUNK) {
    const part = ids.slice(i, i + PUT_BACK_CHUNK)
    const rows = await db.decks.bulkGet(part)
    rows.forEach((row, k) => {
      const revision = (row as { revision?: unknown } | undefined)?.revision
      if (row === undefined || (typeof revision === 'number' && revision < copy.get(part[k]!)!)) behind.push(part[k]!)
    })
  }
  return behind.length ? putBackDecks(db, rememberedDecksById(behind)) : []
}

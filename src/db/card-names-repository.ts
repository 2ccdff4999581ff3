import { z } from 'zod'
import { StoredCardNamesSchema, type StoredCardNames } from '~/schemas/card-names'
import type { GundeckDatabase } from './database'

/** A stored language whose row no longer parses: listed with why, never dropped (an import of that language replaces it). */
export interface UnreadableCardNames {
  language: string
  problem: string
}

export interface LoadedCardNames {
  /** Every language's names, in language order. */
  sets: StoredCardNames[]
  unreadable: UnreadableCardNames[]
}

/** Every stored language's names, each row checked. */
export async function loadCardNames(db: GundeckDatabase): Promise<LoadedCardNames> {
  const out: LoadedCardNames = { sets: [], unreadable: [] }
  const rows: unknown[] = await db.cardNames.toArray()
  for (const row of rows) {
    const parsed = StoredCardNamesSchema.safeParse(row)
    if (parsed.success) out.sets.push(parsed.data)
    else out.unreadable.push({ language: String((row as { language?: unknown } | null)?.language ?? '?'), problem: z.prettifyError(parsed.error) })
  }
  return out
}

/**
 * One language's names replaced by these, whole: checked before anything is written (a row that would not
 * read back is refused, and the stored names stay), then one write in one transaction.
 */
export async function replaceCardNames(db: GundeckDatabase, names: StoredCardNames): Promise<void> {
  const row = StoredCardNamesSchema.parse(names)
  await db.transaction('rw', db.cardNames, async () => {
    await db.cardNames.put(row)
  })
}

/** One language's names deleted; the other languages stay. */
export async function removeCardNames(db: GundeckDatabase, language: string): Promise<void> {
  await db.cardNames.delete(language)
}

import { readSaved, toSaved, type ReadSaved, type Session } from '~/engine/playtest'
import type { GundeckDatabase } from './database'

/** The deck's saved playtest: null when there is none, else as `readSaved` reads it (never trusted as stored). */
export async function loadPlaytest(db: GundeckDatabase, deckId: string): Promise<ReadSaved | null> {
  const raw = await db.playtests.get(deckId)
  return raw === undefined ? null : readSaved(raw)
}

export async function savePlaytest(db: GundeckDatabase, deckId: string, session: Session): Promise<void> {
  await db.playtests.put(toSaved(deckId, session, new Date().toISOString()))
}

export async function deletePlaytest(db: GundeckDatabase, deckId: string): Promise<void> {
  await db.playtests.delete(deckId)
}

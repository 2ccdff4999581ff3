import { z } from 'zod'
import { SavedEventSchema, type SavedEvent } from '~/schemas/event'
import type { GundeckDatabase } from './database'

/** A saved event as the desk lists it, without its rows (read whole only when opened). */
export interface SavedEventSummary {
  id: string
  name: string
  savedAt: string
  lists: number
}

/** A saved event that no longer parses: listed with why, never dropped. */
export interface UnreadableEvent {
  id: string
  problem: string
}

/** Save (or save again, by id) an event: checked against its schema first, so what is stored reads back. */
export async function saveEvent(db: GundeckDatabase, event: SavedEvent): Promise<void> {
  await db.events.put(SavedEventSchema.parse(event))
}

/** The saved events, newest first. A row is looked at only for its name and size here; it is checked when opened. */
export async function listEvents(db: GundeckDatabase): Promise<SavedEventSummary[]> {
  const out: SavedEventSummary[] = []
  await db.events
    .orderBy('savedAt')
    .reverse()
    .each((row: unknown) => {
      const r = (row ?? {}) as Partial<Record<keyof SavedEvent, unknown>>
      out.push({
        id: String(r.id),
        name: typeof r.name === 'string' ? r.name : String(r.id),
        savedAt: typeof r.savedAt === 'string' ? r.savedAt : '',
        lists: Array.isArray(r.rows) ? r.rows.length : 0,
      })
    })
  return out
}

/** One saved event, checked; an event that does not parse says why (and stays stored). */
export async function loadEvent(db: GundeckDatabase, id: string): Promise<{ event: SavedEvent } | UnreadableEvent | null> {
  const row: unknown = await db.events.get(id)
  if (row === undefined) return null
  const parsed = SavedEventSchema.safeParse(row)
  return parsed.success ? { event: parsed.data } : { id, problem: z.prettifyError(parsed.error) }
}

export async function deleteEvent(db: GundeckDatabase, id: string): Promise<void> {
  await db.events.delete(id)
}

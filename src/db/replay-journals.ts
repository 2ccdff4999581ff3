import { sameContent } from '~/engine/deck/content'
import { clearJournal, orphanedJournals } from './deck-journal'
import { getDeck, keepVersion, saveDeck } from './decks-repository'
import type { GundeckDatabase } from './database'

export interface ReplayReport {
  /** Decks whose unsaved edits from a closed or reloaded page were saved now. */
  recovered: { deckId: string; name: string; conflict: boolean }[]
  /** Entries that could not be written (storage full, say): left in the journal for the next start. */
  failed: number
}

/**
 * Save the working copies that pages which are gone left in the journal. Oldest first, so with two such
 * pages on one deck the newest becomes the deck and the other is kept in History (saveDeck's conflict
 * path). A deck deleted meanwhile gets the edits in its History, where "undo delete" finds them.
 */
export async function replayJournals(db: GundeckDatabase): Promise<ReplayReport> {
  const report: ReplayReport = { recovered: [], failed: 0 }
  const orphans = (await orphanedJournals()).sort((a, b) => a.at.localeCompare(b.at))
  for (const entry of orphans) {
    try {
      const deck = await getDeck(db, entry.deckId)
      if (deck && !sameContent(deck, entry.content)) {
        if (deck.deletedAt) await keepVersion(db, deck.id, entry.content)
        else {
          const saved = await saveDeck(db, deck.id, entry.content, entry.baseRevision, 'edited')
          report.recovered.push({ deckId: deck.id, name: saved.deck.name, conflict: saved.conflict })
        }
      }
      clearJournal(entry.deckId, entry.page)
    } catch {
      report.failed++
    }
  }
  return report
}

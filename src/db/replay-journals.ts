import { sameContent } from '~/engine/deck/content'
import { clearJournal, exclusively, orphanedJournals } from './deck-journal'
import { getDeck, keepVersion, saveDeck } from './decks-repository'
import type { GundeckDatabase } from './database'

export interface ReplayReport {
  /** Decks whose unsaved edits from a closed or reloaded page were saved now (or, `kept`, put in History). */
  recovered: { deckId: string; name: string; kept: boolean }[]
  /** Entries that could not be written (storage full, say): left in the journal for the next start. */
  failed: number
}

/**
 * Save the working copies that pages which are gone left in the journal, oldest first.
 *
 * An entry is that page's newest edit. It becomes the deck when nobody else saved the deck since: the
 * stored revision is the one the edit was made on, or the page itself wrote the stored revision (its save
 * landed but the page closed before it could note that). When another tab saved meanwhile, that newer
 * version stands and the entry is kept in History, as a live tab does with its unsaved edits. A deck
 * deleted meanwhile gets the entry in its History, where "undo delete" finds it.
 */
export async function replayJournals(db: GundeckDatabase): Promise<ReplayReport> {
  // One page at a time replays (two live tabs may both find the same entry).
  return exclusively('gundeck-journal-replay', () => replay(db))
}

async function replay(db: GundeckDatabase): Promise<ReplayReport> {
  const report: ReplayReport = { recovered: [], failed: 0 }
  const orphans = (await orphanedJournals()).sort((a, b) => a.at.localeCompare(b.at))
  for (const entry of orphans) {
    try {
      const deck = await getDeck(db, entry.deckId)
      if (deck && !sameContent(deck, entry.content)) {
        const ours = deck.revision === entry.baseRevision || deck.savedBy === entry.page
        if (ours && !deck.deletedAt) {
          const saved = await saveDeck(db, deck.id, entry.content, deck.revision, 'edited', entry.page)
          report.recovered.push({ deckId: deck.id, name: saved.deck.name, kept: false })
        } else {
          await keepVersion(db, deck.id, entry.content)
          report.recovered.push({ deckId: deck.id, name: deck.name, kept: true })
        }
      }
      clearJournal(entry.deckId, entry.page)
    } catch {
      report.failed++
    }
  }
  return report
}

import { sameContent } from '~/engine/deck/content'
import type { DeckJournalEntry, StoredDeck } from '~/schemas/deck'
import { clearJournal, exclusively, orphanedJournals } from './deck-journal'
import { getDeck, keepVersion, saveDeck } from './decks-repository'
import type { GundeckDatabase } from './database'

export interface ReplayReport {
  /** Decks whose unsaved edits from a closed or reloaded page were saved now (or, `kept`, put in History). */
  recovered: { deckId: string; name: string; kept: boolean }[]
  /** Entries that could not be written (storage full, say): left in the journal for the next start. */
  failed: number
}

export type ReplayDecision = 'drop' | 'save' | 'keep'

/**
 * What a journal entry left by a page that is gone does to the stored deck. The journal may only ever add
 * a newer revision: it never writes over a revision it did not see.
 *
 * - `drop`: nothing to add. The stored deck already holds the entry (same content), or the page itself
 *   saved that edit or a later one (`savedBy` and `savedEdit`): after a crash, localStorage can hand back
 *   an entry seconds older than the revisions IndexedDB kept (Chromium writes it to disk later), and such
 *   an entry must never replace them.
 * - `save`: the entry is newer than the stored deck and made on it: the stored revision is the one the
 *   edit was made on, or the page's own earlier edit (its save landed, the page closed before it could
 *   move the entry on). It becomes the next revision.
 * - `keep`: anyone else wrote the deck since (another tab, device, a restored backup), or it was deleted,
 *   or the entry is of the old kind without an edit number and not on the stored revision: the stored
 *   version stands and the entry is kept in History, where it can be compared and restored.
 */
export function replayDecision(deck: StoredDeck, entry: DeckJournalEntry): ReplayDecision {
  if (sameContent(deck, entry.content)) return 'drop'
  const byThisPage = deck.savedBy === entry.page && typeof deck.savedEdit === 'number' && entry.edit !== undefined
  if (byThisPage && deck.savedEdit! >= entry.edit!) return 'drop'
  if (deck.deletedAt) return 'keep'
  if (deck.revision === entry.baseRevision || byThisPage) return 'save'
  return 'keep'
}

/** Save the working copies that pages which are gone left in the journal, oldest first (see replayDecision). */
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
      const decision = deck ? replayDecision(deck, entry) : 'drop'
      if (deck && decision === 'save') {
        const saved = await saveDeck(db, deck.id, entry.content, deck.revision, { page: entry.page, edit: entry.edit ?? null, at: entry.at })
        report.recovered.push({ deckId: deck.id, name: saved.deck.name, kept: false })
      } else if (deck && decision === 'keep') {
        await keepVersion(db, deck.id, entry.content)
        report.recovered.push({ deckId: deck.id, name: deck.name, kept: true })
      }
      clearJournal(entry.deckId, entry.page)
    } catch {
      report.failed++
    }
  }
  return report
}

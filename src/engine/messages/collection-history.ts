import type { CollectionHistoryText } from './collection'
import { collectionHistoryMessage as english } from './en/collection'
import { collectionHistoryMessage as japanese } from './ja/collection'
import type { Language } from './language'

const HISTORY: Record<Language, (text: CollectionHistoryText) => string> = { en: english, ja: japanese }

/**
 * A collection History entry's label in a language. English is the label the entry was stored with (`action`,
 * byte for byte what the app has always shown); another language words the entry's code, and falls back to
 * that English for an entry without one (written before codes were kept, or by a newer version).
 */
export function collectionHistoryLabel(entry: { action: string; text?: CollectionHistoryText | undefined }, language: Language): string {
  return language === 'en' || entry.text === undefined ? entry.action : HISTORY[language](entry.text)
}

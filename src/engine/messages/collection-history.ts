import type { CollectionHistoryText } from './collection'
import { collectionHistoryMessage as english, readEnglishHistoryLabel } from './en/collection'
import { collectionHistoryMessage as japanese } from './ja/collection'
import type { Language } from './language'

const HISTORY: Record<Language, (text: CollectionHistoryText) => string> = { en: english, ja: japanese }

/**
 * A collection History entry's label in a language. English is the label the entry was stored with (`action`,
 * byte for byte what the app has always shown); another language words the entry's code. An entry without one
 * (written before codes were kept) is read back from its English label; one that cannot be (cut short, or
 * written by a newer version) shows that English.
 */
export function collectionHistoryLabel(entry: { action: string; text?: CollectionHistoryText | undefined }, language: Language): string {
  if (language === 'en') return entry.action
  const text = entry.text ?? readEnglishHistoryLabel(entry.action)
  return text === undefined ? entry.action : HISTORY[language](text)
}

import type { Card } from '~/schemas/card'
import type { DeckListCards } from '../decklist/parse'
import { fold } from '../query/values'
import { foldName } from './name-spellings'

/**
 * Card names in a second language: matching a name written in that language to its card, for search and
 * the list reader (a names file is read by names-file.ts). The names come from the
 * player; nothing here knows any language's names.
 */

/** One language's names, as stored. */
export interface LanguageNames {
  language: string
  names: Readonly<Record<string, string>>
}

/** A name as search compares it: folded as the search folds (case, width), then its letters and digits only. */
export function searchKey(name: string): string {
  return fold(name).replace(/[^\p{L}\p{N}]+/gu, '')
}

/**
 * The stored names of every language, by card number and by name: what search, the list reader and the
 * name check read. Names compare as the English ones do (name-spellings.ts: case, width, punctuation and
 * spaces ignored), so `ガンダム エアリアル`, `ｶﾞﾝﾀﾞﾑ・ｴｱﾘｱﾙ` and `ガンダム・エアリアル` are one name.
 */
export class OtherNames {
  private readonly byNumber = new Map<string, string[]>()
  private readonly byName = new Map<string, string[]>()

  constructor(sets: readonly LanguageNames[]) {
    for (const set of sets)
      for (const [number, name] of Object.entries(set.names)) {
        const names = this.byNumber.get(number)
        if (names) names.push(name)
        else this.byNumber.set(number, [name])
        const key = foldName(name)
        if (!key) continue
        const numbers = this.byName.get(key)
        if (!numbers) this.byName.set(key, [number])
        else if (!numbers.includes(number)) numbers.push(number)
      }
  }

  /** Card numbers with a name. */
  get size(): number {
    return this.byNumber.size
  }

  /** The card's names in the other languages (none: an empty list). */
  of(number: string): readonly string[] {
    return this.byNumber.get(number) ?? []
  }

  /** The card numbers bearing this name in some language. */
  numbersNamed(name: string): readonly string[] {
    return this.byName.get(foldName(name)) ?? []
  }

  /** The name written is one of the card's names in another language. */
  names(number: string, written: string): boolean {
    const names = this.byNumber.get(number)
    if (!names) return false
    const key = foldName(written)
    return names.some((n) => n === written || foldName(n) === key)
  }
}

/**
 * The card data as the list reader sees it, a name-only line finding its card by its name in another
 * language too: English first (the card data's own names), then the others.
 */
export function readableInOtherNames(cards: DeckListCards, other: OtherNames | null | undefined): DeckListCards {
  if (!other || other.size === 0) return cards
  const named = (name: string): readonly Card[] => {
    const english = cards.named?.(name) ?? []
    if (english.length > 0) return english
    const found: Card[] = []
    for (const number of other.numbersNamed(name)) {
      const card = cards.lookup(number)
      if (card) found.push(card)
    }
    return found
  }
  return { lookup: cards.lookup, named }
}

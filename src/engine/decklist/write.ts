import type { Game } from '~/schemas/card'
import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import { entriesIn, SECTIONS } from '~/schemas/deck'
import { encodeDeckCode } from './code'
import { printedId } from './contract'
import { writeDeckCsv } from './csv'
import { writeDeckJson } from './json'
import { cardSource, writtenName, type CardSource, type DeckListCards, type WritableEntry } from './parse'
import { totalCopies } from '../deck/copies'
import { HEADINGS } from './headings'

/** Text dialects other tools read and write (see parseDeckList for examples of each). */
export const TEXT_DIALECTS = ['canonical', 'limitless', 'egman', 'exburst', 'deckplanet', 'oneline'] as const
export type TextDialect = (typeof TEXT_DIALECTS)[number]
export const DECK_LIST_FORMATS = [...TEXT_DIALECTS, 'csv', 'json', 'code'] as const
export type DeckListFormat = (typeof DECK_LIST_FORMATS)[number]

export type DeckSections = SectionsOf<WritableEntry>

export interface WriteOptions {
  /** A deck name: a comment in text, a field in JSON and in the deck code. */
  name?: string
  game?: Game
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()

/** A card's name for writing: the card data's, the list's own for a card newer than the data, or ''. */
function nameOf(e: WritableEntry, cards: DeckListCards | undefined): string {
  return writtenName(e, cards)
}

/** `Zaku Ⅱ` -> `Zaku II`: EGMAN lists write Roman numerals in plain letters. */
function plainRoman(name: string): string {
  return name.replace(/[\u2160-\u217F]/g, (c) => c.normalize('NFKC'))
}

function line(dialect: TextDialect, e: WritableEntry, cards: DeckListCards | undefined): string {
  const id = printedId(e)
  const name = nameOf(e, cards)
  switch (dialect) {
    case 'canonical':
      return name ? `${e.count} ${id} ${name}` : `${e.count} ${id}`
    case 'egman':
      return name ? `${e.count} ${id} ${plainRoman(name)}` : `${e.count} ${id}`
    case 'limitless':
      return name ? `${e.count} ${name} ${id}` : `${e.count} ${id}`
    case 'deckplanet':
      return `${e.count} ${name ? `${name} ` : ''}[${id}]`
    case 'exburst':
      return `${e.count} x ${id}`
    case 'oneline':
      return `${e.count}x${id}`
  }
}

/**
 * Does every card sit where a reader would put it without headers? Resources in the resource
 * deck, everything else in the main deck, no sideboard. Then dialects without sections need none.
 */
function naturallyPlaced(deck: DeckSections, cards: DeckListCards | undefined): boolean {
  if (entriesIn(deck, 'ex').length > 0) return false
  if (deck.sideboard.length > 0 || !cards) return deck.sideboard.length === 0 && deck.resource.length === 0
  const isResource = (e: DeckEntry) => cards.lookup(e.number)?.type === 'resource'
  return deck.main.every((e) => !isResource(e)) && deck.resource.every(isResource)
}

/** Write a deck as text in one dialect. Reading it back (parseDeckList) gives the same deck. */
export function writeDeckText(deck: DeckSections, dialect: TextDialect, source?: CardSource, options: WriteOptions = {}): string {
  const cards = cardSource(source)
  const name = oneLine(options.name ?? '')
  const headed = dialect === 'canonical' || !naturallyPlaced(deck, cards)
  if (dialect === 'oneline') {
    const join = (list: readonly WritableEntry[]) => list.map((e) => line('oneline', e, cards)).join(',')
    if (!headed) return [...deck.main, ...deck.resource].length ? `${join([...deck.main, ...deck.resource])}\n` : ''
    return SECTIONS.filter((s) => entriesIn(deck, s).length > 0)
      .map((s) => `${HEADINGS[s]}: ${join(entriesIn(deck, s))}\n`)
      .join('')
  }
  const blocks: string[] = []
  if (name) blocks.push(`// Name: ${name}`)
  for (const s of SECTIONS) {
    const list = entriesIn(deck, s)
    if (list.length === 0) continue
    const lines = list.map((e) => line(dialect, e, cards))
    if (dialect === 'canonical') lines.unshift(`# ${HEADINGS[s]} (${totalCopies(list)})`)
    else if (headed) lines.unshift(`${HEADINGS[s]}:`)
    blocks.push(lines.join('\n'))
  }
  return blocks.length ? `${blocks.join('\n\n')}\n` : ''
}

/** Write a deck in any format we offer: a text dialect, CSV, JSON or a deck code. */
export function writeDeckList(deck: DeckSections, to: DeckListFormat, source?: CardSource, options: WriteOptions = {}): string {
  switch (to) {
    case 'csv':
      return writeDeckCsv(deck, source)
    case 'json':
      return writeDeckJson(deck, source, options)
    case 'code':
      return `${encodeDeckCode(deck, { name: options.name })}\n`
    default:
      return writeDeckText(deck, to, source, options)
  }
}

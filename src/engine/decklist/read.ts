import { MAX_DECK_LIST_BYTES, oversizeBytes } from '../limits'
import { readingMessage } from '../messages/en/reading'
import type { ReadingParams, UnreadableReason } from '../messages/reading'
import { decodeDeckCode, findDeckCode } from './code'
import { holdToContract } from './contract'
import { looksLikeDeckCsv, readDeckCsv } from './csv'
import { readDeckJson } from './json'
import { SECTIONS } from '~/schemas/deck'
import { diagnostic, parseDeckList, type CardSource, type DeckListLink, type ParsedDeckList } from './parse'

export type DeckListSource = 'text' | 'csv' | 'json' | 'code'

export interface ReadDeckList extends ParsedDeckList {
  /** Which reader took the input. */
  source: DeckListSource
  /** A deck name, when the input carries one (JSON, deck code): trimmed, never empty, never over DECK_NAME_MAX. */
  name?: string
  /**
   * Set when the input is no deck list gundeck can read at all (a Bandai TCG+ link, another tool's
   * JSON, our own report, a text in which no line reads as a card): what it is and what to do, also
   * the first error of `diagnostics` (for `no-cards`, the diagnostics are the lines' own errors, and
   * the message names the first of them). Its sections are empty, and it is never checked as an empty deck.
   */
  unreadable?: Unreadable
}

export type UnreadableKind = 'tcg-plus-link' | 'link' | 'foreign-json' | 'report' | 'too-big' | 'no-cards'

export interface Unreadable {
  kind: UnreadableKind
  message: string
  /** What `message` says, as data (messages/reading.ts). */
  reason: UnreadableReason
}

/**
 * Read anything a player pastes or we wrote: our JSON deck file, a deck code (or a link holding
 * one), our deck CSV, or a text list in any dialect. Never throws. Every reader's result is held to
 * the one reader contract (see contract.ts): what comes out is what storage accepts.
 */
export function readDeckList(text: string, cards?: CardSource): ReadDeckList {
  const bytes = oversizeBytes(text, MAX_DECK_LIST_BYTES)
  if (bytes !== null) return unreadable('text', 'too-big', { code: 'list.too-big', params: { input: 'list', bytes, limit: MAX_DECK_LIST_BYTES } })
  const body = text.replace(/^\uFEFF/, '').trim()
  // A JSON list (`[{…}]`) is never ours, but is named for what it is; `[Main deck]` text is no JSON.
  if (body.startsWith('{') || (body.startsWith('[') && isJson(body))) {
    const json = readDeckJson(text, cards)
    if (json.foreign) return unreadable('json', 'foreign-json', json.foreign)
    // A deck file with no cards in it is an empty deck; one whose fields cannot be read is no deck.
    const read = holdToContract(withSource(json, 'json'))
    return json.diagnostics.some((d) => d.severity === 'error') ? noCardsRead(read) : read
  }
  const code = findDeckCode(body)
  if (code) return readDeckCode(code)
  if (REPORT_HEADER.test(body)) {
    return unreadable('csv', 'report', { code: 'list.report', params: {} })
  }
  if (looksLikeDeckCsv(body)) return noCardsRead(holdToContract(withSource(readDeckCsv(text, cards), 'csv')))
  const list = holdToContract(withSource(parseDeckList(text, cards), 'text'))
  return list.links && SECTIONS.every((s) => list[s].length === 0) ? onlyLinks(list, list.links) : noCardsRead(list)
}

/** A reader's result, just made, marked with its source in place rather than copied: this runs for every list of a folder. */
function withSource<T extends ParsedDeckList>(list: T, source: DeckListSource): T & { source: DeckListSource } {
  return Object.assign(list, { source })
}

type UnreadableProblem = ReadingParams['list.no-cards']['problems'][number]

/** How many of a list's problems the unreadable message names before "and N more". */
const PROBLEMS_NAMED = 3

/**
 * A list in which not one line could be read as a card entry (a count and a card): unreadable, its
 * message naming the first problems with their lines, never an empty deck ("Main deck has 0 cards").
 * A line read as a card the card data does not hold yet is an entry: that list is read (and unchecked).
 */
function noCardsRead(list: ReadDeckList): ReadDeckList {
  if (SECTIONS.some((s) => list[s].length > 0)) return list
  const errors = list.diagnostics.filter((d) => d.severity === 'error')
  const problems = errors.slice(0, PROBLEMS_NAMED).map(({ line, code, params }) => ({ line, code, params }) as UnreadableProblem)
  const reason: UnreadableReason = { code: 'list.no-cards', params: { problems, more: errors.length - problems.length } }
  return { ...list, unreadable: { kind: 'no-cards', message: readingMessage(reason, 1), reason } }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The first row of the report `gundeck validate --report` writes: never read back as a deck list. */
const REPORT_HEADER = /^file,deck,status,/

/**
 * A Bandai TCG+ deck link (`https://www.bandai-tcg-plus.com/deck_recipe?deck=…&deck_code=…`). Its
 * `deck=` holds one 3-character token per card copy, each a base-64 number (digits first:
 * 0-9A-Za-z+/) that is the TCG+ app's internal id of that printing (Japanese and English printings,
 * parallels and reprints each have their own id), and ends in `!!!`. Turning ids into card numbers
 * needs Bandai's id table, which is not public: gundeck cannot read the link.
 */
const TCG_PLUS_HOST = /^(?:https?:\/\/)?(?:[\w-]+\.)*bandai-tcg-plus\.com(?:[/?#:]|$)/i

/** A list of links and no cards: our own share link is read; any other says what it is and how to get the text, never an empty deck. */
function onlyLinks(list: ReadDeckList, links: readonly DeckListLink[]): ReadDeckList {
  for (const link of links) {
    const code = findDeckCode(link.url)
    if (code) return readDeckCode(code)
  }
  const tcgPlus = links.find((l) => TCG_PLUS_HOST.test(l.url))
  const first = tcgPlus ?? links[0]!
  const shown = first.url.length > 80 ? `${first.url.slice(0, 77)}...` : first.url
  const reason: UnreadableReason = tcgPlus
    ? { code: 'list.tcg-plus-link', params: { url: shown, copies: tcgPlusCopies(tcgPlus.url) } }
    : { code: 'list.link', params: { url: shown } }
  return {
    ...unreadable('text', tcgPlus ? 'tcg-plus-link' : 'link', reason, first.line),
    ...(list.name ? { name: list.name } : {}),
    links: list.links,
  }
}

/** The card copies a TCG+ link's `deck=` holds, when it is well-formed (3-character tokens, then `!!!`); else null. */
function tcgPlusCopies(url: string): number | null {
  const raw = /[?&]deck=([^&#]*)/.exec(url)?.[1]
  if (raw === undefined) return null
  let tokens: string
  try {
    // Not form decoding: a `+` is one of the tokens' characters, never a space.
    tokens = decodeURIComponent(raw)
  } catch {
    return null
  }
  return /^(?:[0-9A-Za-z+/]{3})+!!!$/.test(tokens) ? (tokens.length - 3) / 3 : null
}

function unreadable(source: DeckListSource, kind: UnreadableKind, reason: UnreadableReason, line = 1): ReadDeckList {
  return {
    main: [],
    resource: [],
    sideboard: [],
    ex: [],
    diagnostics: [diagnostic(line, 1, 'error', 'list.unreadable', { reason })],
    source,
    unreadable: { kind, message: readingMessage(reason, line), reason },
  }
}

/** A deck code alone (a share link's), held to the same contract as every other reader. */
export function readDeckCode(code: string): ReadDeckList {
  return holdToContract(withSource(decodeDeckCode(code), 'code'))
}

import { MAX_DECK_LIST_BYTES, sizeProblem, utf8Length } from '../limits'
import { decodeDeckCode, findDeckCode } from './code'
import { holdToContract } from './contract'
import { looksLikeDeckCsv, readDeckCsv } from './csv'
import { readDeckJson } from './json'
import { parseDeckList, type CardSource, type ParsedDeckList } from './parse'

export type DeckListSource = 'text' | 'csv' | 'json' | 'code'

export interface ReadDeckList extends ParsedDeckList {
  /** Which reader took the input. */
  source: DeckListSource
  /** A deck name, when the input carries one (JSON, deck code): trimmed, never empty, never over DECK_NAME_MAX. */
  name?: string
}

/**
 * Read anything a player pastes or we wrote: our JSON deck file, a deck code (or a link holding
 * one), our deck CSV, or a text list in any dialect. Never throws. Every reader's result is held to
 * the one reader contract (see contract.ts): what comes out is what storage accepts.
 */
export function readDeckList(text: string, cards?: CardSource): ReadDeckList {
  const tooBig = sizeProblem('the deck list', utf8Length(text), MAX_DECK_LIST_BYTES)
  if (tooBig) {
    return {
      main: [],
      resource: [],
      sideboard: [],
      ex: [],
      diagnostics: [{ line: 1, column: 1, severity: 'error', message: `${tooBig}; nothing was read` }],
      source: 'text',
    }
  }
  const body = text.replace(/^\uFEFF/, '').trim()
  if (body.startsWith('{')) return holdToContract({ ...readDeckJson(text), source: 'json' })
  const code = findDeckCode(body)
  if (code) return readDeckCode(code)
  if (looksLikeDeckCsv(body)) return holdToContract({ ...readDeckCsv(text, cards), source: 'csv' })
  return holdToContract({ ...parseDeckList(text, cards), source: 'text' })
}

/** A deck code alone (a share link's), held to the same contract as every other reader. */
export function readDeckCode(code: string): ReadDeckList {
  return holdToContract({ ...decodeDeckCode(code), source: 'code' })
}

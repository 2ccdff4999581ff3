import { decodeDeckCode, findDeckCode } from './code'
import { looksLikeDeckCsv, readDeckCsv } from './csv'
import { readDeckJson } from './json'
import { parseDeckList, type CardSource, type ParsedDeckList } from './parse'

export type DeckListSource = 'text' | 'csv' | 'json' | 'code'

export interface ReadDeckList extends ParsedDeckList {
  /** Which reader took the input. */
  source: DeckListSource
  /** A deck name, when the input carries one (JSON, deck code). */
  name?: string
}

/**
 * Read anything a player pastes or we wrote: our JSON deck file, a deck code (or a link holding
 * one), our deck CSV, or a text list in any dialect. Never throws.
 */
export function readDeckList(text: string, cards?: CardSource): ReadDeckList {
  const body = text.replace(/^\uFEFF/, '').trim()
  if (body.startsWith('{')) return { ...readDeckJson(text), source: 'json' }
  const code = findDeckCode(body)
  if (code) return { ...decodeDeckCode(code), source: 'code' }
  if (looksLikeDeckCsv(body)) return { ...readDeckCsv(text, cards), source: 'csv' }
  return { ...parseDeckList(text, cards), source: 'text' }
}

import { describe, expect, it } from 'vitest'
import {
  COLLECTION_SAMPLES,
  PLAYTEST_SAMPLES,
  READING_SAMPLES,
  SIM_REPORT_SAMPLES,
  SIM_SAMPLES,
  STORAGE_SAMPLES,
  VIOLATION_SAMPLES,
} from '../../testing/message-samples'
import type { CollectionText } from '../collection'
import { collectionMessage } from './collection'
import type { PlaytestText } from '../playtest'
import type { ReadingText } from '../reading'
import type { SimText } from '../sim'
import type { StorageText } from '../storage'
import type { ViolationText } from '../violations'
import { playtestMessage } from './playtest'
import { readingMessage } from './reading'
import { simMessage } from './sim'
import { SIM_REPORT } from './sim-report'
import type { SimReportCode } from '../sim-report'
import { storageMessage } from './storage'
import { violationMessage } from './violations'

/**
 * The Japanese catalogue says everything in Japanese: once the values it was given are taken out (names,
 * numbers, what a list or a library wrote), no English word is left, but for the names of formats,
 * options, fields and file kinds a Japanese player reads as they are (a saved game's field `start`, the policy `optimal`).
 */
const KEPT = new Set([
  'EX',
  'AP',
  'HP',
  'Lv',
  'ID',
  'JSON',
  'CSV',
  // A file kind, and a list file's endings (.txt, .csv, .json), as the event desk names them.
  'ZIP',
  'txt',
  'csv',
  'json',
  'UTF',
  'MB',
  'KB',
  'TCG',
  'gundeck',
  'validate',
  'report',
  'kind',
  'deck',
  'card_id',
  'count',
  'number',
  'printing',
  'section',
  'main',
  'resource',
  'sideboard',
  'gd',
  'Gundam',
  'GD',
  'Q',
  '_p',
  'start',
  'optimal',
  'owned',
  'trade',
  'note',
  // gundeck simulate's option, named as typed: --trials 0.
  'trials',
])

function englishLeft(message: string, params: unknown): string[] {
  let rest = message
  const values: string[] = []
  const gather = (v: unknown) => {
    if (typeof v === 'string') values.push(v)
    else if (Array.isArray(v)) v.forEach(gather)
    else if (v && typeof v === 'object') Object.values(v).forEach(gather)
  }
  gather(params)
  // Each value as a whole word: a kind like `deck` stays inside `gundeck`.
  const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  for (const v of values.sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(`(?<![A-Za-z])${escape(v)}(?![A-Za-z])`, 'g'), ' ')
  return (rest.match(/[A-Za-z_]{2,}/g) ?? []).filter((w) => !KEPT.has(w))
}

describe('the Japanese catalogue leaves no English word of its own', () => {
  it('finds one planted among Japanese', () => {
    expect(englishLeft('デッキが50枚です。it must have 50', {})).toEqual(['it', 'must', 'have'])
    expect(englishLeft('GD01-001 Zaku Ⅱが5枚あります', { card: { number: 'GD01-001', name: 'Zaku Ⅱ' } })).toEqual([])
  })

  it.each(Object.entries(VIOLATION_SAMPLES))('deck rule %s', (code, params) => {
    expect(englishLeft(violationMessage({ code, params } as ViolationText, '5-1-1-3'), params)).toEqual([])
  })

  it.each(Object.entries(READING_SAMPLES))('list reader %s', (code, params) => {
    expect(englishLeft(readingMessage({ code, params } as ReadingText, 42), params)).toEqual([])
  })

  it.each(Object.entries(PLAYTEST_SAMPLES))('playtest %s', (code, params) => {
    expect(englishLeft(playtestMessage({ code, params } as PlaytestText), params)).toEqual([])
  })

  it.each(Object.entries(SIM_SAMPLES))('simulator %s', (code, params) => {
    expect(englishLeft(simMessage({ code, params } as SimText), params)).toEqual([])
  })

  it.each(Object.entries(SIM_REPORT_SAMPLES))('simulate report %s', (code, params) => {
    expect(englishLeft((SIM_REPORT[code as SimReportCode] as (p: unknown) => string)(params), params)).toEqual([])
  })

  it.each(Object.entries(COLLECTION_SAMPLES))('collection reader %s', (code, params) => {
    expect(englishLeft(collectionMessage({ code, params } as CollectionText), params)).toEqual([])
  })

  it.each(Object.entries(STORAGE_SAMPLES))('storage notice %s', (code, params) => {
    expect(englishLeft(storageMessage({ code, params } as StorageText), params)).toEqual([])
  })
})

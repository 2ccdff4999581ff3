import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import type { Card } from '~/schemas/card'
import { isNone, parseLink, parseTraits, readColor, readGameCardType, readStat } from '~/engine/cards/fields'
import type { PrintingMerger } from '~/engine/cards/pool'
import { keywordsFromText } from './keywords'
import { asJson, collectRecords, importIssue, readRecord, type ImportIssue, type ImportResult, type MapOutcome } from './result'

/**
 * The public gcg-api data set (ODbL 1.0): `cards.json` is one array of printings, `cards.ndjson`
 * one printing per line. Each printing names its card number; parallels have `_pN` product ids.
 */
const text = lazySchema(() => z.string().nullish())
const GcgApiRecordSchema = lazySchema(() =>
  z.object({
    product_id: z.string().min(1),
    card_number: z.string().min(1),
    name: z.string().min(1),
    card_type: z.string(),
    set_code: text,
    rarity: text,
    color: text,
    level: z.unknown(),
    cost: z.unknown(),
    ap: z.unknown(),
    hp: z.unknown(),
    zone: text,
    trait: text,
    traits: z.array(z.string()).nullish(),
    link: text,
    keyword_effects: z.array(z.object({ keyword: z.string(), value: z.number().nullish() })).nullish(),
    block_icon: text,
    effect: text,
    image_url: text,
  }),
)

const isText = (v: unknown) => v === undefined || v === null || typeof v === 'string'
const isFilled = (v: unknown) => typeof v === 'string' && v.length > 0

/** GcgApiRecordSchema's rules without its copy, for the records nearly every file holds (see readRecord). */
function isPlainGcgApiRecord(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false
  const r = raw as Record<string, unknown>
  if (!isFilled(r.product_id) || !isFilled(r.card_number) || !isFilled(r.name) || typeof r.card_type !== 'string') return false
  // Each text field by name, not in a loop over keys: a named read is many times faster on 100,000 records.
  if (!(isText(r.set_code) && isText(r.rarity) && isText(r.color) && isText(r.zone) && isText(r.trait))) return false
  if (!(isText(r.link) && isText(r.block_icon) && isText(r.effect) && isText(r.image_url))) return false
  const traits = r.traits
  if (traits != null && !(Array.isArray(traits) && traits.every((t) => typeof t === 'string'))) return false
  const kw = r.keyword_effects
  if (kw == null) return true
  return (
    Array.isArray(kw) && kw.every((k) => typeof k === 'object' && k !== null && typeof k.keyword === 'string' && (k.value == null || Number.isFinite(k.value)))
  )
}

export function looksLikeGcgApiRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'card_number' in value && 'product_id' in value
}

/** One record as a card; with `merged`, a parallel whose base print is read already as its printing alone. */
export function mapGcgApiRecord(raw: unknown, index: number, line: number | null = null, merged?: PrintingMerger): MapOutcome {
  const record = readRecord(GcgApiRecordSchema, raw, index, line, isPlainGcgApiRecord)
  if (!record.ok) return record.outcome
  const { data: r, issues, fail } = record
  const read = readGameCardType('gcg', r.card_type)
  const type = 'type' in read ? read.type : undefined
  if ('error' in read) fail('card_type', read)
  const color = readColor(r.color)
  if (color === undefined) fail('color', { code: 'record.color-unreadable', params: { written: String(r.color) } })
  const level = readStat(r.level)
  const cost = readStat(r.cost)
  const ap = readStat(r.ap)
  const hp = readStat(r.hp)
  if (level === undefined || cost === undefined || ap === undefined || hp === undefined) {
    for (const key of ['level', 'cost', 'ap', 'hp'] as const) {
      if (readStat(r[key]) === undefined) fail(key, { code: 'record.stat-invalid', params: { json: asJson(r[key]) } })
    }
  }
  if (issues.length > 0 || !type || color === undefined || level === undefined || cost === undefined || ap === undefined || hp === undefined) return { issues }
  const number = r.card_number.trim()
  const printing = {
    id: r.product_id.trim(),
    rarity: isNone(r.rarity) ? null : (r.rarity as string),
    set: isNone(r.set_code) ? null : (r.set_code as string),
    imageUrl: r.image_url ?? null,
  }
  if (merged?.needsOnlyPrinting(number, printing.id)) return { number, printing }
  const effect = isNone(r.effect) ? '' : (r.effect as string)
  const card: Card = {
    game: 'gcg',
    number,
    name: r.name.trim(),
    type,
    color,
    level,
    cost,
    ap,
    hp,
    traits: r.traits ?? parseTraits(r.trait),
    link: isNone(r.link) ? null : { raw: (r.link as string).trim(), refs: parseLink(r.link) },
    zones: isNone(r.zone) ? [] : zonesOf(r.zone as string),
    rarity: printing.rarity,
    set: printing.set,
    text: effect,
    keywords: r.keyword_effects ? r.keyword_effects.map((k) => ({ keyword: k.keyword, value: k.value ?? null })) : keywordsFromText(effect),
    blockIcon: isNone(r.block_icon) ? null : (r.block_icon as string),
    imageUrl: printing.imageUrl,
    printings: [printing],
    errata: [],
    copyLimit: null,
    copyLimitScope: null,
  }
  return { card }
}

/** `Space Earth` -> ["Space", "Earth"]: split on single spaces when that is all there is (nearly always). */
function zonesOf(zone: string): string[] {
  return /^\S+( \S+)*$/.test(zone) ? zone.split(' ') : zone.split(/\s+/).filter(Boolean)
}

export function importGcgApiRecords(records: readonly unknown[]): ImportResult {
  return collectRecords('gcg-api', records, (raw, i, merged) => mapGcgApiRecord(raw, i, null, merged))
}

/** NDJSON: one record a line; a broken line is reported with its line number and the rest read on. */
export function importGcgApiNdjson(input: string): ImportResult {
  const records: unknown[] = []
  const lines: number[] = []
  const broken: ImportIssue[] = []
  input.split(/\r?\n/).forEach((lineText, i) => {
    if (!lineText.trim()) return
    try {
      records.push(JSON.parse(lineText))
      lines.push(i + 1)
    } catch {
      broken.push(importIssue(null, i + 1, null, { code: 'record.not-json', params: {} }))
    }
  })
  const result = collectRecords(
    'gcg-api',
    records,
    (raw, i, merged) => mapGcgApiRecord(raw, i, lines[i] ?? null, merged),
    (i) => lines[i] ?? null,
  )
  return { ...result, skipped: result.skipped + broken.length, errors: [...broken, ...result.errors] }
}

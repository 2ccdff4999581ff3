import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import type { Card } from '~/schemas/card'
import { isNone, parseLink, parseTraits, readColor, readGameCardType, readStat } from '~/engine/cards/fields'
import { keywordsFromText } from './keywords'
import { asJson, collectRecords, readRecord, type ImportResult, type MapOutcome } from './result'

/**
 * An older scrape of the official card list: one file per set, `level` as a string, `-` for none,
 * parallels as `_pN` ids with the card number in `code`.
 */
const text = lazySchema(() => z.string().nullish())
const ScrapeRecordSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    code: z.string().min(1),
    name: z.string().min(1),
    cardType: z.string(),
    rarity: text,
    level: z.unknown(),
    cost: z.unknown(),
    ap: z.unknown(),
    hp: z.unknown(),
    color: text,
    effect: text,
    zone: text,
    trait: text,
    link: text,
    images: z.object({ small: text, large: text }).partial().nullish(),
    set: z.object({ id: text, name: text }).partial().nullish(),
  }),
)

export function looksLikeScrapeRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'code' in value && 'cardType' in value
}

function setOf(number: string): string | null {
  const m = /^([A-Z0-9]+)-/i.exec(number)
  return m ? (m[1] ?? null) : null
}

export function mapScrapeRecord(raw: unknown, index: number): MapOutcome {
  const record = readRecord(ScrapeRecordSchema, raw, index)
  if (!record.ok) return record.outcome
  const { data: r, issues, fail } = record
  const read = readGameCardType('gcg', r.cardType)
  const type = 'type' in read ? read.type : undefined
  if ('error' in read) fail('cardType', read)
  const color = readColor(r.color)
  if (color === undefined) fail('color', { code: 'record.color-unreadable', params: { written: String(r.color) } })
  const stats = {} as Record<'level' | 'cost' | 'ap' | 'hp', number | null>
  for (const key of ['level', 'cost', 'ap', 'hp'] as const) {
    const v = readStat(r[key])
    if (v === undefined) fail(key, { code: 'record.stat-invalid', params: { json: asJson(r[key]) } })
    else stats[key] = v
  }
  if (issues.length > 0 || !type || color === undefined) return { issues }
  const number = r.code.trim()
  const effect = isNone(r.effect) ? '' : (r.effect as string)
  const image = r.images?.large ?? r.images?.small ?? null
  const printingSet = r.set?.id ? r.set.id.toUpperCase() : setOf(number)
  const card: Card = {
    game: 'gcg',
    number,
    name: r.name.trim(),
    type,
    color,
    ...stats,
    traits: parseTraits(r.trait),
    link: isNone(r.link) ? null : { raw: (r.link as string).trim(), refs: parseLink(r.link) },
    zones: isNone(r.zone) ? [] : (r.zone as string).split(/\s+/).filter(Boolean),
    rarity: isNone(r.rarity) ? null : (r.rarity as string),
    set: printingSet,
    text: effect,
    keywords: keywordsFromText(effect),
    blockIcon: null,
    imageUrl: image,
    printings: [{ id: r.id.trim(), rarity: isNone(r.rarity) ? null : (r.rarity as string), set: printingSet, imageUrl: image }],
    errata: [],
    copyLimit: null,
    copyLimitScope: null,
  }
  return { card }
}

export function importScrapeRecords(records: readonly unknown[]): ImportResult {
  return collectRecords('official-scrape', records, mapScrapeRecord)
}

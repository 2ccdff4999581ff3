import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import type { Card } from '~/schemas/card'
import { isNone, readColor, readGameCardType, readStat } from '~/engine/cards/fields'
import { normalizeNumber } from '~/engine/cards/pool'
import { keywordsFromText } from './keywords'
import { asJson, collectRecords, readRecord, type ImportResult, type MapOutcome } from './result'

/**
 * Gundam Forge card lists, in two shapes that share `id, name, type, color, cost, text, power`:
 * - `{ ap, hp, linkCondition, traits, set: "GD01 - Operation V", imageUrl, ... }`;
 * - `{ setCode, setName, rarity, tags, artUrl, nameJP, legal, ... }`.
 * `Colorless` is no color (rules v1.0, Color Identity). Power is the Unit's combat strength, kept
 * as `ap` when the record has no `ap`.
 */
const text = lazySchema(() => z.string().nullish())
export const ForgeRecordSchema = lazySchema(() =>
  z.object({
    id: z.string().trim().min(1).max(40),
    name: z.string().trim().min(1),
    type: z.string(),
    color: text,
    cost: z.unknown().optional(),
    power: z.unknown().optional(),
    ap: z.unknown().optional(),
    hp: z.unknown().optional(),
    text,
    set: text,
    setCode: text,
    rarity: text,
    linkCondition: text,
    traits: z.array(z.string()).nullish(),
    tags: z.array(z.string()).nullish(),
    imageUrl: text,
    artUrl: text,
  }),
)

export function looksLikeForgeRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'id' in value && 'name' in value && 'type' in value && 'power' in value
}

export function mapForgeRecord(raw: unknown, index: number): MapOutcome {
  const record = readRecord(ForgeRecordSchema, raw, index)
  if (!record.ok) return record.outcome
  const { data: r, issues, fail } = record
  const read = readGameCardType('forge', r.type)
  if ('error' in read) fail('type', read)
  const color = readColor(r.color)
  if (color === undefined) fail('color', { code: 'record.color-unreadable', params: { written: String(r.color) } })
  const stats = {} as Record<'cost' | 'ap' | 'hp', number | null>
  for (const [key, value] of [
    ['cost', r.cost],
    ['ap', r.ap ?? r.power],
    ['hp', r.hp],
  ] as const) {
    const v = readStat(value)
    if (v === undefined) fail(key === 'ap' && r.ap === undefined ? 'power' : key, { code: 'record.stat-invalid', params: { json: asJson(value) } })
    else stats[key] = v
  }
  if (issues.length > 0 || 'error' in read || color === undefined) return { issues }

  const number = normalizeNumber(r.id)
  // `GD01 - Operation V` -> `GD01`.
  const set = !isNone(r.setCode) ? (r.setCode as string).trim() : isNone(r.set) ? null : ((r.set as string).split(' - ')[0] ?? '').trim() || null
  const rarity = isNone(r.rarity) ? null : (r.rarity as string).trim()
  const imageUrl = r.imageUrl ?? r.artUrl ?? null
  const body = r.text ?? ''
  const pilot = isNone(r.linkCondition) ? null : (r.linkCondition as string).trim()
  const card: Card = {
    game: 'forge',
    number,
    name: r.name,
    type: read.type,
    color,
    level: null,
    ...stats,
    traits: r.traits ?? r.tags ?? [],
    link: pilot ? { raw: pilot, refs: [{ kind: 'pilot', name: pilot }] } : null,
    zones: [],
    rarity,
    set,
    text: body,
    keywords: keywordsFromText(body),
    blockIcon: null,
    imageUrl,
    printings: [{ id: number, rarity, set, imageUrl }],
    errata: [],
    copyLimit: null,
    copyLimitScope: null,
  }
  return { card }
}

/** Import a Forge card list (either shape). Never throws. */
export function importForgeRecords(records: readonly unknown[]): ImportResult {
  return collectRecords('forge', records, mapForgeRecord)
}

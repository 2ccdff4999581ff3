import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import type { BattlePoint, BattlePoints, Card, CardType, CopyLimit, GenerationKind } from '~/schemas/card'
import { isNone, readColor, readGameCardType, readStat } from '~/engine/cards/fields'
import { normalizeNumber } from '~/engine/cards/pool'
import { asJson, collectRecords, readRecord, type ImportResult, type MapOutcome } from './result'

/**
 * Gundam War card data, keyed by the 9-digit card id (`101010036`: color 01, type 01, series 0,
 * number 036). Printed numbers (U-36) repeat across colors (blue and red both print U-107), so the id
 * is the card number and the printed number is kept beside it. Four shapes are read:
 * - a joined list: `[{ cardId, number, name, type, typeCode, color, colorCode, cost,
 *   generatorRequirement, battlePoints, generation, copyLimit, text, ... }]`;
 * - copy limits: `{ cards: { "<id>": { name, scope, max, text } } }` (max null: no limit);
 * - GENERATION cards: `{ special: { "<id>": name }, basicEquivalent: { "<id>": name } }`;
 * - names: `{ "<id>": name }`.
 * Type and color come from the id's codes when a record does not give them.
 */
const CARD_ID = /^\d{9}$/

const TYPE_CODES: Record<string, CardType> = {
  '01': 'unit',
  '02': 'character',
  '03': 'command',
  '04': 'operation',
  '05': 'generation',
  '07': 'generation',
  '12': 'generation',
  // Codes the data uses without naming the type, read from the records themselves:
  // 06 and 16: one series of 19 "UNIT&CHARACTER" cards (ガンダム&アムロ, ガンダムエクシア&刹那): a Unit
  //   with its pilot on one card, played as a Unit.
  // 11: mobile suits (ザクII(黒い三連星 マッシュ機), マスラオ(トランザムモード)): Units.
  // 99: サク, whose own text lets 50 in a deck ("このカードはデッキに50枚まで入れられる"); its one
  //   record gives no more. Read as a Unit: for deck building only its own limit matters.
  // 13: titles, not machines or people (星の鼓動は愛, GREEN DIVERS, 規格外の戦闘力, 赤い彗星のシャア):
  //   read as COMMAND cards. For deck building every type but GENERATION counts alike (manual,
  //   Deck Building), so the exact kind changes no verdict.
  '06': 'unit',
  '16': 'unit',
  '11': 'unit',
  '99': 'unit',
  '13': 'command',
}
const COLOR_CODES: Record<string, string> = {
  '01': 'blue',
  '02': 'green',
  '03': 'black',
  '04': 'red',
  '05': 'brown',
  '06': 'white',
}

const text = lazySchema(() => z.string().nullish())
export const GundamWarRecordSchema = lazySchema(() =>
  z.object({
    // A code as the pattern's message: the readers word it (io/cards/result.ts).
    cardId: z.string().regex(CARD_ID, 'gundam-war.card-id'),
    name: z.string().trim().min(1),
    number: text,
    type: text,
    typeCode: text,
    color: text,
    colorCode: text,
    rarity: text,
    cost: z.unknown().optional(),
    generatorRequirement: z.unknown().optional(),
    battlePoints: z.unknown().optional(),
    unitType: z.unknown().optional(),
    generation: text,
    copyLimit: z.object({ scope: z.enum(['card', 'name']), max: z.number().int().min(0).max(999).nullable() }).nullish(),
    text,
  }),
)
export type GundamWarRecord = z.infer<typeof GundamWarRecordSchema>

export function looksLikeGundamWarRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'cardId' in value && 'name' in value
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const idKeys = (v: Record<string, unknown>) => Object.keys(v).filter((k) => !k.startsWith('_'))

/** A whole Gundam War file: the joined list, or one of the id-keyed maps. */
export function looksLikeGundamWarFile(json: unknown): boolean {
  if (Array.isArray(json)) return looksLikeGundamWarRecord(json.find(isObject))
  if (!isObject(json)) return false
  if (isObject(json.cards)) return idKeys(json.cards).some((k) => CARD_ID.test(k))
  if (isObject(json.special) || isObject(json.basicEquivalent)) return true
  const keys = idKeys(json)
  return keys.length > 0 && keys.every((k) => CARD_ID.test(k))
}

/** Turn any of the four shapes into records of the joined shape (unvalidated; the mapper checks). */
export function gundamWarRecords(json: unknown): unknown[] {
  if (Array.isArray(json)) return json
  if (!isObject(json)) return [json]
  if (isObject(json.cards)) {
    const cards = json.cards
    return idKeys(cards).map((cardId) => {
      const v = cards[cardId]
      return isObject(v) ? { ...v, cardId, copyLimit: 'scope' in v ? { scope: v.scope, max: v.max ?? null } : null } : { cardId, name: v }
    })
  }
  if (isObject(json.special) || isObject(json.basicEquivalent)) {
    const out: unknown[] = []
    for (const [group, generation] of [
      ['special', 'special'],
      ['basicEquivalent', 'basic'],
    ] as const) {
      const map = json[group]
      if (!isObject(map)) continue
      for (const cardId of idKeys(map)) out.push({ cardId, name: map[cardId], type: 'GENERATION', generation })
    }
    return out
  }
  return idKeys(json).map((cardId) => ({ cardId, name: json[cardId] }))
}

function readBattlePoint(v: unknown): BattlePoint | undefined {
  if (v === '*' || (typeof v === 'string' && v.trim() === '*')) return '*'
  const n = readStat(v)
  return n === null ? undefined : n
}

/** `{ strike, shooting, defense }`, `[3, 2, 4]` or `"3/2/4"` (`*` allowed); null for none. */
export function readBattlePoints(v: unknown): BattlePoints | null | undefined {
  if (isNone(v)) return null
  let parts: unknown[]
  if (Array.isArray(v)) parts = v
  else if (typeof v === 'string') parts = v.split(/[/／,\s]+/).filter(Boolean)
  else if (isObject(v)) parts = [v.strike, v.shooting, v.defense]
  else return undefined
  if (parts.length !== 3) return undefined
  const [strike, shooting, defense] = parts.map(readBattlePoint)
  if (strike === undefined || shooting === undefined || defense === undefined) return undefined
  return { strike, shooting, defense }
}

/** `{ corps, total }`, or `"2/4"` (corps / total); null for none. */
function readRequirement(v: unknown): { corps: number | null; total: number | null } | null | undefined {
  if (isNone(v)) return null
  let corps: unknown
  let total: unknown
  if (typeof v === 'string') {
    const m = /^\s*([^/]*)\/([^/]*)$/.exec(v)
    if (!m) return undefined
    corps = m[1]
    total = m[2]
  } else if (isObject(v)) {
    corps = v.corps
    total = v.total
  } else return undefined
  const c = readStat(corps)
  const t = readStat(total)
  return c === undefined || t === undefined ? undefined : { corps: c, total: t }
}

/** UNIT Type: `earth`, `space`, both as a list or `Earth/Space`; stored as zones `Earth`, `Space`. */
export function readUnitType(v: unknown): string[] | undefined {
  if (isNone(v)) return []
  const words = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[/;,\s]+/).filter(Boolean) : null
  if (!words) return undefined
  const zones: string[] = []
  for (const w of words) {
    const key = typeof w === 'string' ? w.trim().toLowerCase() : ''
    if (key !== 'earth' && key !== 'space') return undefined
    const zone = key === 'earth' ? 'Earth' : 'Space'
    if (!zones.includes(zone)) zones.push(zone)
  }
  return zones
}

export function readGenerationKind(v: unknown): GenerationKind | null | undefined {
  if (isNone(v)) return null
  if (typeof v !== 'string') return undefined
  if (/special|特殊/i.test(v)) return 'special'
  if (/basic|基本/i.test(v)) return 'basic'
  return undefined
}

export function mapGundamWarRecord(raw: unknown, index: number): MapOutcome {
  const record = readRecord(GundamWarRecordSchema, raw, index)
  if (!record.ok) return record.outcome
  const { data: r, issues, fail } = record

  const typeCode = r.typeCode ?? r.cardId.slice(3, 5)
  let type: CardType | undefined
  if (!isNone(r.type)) {
    const read = readGameCardType('gundam-war', r.type)
    if ('error' in read) fail('type', read)
    else type = read.type
  } else {
    type = TYPE_CODES[typeCode]
    if (!type) fail('type', { code: 'gundam-war.type-code-unknown', params: { typeCode } })
  }

  let color: string | null | undefined
  if (!isNone(r.color)) {
    // `Blue (青)`: the English word decides.
    color = readColor((r.color as string).replace(/\s*[(（].*$/, ''))
    if (color === undefined) fail('color', { code: 'record.color-unreadable', params: { written: String(r.color) } })
  } else {
    color = COLOR_CODES[r.colorCode ?? r.cardId.slice(1, 3)] ?? null
  }

  const cost = readStat(r.cost)
  if (cost === undefined) fail('cost', { code: 'record.stat-invalid', params: { json: asJson(r.cost) } })
  const requirement = readRequirement(r.generatorRequirement)
  if (requirement === undefined) {
    fail('generatorRequirement', { code: 'gundam-war.requirement-invalid', params: { json: asJson(r.generatorRequirement) } })
  }
  const battlePoints = readBattlePoints(r.battlePoints)
  if (battlePoints === undefined) {
    fail('battlePoints', { code: 'gundam-war.battle-points-invalid', params: { json: asJson(r.battlePoints) } })
  }
  const zones = readUnitType(r.unitType)
  if (zones === undefined) fail('unitType', { code: 'gundam-war.unit-type-invalid', params: { json: asJson(r.unitType) } })
  const generation = readGenerationKind(r.generation)
  if (generation === undefined) fail('generation', { code: 'gundam-war.generation-invalid', params: { written: String(r.generation) } })

  if (issues.length > 0 || !type || color === undefined || cost === undefined || requirement === undefined) return { issues }
  if (battlePoints === undefined || zones === undefined || generation === undefined) return { issues }

  let copyLimit: CopyLimit | null = null
  if (r.copyLimit) copyLimit = r.copyLimit.max === null ? 'unlimited' : r.copyLimit.max
  const printed = isNone(r.number) ? null : normalizeNumber(r.number as string)
  const rarity = isNone(r.rarity) ? null : (r.rarity as string).trim()
  const card: Card = {
    game: 'gundam-war',
    number: r.cardId,
    name: r.name,
    type,
    color,
    level: null,
    cost,
    ap: null,
    hp: null,
    traits: [],
    link: null,
    zones,
    rarity,
    set: null,
    text: isNone(r.text) ? '' : (r.text as string),
    keywords: [],
    blockIcon: null,
    imageUrl: null,
    printings: [{ id: r.cardId, rarity, set: null, imageUrl: null }],
    errata: [],
    copyLimit,
    copyLimitScope: r.copyLimit?.scope ?? null,
    printedNumber: printed,
    corpsGenerator: requirement?.corps ?? null,
    totalGenerator: requirement?.total ?? null,
    battlePoints,
    generationKind: type === 'generation' ? generation : null,
  }
  return { card }
}

/** Import a parsed Gundam War file of any of the four shapes. Never throws. */
export function importGundamWar(json: unknown): ImportResult {
  return collectRecords('gundam-war', gundamWarRecords(json), mapGundamWarRecord)
}

import { z } from 'zod'
import { lazySchema } from './lazy'

/**
 * One card as every importer produces it and every consumer (engine, IndexedDB, CLI) reads it.
 * A card is identified by its card number; parallel prints (`GD01-001_p1`) are printings of the
 * same card (comprehensive rules 2-1-1, Q4), so copy limits count by number.
 */

/** Games we model. A card carries its game; a format belongs to one game. */
export const GAMES = ['gcg', 'gundam-war', 'forge'] as const
export const GameSchema = lazySchema(() => z.enum(GAMES))
export type Game = z.infer<typeof GameSchema>

/**
 * Card types of every game, one id per idea: a Gundam War UNIT or COMMAND and a Forge Unit or Command
 * share the GCG id; types only one game has get their own. Which game uses which: `GAME_CARD_TYPES`.
 */
export const CARD_TYPES = [
  // Gundam Card Game (comprehensive rules 2-2).
  'unit',
  'pilot',
  'command',
  'base',
  'resource',
  'unit-token',
  'ex-base',
  'ex-resource',
  // Gundam War (instruction manual, Card Breakdown): UNIT, CHARACTER, OPERATION, COMMAND, GENERATION.
  'character',
  'operation',
  'generation',
  // Gundam Forge (rules v1.0, Card Types; Deck Construction): Unit, Pilot, Command, Base, Basic Resources.
  'basic-resource',
] as const
export const CardTypeSchema = lazySchema(() => z.enum(CARD_TYPES))
export type CardType = z.infer<typeof CardTypeSchema>

/** The card types each game prints; importers reject a type from another game. */
export const GAME_CARD_TYPES: Record<Game, readonly CardType[]> = {
  gcg: ['unit', 'pilot', 'command', 'base', 'resource', 'unit-token', 'ex-base', 'ex-resource'],
  'gundam-war': ['unit', 'character', 'operation', 'command', 'generation'],
  forge: ['unit', 'pilot', 'command', 'base', 'basic-resource'],
}

/** Display names of the games, for messages. */
export const GAME_NAMES: Record<Game, string> = {
  gcg: 'Gundam Card Game',
  'gundam-war': 'Gundam War',
  forge: 'Gundam Forge',
}

/** Colors are an open set (purple arrived in a later set); stored lower-case, null for colorless. */
export const ColorSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((s) => s.toLowerCase()),
)
export type Color = string

/** A link condition reference (2-11-1): a pilot by name, or any pilot with a trait. */
export const LinkRefSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [z.object({ kind: z.literal('pilot'), name: z.string() }), z.object({ kind: z.literal('trait'), trait: z.string() })]),
)
export type LinkRef = z.infer<typeof LinkRefSchema>

export const LinkSchema = lazySchema(() =>
  z.object({
    raw: z.string(),
    refs: z.array(LinkRefSchema),
  }),
)
export type Link = z.infer<typeof LinkSchema>

export const KeywordSchema = lazySchema(() =>
  z.object({
    keyword: z.string(),
    value: z.number().nullable(),
  }),
)
export type Keyword = z.infer<typeof KeywordSchema>

/** One physical printing of a card: the base print or a parallel (`_pN`). */
export const PrintingSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    rarity: z.string().nullable(),
    set: z.string().nullable(),
    imageUrl: z.string().nullable(),
  }),
)
export type Printing = z.infer<typeof PrintingSchema>

/** An official correction the source reports; the card's fields already show the corrected value. */
export const ErratumSchema = lazySchema(() =>
  z.object({
    field: z.string(),
    before: z.string(),
    after: z.string(),
    date: z.string().nullable(),
    source: z.string().nullable(),
    note: z.string().nullable(),
  }),
)
export type Erratum = z.infer<typeof ErratumSchema>

/** An official ruling (card Q&A) the data set links to a card. */
export const RulingSchema = lazySchema(() =>
  z.object({
    num: z.string(),
    date: z.string().nullable(),
    question: z.string(),
    answer: z.string(),
    source: z.string().nullable(),
  }),
)
export type Ruling = z.infer<typeof RulingSchema>

const stat = lazySchema(() => z.number().int().min(0).max(99).nullable())

/**
 * A Gundam War battle point (manual, UNIT cards: strike, shooting, defense from top to bottom);
 * `*` is a zero that no effect may change.
 */
export const BattlePointSchema = lazySchema(() => z.union([z.number().int().min(0).max(99), z.literal('*')]))
export type BattlePoint = z.infer<typeof BattlePointSchema>
export const BattlePointsSchema = lazySchema(() =>
  z.object({
    strike: BattlePointSchema,
    shooting: BattlePointSchema,
    defense: BattlePointSchema,
  }),
)
export type BattlePoints = z.infer<typeof BattlePointsSchema>

/**
 * Gundam War GENERATION cards (manual, GENERATION cards): Basic ones only generate power, every
 * other one is Special. Cards the data says to treat as basic are `basic`. Redraw a) looks for Basic.
 */
export const GenerationKindSchema = lazySchema(() => z.enum(['basic', 'special']))
export type GenerationKind = z.infer<typeof GenerationKindSchema>

export const CopyLimitSchema = lazySchema(() => z.union([z.number().int().min(0).max(999), z.literal('unlimited')]))
export type CopyLimit = z.infer<typeof CopyLimitSchema>

/**
 * A card's text as search compares it (lower case, Unicode-compatible forms, single spaces), folded
 * once at import and stored with the card so no query pays for it. Cards stored before it existed
 * have none; it is computed when they load.
 */
export const FoldedSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    text: z.string(),
    traits: z.array(z.string()),
    /** Pilot names and traits the link condition names (2-11-1). */
    link: z.array(z.string()),
  }),
)
export type Folded = z.infer<typeof FoldedSchema>

export const CardSchema = lazySchema(() =>
  z.object({
    game: GameSchema,
    number: z.string().min(1).max(40),
    name: z.string().min(1).max(200),
    type: CardTypeSchema,
    color: ColorSchema.nullable(),
    level: stat,
    cost: stat,
    ap: stat,
    hp: stat,
    traits: z.array(z.string()),
    link: LinkSchema.nullable(),
    zones: z.array(z.string()),
    rarity: z.string().nullable(),
    set: z.string().nullable(),
    text: z.string(),
    keywords: z.array(KeywordSchema),
    blockIcon: z.string().nullable(),
    imageUrl: z.string().nullable(),
    printings: z.array(PrintingSchema).min(1),
    errata: z.array(ErratumSchema),
    /** Present when the data set gives rulings for the card. */
    rulings: z.array(RulingSchema).optional(),
    /** Card text that overrides the format's copy limit (e.g. "any number in your deck"). */
    copyLimit: CopyLimitSchema.nullable(),
    copyLimitScope: z.enum(['card', 'name']).nullable(),
    // Gundam War only (absent for other games). `cost` is the Card Cost; `zones` the UNIT Type
    // (`Earth`, `Space`); `number` the data's unique id when printed numbers repeat across colors.
    /** The number printed on the card (U-S1, CH-W4, G-Z112, SP-1); deck lists may use it. */
    printedNumber: z.string().min(1).max(40).nullable().optional(),
    /** Corps Generator Power: GENERATION cards of the card's color needed in the Station area. */
    corpsGenerator: stat.optional(),
    /** Total Generator Power: GENERATION cards of any color needed in the Station area. */
    totalGenerator: stat.optional(),
    battlePoints: BattlePointsSchema.nullable().optional(),
    /** For GENERATION cards: Basic or Special; null when the source does not say. */
    generationKind: GenerationKindSchema.nullable().optional(),
    /** Search text folded at import (see FoldedSchema); optional so earlier stored data still loads. */
    folded: FoldedSchema.optional(),
  }),
)
export type Card = z.infer<typeof CardSchema>

const isString = (v: unknown): v is string => typeof v === 'string'
const isStringOrNull = (v: unknown) => v === null || typeof v === 'string'
const isStat = (v: unknown) => v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99)
const isBounded = (v: unknown, max: number) => typeof v === 'string' && v.length >= 1 && v.length <= max
const isStrings = (v: unknown) => Array.isArray(v) && v.every(isString)
const hasKeys = (v: unknown, n: number): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === n
const isBattlePoint = (v: unknown) => v === '*' || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99)
const REQUIRED_CARD_KEYS = 22
const CARD_TYPE_SET = new Set<unknown>(CARD_TYPES)
const GAME_SET = new Set<unknown>(GAMES)

/** isCanonicalCard for one printing: PrintingSchema accepts it unchanged. */
export function isCanonicalPrinting(p: unknown): p is Printing {
  return hasKeys(p, 4) && isBounded(p.id, Infinity) && isStringOrNull(p.rarity) && isStringOrNull(p.set) && isStringOrNull(p.imageUrl)
}

/**
 * A fast check for cards the importers build and card rows as stored: true only when CardSchema would
 * accept the value and return an equal copy (known keys only, colors already trimmed lower case).
 * False means "ask CardSchema": it may still accept (and tidy) the card, or say what is wrong. Saves
 * a deep copy per record on big imports and on every load.
 */
export function isCanonicalCard(v: unknown): v is Card {
  if (typeof v !== 'object' || v === null) return false
  const c = v as Record<string, unknown>
  let required = 0
  for (const key in c) {
    const x = c[key]
    switch (key) {
      case 'game':
        if (!GAME_SET.has(x)) return false
        break
      case 'number':
        if (!isBounded(x, 40)) return false
        break
      case 'name':
        if (!isBounded(x, 200)) return false
        break
      case 'type':
        if (!CARD_TYPE_SET.has(x)) return false
        break
      case 'color':
        if (x !== null && !(isBounded(x, 40) && x === (x as string).trim() && x === (x as string).toLowerCase())) return false
        break
      case 'level':
      case 'cost':
      case 'ap':
      case 'hp':
        if (!isStat(x)) return false
        break
      case 'traits':
      case 'zones':
        if (!isStrings(x)) return false
        break
      case 'link':
        if (
          x !== null &&
          !(
            hasKeys(x, 2) &&
            isString(x.raw) &&
            Array.isArray(x.refs) &&
            x.refs.every((r) => hasKeys(r, 2) && (r.kind === 'pilot' ? isString(r.name) : r.kind === 'trait' && isString(r.trait)))
          )
        )
          return false
        break
      case 'rarity':
      case 'set':
      case 'blockIcon':
      case 'imageUrl':
        if (!isStringOrNull(x)) return false
        break
      case 'text':
        if (!isString(x)) return false
        break
      case 'keywords':
        if (!Array.isArray(x) || !x.every((k) => hasKeys(k, 2) && isString(k.keyword) && (k.value === null || Number.isFinite(k.value)))) return false
        break
      case 'printings':
        if (!Array.isArray(x) || x.length === 0 || !x.every(isCanonicalPrinting)) return false
        break
      case 'errata':
        if (
          !Array.isArray(x) ||
          !x.every(
            (e) =>
              hasKeys(e, 6) &&
              isString(e.field) &&
              isString(e.before) &&
              isString(e.after) &&
              isStringOrNull(e.date) &&
              isStringOrNull(e.source) &&
              isStringOrNull(e.note),
          )
        )
          return false
        break
      case 'copyLimit':
        if (!(x === null || x === 'unlimited' || (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 999))) return false
        break
      case 'copyLimitScope':
        if (!(x === null || x === 'card' || x === 'name')) return false
        break
      // Optional keys: present means a value (an explicit undefined goes to CardSchema).
      case 'rulings':
        if (
          !Array.isArray(x) ||
          !x.every((r) => hasKeys(r, 5) && isString(r.num) && isStringOrNull(r.date) && isString(r.question) && isString(r.answer) && isStringOrNull(r.source))
        )
          return false
        continue
      case 'printedNumber':
        if (!(x === null || isBounded(x, 40))) return false
        continue
      case 'corpsGenerator':
      case 'totalGenerator':
        if (!isStat(x)) return false
        continue
      case 'battlePoints':
        if (!(x === null || (hasKeys(x, 3) && isBattlePoint(x.strike) && isBattlePoint(x.shooting) && isBattlePoint(x.defense)))) return false
        continue
      case 'generationKind':
        if (!(x === null || x === 'basic' || x === 'special')) return false
        continue
      case 'folded':
        if (!(hasKeys(x, 4) && isString(x.name) && isString(x.text) && isStrings(x.traits) && isStrings(x.link))) return false
        continue
      default:
        return false
    }
    required++
  }
  return required === REQUIRED_CARD_KEYS
}

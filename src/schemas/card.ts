import { z } from 'zod'

/**
 * One card as every importer produces it and every consumer (engine, IndexedDB, CLI) reads it.
 * A card is identified by its card number; parallel prints (`GD01-001_p1`) are printings of the
 * same card (comprehensive rules 2-1-1, Q4), so copy limits count by number.
 */

/** Games we model. A card carries its game; a format belongs to one game. */
export const GAMES = ['gcg', 'gundam-war', 'forge'] as const
export const GameSchema = z.enum(GAMES)
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
export const CardTypeSchema = z.enum(CARD_TYPES)
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
export const ColorSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((s) => s.toLowerCase())
export type Color = string

/** A link condition reference (2-11-1): a pilot by name, or any pilot with a trait. */
export const LinkRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pilot'), name: z.string() }),
  z.object({ kind: z.literal('trait'), trait: z.string() }),
])
export type LinkRef = z.infer<typeof LinkRefSchema>

export const LinkSchema = z.object({
  raw: z.string(),
  refs: z.array(LinkRefSchema),
})
export type Link = z.infer<typeof LinkSchema>

export const KeywordSchema = z.object({
  keyword: z.string(),
  value: z.number().nullable(),
})
export type Keyword = z.infer<typeof KeywordSchema>

/** One physical printing of a card: the base print or a parallel (`_pN`). */
export const PrintingSchema = z.object({
  id: z.string().min(1),
  rarity: z.string().nullable(),
  set: z.string().nullable(),
  imageUrl: z.string().nullable(),
})
export type Printing = z.infer<typeof PrintingSchema>

/** An official correction the source reports; the card's fields already show the corrected value. */
export const ErratumSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
  date: z.string().nullable(),
  source: z.string().nullable(),
  note: z.string().nullable(),
})
export type Erratum = z.infer<typeof ErratumSchema>

/** An official ruling (card Q&A) the data set links to a card. */
export const RulingSchema = z.object({
  num: z.string(),
  date: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
  source: z.string().nullable(),
})
export type Ruling = z.infer<typeof RulingSchema>

const stat = z.number().int().min(0).max(99).nullable()

/**
 * A Gundam War battle point (manual, UNIT cards: strike, shooting, defense from top to bottom);
 * `*` is a zero that no effect may change.
 */
export const BattlePointSchema = z.union([z.number().int().min(0).max(99), z.literal('*')])
export type BattlePoint = z.infer<typeof BattlePointSchema>
export const BattlePointsSchema = z.object({
  strike: BattlePointSchema,
  shooting: BattlePointSchema,
  defense: BattlePointSchema,
})
export type BattlePoints = z.infer<typeof BattlePointsSchema>

/**
 * Gundam War GENERATION cards (manual, GENERATION cards): Basic ones only generate power, every
 * other one is Special. Cards the data says to treat as basic are `basic`. Redraw a) looks for Basic.
 */
export const GenerationKindSchema = z.enum(['basic', 'special'])
export type GenerationKind = z.infer<typeof GenerationKindSchema>

export const CopyLimitSchema = z.union([z.number().int().min(0).max(999), z.literal('unlimited')])
export type CopyLimit = z.infer<typeof CopyLimitSchema>

export const CardSchema = z.object({
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
})
export type Card = z.infer<typeof CardSchema>

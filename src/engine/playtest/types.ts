// A goldfish playtest as plain data: one player's locations (comprehensive rules 3-1-1), an opponent
// that never acts, the turn and phase, and the log. States are never changed in place; `apply` makes
// a new one, so a history of states is the undo stack. The zod schemas are the types' single source:
// a saved game is read back through `parsePlayState`.
import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import { CardTypeSchema, KeywordSchema, LinkRefSchema } from '~/schemas/card'
import { RngStateSchema } from '~/schemas/sim'
import { alsoNamedIn } from '../cards/link'
import { playtestMessage } from '../messages/en/playtest'
import { DEALT_BEFORE_FORMATS, PlaytestRulesSchema } from './rules'
import { TokenMakeSchema, tokenMakes } from './tokens'

const count = lazySchema(() => z.number().int().min(0).max(999))
const id = lazySchema(() => z.string().min(1).max(40))

/** A game saved before a field was kept gets it from the card's text, as a new deal would (tokens without the card data's own cards). */
function fromText(v: unknown): unknown {
  if (!v || typeof v !== 'object' || !('text' in v) || typeof v.text !== 'string') return v
  const text = v.text
  return { ...('alsoNamed' in v ? {} : { alsoNamed: alsoNamedIn(text) }), ...('makes' in v ? {} : { makes: tokenMakes(text) }), ...v }
}

/** What the playtest keeps of a card: enough to check the rules and to show the card; its text is never executed. */
export const PlayCardSchema = lazySchema(() =>
  z.preprocess(
    fromText,
    z.object({
      /** Unique in the game: `m1`..`m50` (deck), `r1`..`r10` (resource deck), `t1`, `t2` (tokens). */
      id,
      number: z.string().min(1).max(40),
      name: z.string().min(1).max(200),
      type: CardTypeSchema,
      level: count.nullable(),
      cost: count.nullable(),
      ap: count.nullable(),
      hp: count.nullable(),
      traits: z.array(z.string()),
      link: z.array(LinkRefSchema),
      text: z.string(),
      keywords: z.array(KeywordSchema),
      /** The name a Command's 【Pilot】 effect gives it when paired (2-3-5-4-1), e.g. `[Lowe Guele]`. */
      pilotName: z.string().nullable(),
      /** Other names the card's text gives it (2-2-4), e.g. `This card's name is also treated as [Char Aznable]`. */
      alsoNamed: z.array(z.string()),
      /** The tokens its text deploys or places (4-17-1), offered as an action on the card. */
      makes: z.array(TokenMakeSchema).max(20),
      /** EX Base and EX Resource tokens (4-17-3): removed from the game outside the field (4-17-2-4). */
      token: z.boolean(),
    }),
  ),
)
export type PlayCard = z.infer<typeof PlayCardSchema>

/** A card on the field, active or rested (4-4-1), with damage counters (4-5-1-1). */
export const FieldCardSchema = lazySchema(() => z.object({ id, rested: z.boolean(), damage: count }))
export type FieldCard = z.infer<typeof FieldCardSchema>

/** A Unit in the battle area with its Pilot beneath it (6-5-2-3) and the turn it entered (2-11-4). */
export const UnitSlotSchema = lazySchema(() =>
  FieldCardSchema.extend({
    pilot: id.nullable(),
    enteredTurn: count,
    /** AP added by hand for effects the engine does not execute (a Command, <Support>); ends in the cleanup step (6-6-5-1). */
    apBonus: z.number().int().min(-99).max(99),
    /** AP given "during this battle" (7-3-4); ends with the battle (7-7). Games saved before battles had steps have none. */
    battleAp: z.number().int().min(-99).max(99).default(0),
  }),
)
export type UnitSlot = z.infer<typeof UnitSlotSchema>

/** The player's locations (3-1-1). Stacks list their top card first (deck, resource deck); `shields` lists the bottom Shield first (Q8). */
export const PlayerZonesSchema = lazySchema(() =>
  z.object({
    deck: z.array(id),
    resourceDeck: z.array(id),
    resourceArea: z.array(FieldCardSchema),
    battle: z.array(UnitSlotSchema),
    shields: z.array(id),
    base: FieldCardSchema.nullable(),
    hand: z.array(id),
    trash: z.array(id),
    removal: z.array(id),
  }),
)
export type PlayerZones = z.infer<typeof PlayerZonesSchema>

/** The goldfish: six Shields (5-2-2) and an EX Base (5-2-3), no Units, never acts. */
export const GoldfishSchema = lazySchema(() =>
  z.object({
    shields: count,
    base: z.object({ name: z.string(), hp: count, damage: count }).nullable(),
    /** Shields destroyed so far (7-6-2-4-1: they go to its trash). */
    trash: count,
    defeated: z.boolean(),
  }),
)
export type Goldfish = z.infer<typeof GoldfishSchema>

/** `battle-action`: an attack's action step (7-5), between the attack step and the damage step. */
export const PHASES = ['redraw', 'main', 'battle-action', 'end-action', 'hand-step', 'over'] as const
export type Phase = (typeof PHASES)[number]

export const LogEntrySchema = lazySchema(() =>
  z.object({
    seq: z.number().int().min(1),
    /** The player's own turn number, 0 during set-up. */
    turn: count,
    rule: z.string(),
    text: z.string(),
    /** What `text` says, as data for any language (messages/playtest.ts); absent in games saved before it was kept, and for moves not yet given a code. */
    code: z.string().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    /** A manual move or a rest/activate by hand: the engine did not check it against the rules. */
    manual: z.literal(true).optional(),
  }),
)
export type LogEntry = z.infer<typeof LogEntrySchema>

/** Why the rules refuse an action, or why the game was lost: `code` and `params` say what `message` says, as for a log entry. */
export const RefusalSchema = lazySchema(() =>
  z.object({ rule: z.string(), message: z.string(), code: z.string().optional(), params: z.record(z.string(), z.unknown()).optional() }),
)
export type Refusal = z.infer<typeof RefusalSchema>

export const PlayStateSchema = lazySchema(() =>
  z.object({
    version: z.literal(1),
    seed: z.number().int().min(0).max(0xffffffff),
    rng: RngStateSchema,
    /** The format's numbers the game was dealt with; a game saved before they were kept was dealt with the GCG's. */
    rules: PlaytestRulesSchema.default(DEALT_BEFORE_FORMATS),
    /** Player One takes the first turn (5-2-1-4, 5-2-5). */
    first: z.boolean(),
    /** The player's own turn number (1, 2, ...); the game's turn count is 2n-1 as Player One, 2n as Player Two. */
    turn: count,
    phase: z.enum(PHASES),
    /** The Unit attacking the goldfish while an attack's steps run (7-2); null between attacks. */
    attacking: z.object({ unit: id }).nullable().default(null),
    cards: z.record(z.string(), PlayCardSchema),
    zones: PlayerZonesSchema,
    opponent: GoldfishSchema,
    /** The player's turn in which the goldfish was defeated (7-6-2-2), or null. */
    defeatedOnTurn: count.nullable(),
    /** Set when the player lost (1-2-2-2: no cards in the deck). */
    lost: RefusalSchema.nullable(),
    log: z.array(LogEntrySchema),
  }),
)
export type PlayState = z.infer<typeof PlayStateSchema>

export const ZONE_NAMES = ['deck', 'resourceDeck', 'resourceArea', 'battle', 'shields', 'base', 'hand', 'trash', 'removal'] as const
export const ZoneNameSchema = lazySchema(() => z.enum(ZONE_NAMES))
export type ZoneName = z.infer<typeof ZoneNameSchema>

const pay = lazySchema(() => z.array(id).optional())

export const ActionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** 5-2-1-6: redraw the starting hand once, or keep it. */
    z.object({ type: z.literal('redraw') }),
    z.object({ type: z.literal('keep') }),
    /** 6-5-2-1: deploy a Unit from the hand; `replace` names the Unit to trash when six are out (10-4-2); `pay` the Resources to rest (2-9-1). */
    z.object({ type: z.literal('deploy-unit'), card: id, replace: id.optional(), pay }),
    /** 6-5-2-3: pair a Pilot (or a Command with 【Pilot】, 6-5-2-3-5) with a Unit. */
    z.object({ type: z.literal('pair'), card: id, unit: id, pay }),
    /** 6-5-2-2: deploy a Base to the base section; the one there goes to the trash (10-5-2). */
    z.object({ type: z.literal('deploy-base'), card: id, pay }),
    /** 6-5-2-4 / 8-3-1: play a Command; its text is shown, not executed, and it goes to the trash (2-3-5-2). */
    z.object({ type: z.literal('play-command'), card: id, pay }),
    /** 6-5-4: attack the goldfish with a Unit. */
    z.object({ type: z.literal('attack'), unit: id }),
    /** By hand, for effects the engine does not execute (4-4-1). */
    z.object({ type: z.literal('rest'), card: id }),
    z.object({ type: z.literal('activate'), card: id }),
    /** By hand: a Unit gets AP+n (or -n) during this turn, or during this battle (7-3-4), for an effect the engine does not execute. */
    z.object({ type: z.literal('boost'), unit: id, ap: z.number().int().min(-99).max(99), during: z.enum(['turn', 'battle']).optional() }),
    /** 11-1-3: rest a Unit with <Support n> in the main phase; another friendly Unit gets AP+n during this turn. */
    z.object({ type: z.literal('support'), unit: id, target: id }),
    /** 7-5-2: pass in an attack's action step; the goldfish passes too, so the damage step follows. */
    z.object({ type: z.literal('pass') }),
    /** 4-17-1: an effect of `source` deploys its Unit tokens or places its EX Resources (`make` indexes its `makes`); `replace` makes room (10-4-2). */
    z.object({ type: z.literal('create-token'), source: id, make: z.number().int().min(0).max(19), replace: z.array(id).max(9).optional() }),
    /**
     * By hand: effect damage to the opponent's shield area (4-5-3), the Base first, else the top Shield (11-1-2-3);
     * `target` for an effect that chooses the Base, or a Shield even while a Base stands (each Shield has 1 HP, 3-6-4-2).
     */
    z.object({ type: z.literal('hit-opponent'), amount: z.number().int().min(0).max(99), target: z.enum(['base', 'shield']).optional() }),
    /** 6-5-5: end the main phase; the end phase's action step (6-6-2) is open. */
    z.object({ type: z.literal('end-main') }),
    /** 6-6: finish the end phase; with more than 10 cards in hand the hand step waits for discards (6-6-4-1). */
    z.object({ type: z.literal('end-turn') }),
    /** 6-6-4-1: discard during the hand step. */
    z.object({ type: z.literal('discard'), card: id }),
    /** Any card to any location, logged as manual; `bottom` puts it under a stack. */
    z.object({ type: z.literal('move'), card: id, to: ZoneNameSchema, bottom: z.boolean().optional(), rested: z.boolean().optional() }),
  ]),
)
export type Action = z.infer<typeof ActionSchema>

export type ApplyResult = { state: PlayState; log: LogEntry[] } | { refused: Refusal }

/**
 * Read a saved game back: the shape by the schema, then every card but a removed token in exactly one place (a saved
 * state that fails either is refused with the field that is wrong, never half-loaded).
 */
export function parsePlayState(data: unknown): { ok: true; state: PlayState } | { ok: false; error: string } {
  const parsed = PlayStateSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, error: `${issue.path.join('.') || '(state)'}: ${issue.message}` }
  }
  const s = parsed.data
  const z_ = s.zones
  const places: [string, string][] = [
    ...z_.deck.map((i): [string, string] => [i, 'zones.deck']),
    ...z_.resourceDeck.map((i): [string, string] => [i, 'zones.resourceDeck']),
    ...z_.resourceArea.map((f): [string, string] => [f.id, 'zones.resourceArea']),
    ...z_.battle.flatMap((u): [string, string][] => [[u.id, 'zones.battle'], ...(u.pilot ? [[u.pilot, 'zones.battle.pilot'] as [string, string]] : [])]),
    ...z_.shields.map((i): [string, string] => [i, 'zones.shields']),
    ...(z_.base ? [[z_.base.id, 'zones.base'] as [string, string]] : []),
    ...z_.hand.map((i): [string, string] => [i, 'zones.hand']),
    ...z_.trash.map((i): [string, string] => [i, 'zones.trash']),
    ...z_.removal.map((i): [string, string] => [i, 'zones.removal']),
  ]
  const seen = new Map<string, string>()
  for (const [cardId, where] of places) {
    if (!Object.prototype.hasOwnProperty.call(s.cards, cardId)) return { ok: false, error: `${where}: unknown card ${cardId}` }
    const before = seen.get(cardId)
    if (before) return { ok: false, error: playtestMessage({ code: 'state.card-twice', params: { where, card: cardId, before } }) }
    seen.set(cardId, where)
  }
  for (const [key, card] of Object.entries(s.cards)) {
    if (card.id !== key) return { ok: false, error: `cards.${key}.id: is ${card.id}` }
    // Only a token leaves the game (4-17-2-4); every other card is somewhere.
    if (!card.token && !seen.has(key)) return { ok: false, error: playtestMessage({ code: 'state.card-nowhere', params: { key, card: card.name } }) }
  }
  return { ok: true, state: s }
}

import type { CardType, LinkRef } from '~/schemas/card'
import type { Section } from '~/schemas/deck'
import type { OpeningDescription } from '../sim/opening'

/** One value of a curve: Lv. or cost `value` (null: the card has none), and the copies at it. */
export interface CurveBucket {
  value: number | null
  label: string
  count: number
}

/**
 * Copies of the main deck at each Lv. (2-8) or cost (2-9). `buckets` run without gaps from the
 * lowest to the highest value present, then one "none" bucket when some card has no value.
 */
export interface Curve {
  buckets: CurveBucket[]
  /** Copies with no value. */
  none: number
  /** Copies counted (every known main-deck card). */
  total: number
  /** Mean over the copies that have a value; null when none has. */
  average: number | null
}

export interface ColorStats {
  /** Per color (2-4), most copies first, then by name. */
  colors: { color: string; count: number }[]
  /** Copies with no color (Resources and tokens, 2-4-2; Forge Colorless cards). */
  colorless: number
  total: number
}

export interface TypeStats {
  /** Per card type present, in the order of the card model (2-3-2). */
  types: { type: CardType; label: string; count: number }[]
  total: number
}

export interface TraitStats {
  /** Per trait: copies and card numbers carrying it; most copies first, then by name. */
  traits: { trait: string; count: number; cards: number }[]
  /** Copies with at least one trait. */
  withTraits: number
  /** Copies with no trait. */
  withoutTraits: number
  total: number
}

/** A card of the deck that satisfies a link reference. */
export interface LinkPilot {
  number: string
  name: string
  count: number
}

export interface LinkRefCoverage {
  ref: LinkRef
  /** `[Amuro Ray]` or `(Academy) trait`, as a person reads it. */
  label: string
  pilots: LinkPilot[]
}

/** A Unit of the deck with a link condition (2-11-1) and which of its refs the deck satisfies. */
export interface LinkUnit {
  number: string
  name: string
  count: number
  /** The link condition as printed. */
  raw: string
  refs: LinkRefCoverage[]
  covered: boolean
}

export interface LinkStats {
  covered: LinkUnit[]
  uncovered: LinkUnit[]
  /** Copies of Units with a link condition, of them covered, and uncovered. */
  total: number
  coveredCopies: number
  uncoveredCopies: number
}

export interface TurnRow {
  turn: number
  /** Resources in play in the main phase, EX Resource included (4-17-5, Q25). */
  resources: number
  /** Copies of main-deck cards with Lv. <= resources and cost <= resources (2-8-1, 2-9-1). */
  playable: number
  /** `playable` as a share of `PlayableStats.pool`, 0..100; 0 when the pool is empty. */
  percent: number
  /** Exact chance of a playable card in hand by this turn's main phase; null when not computed or not computable. */
  odds: number | null
}

export interface PlayableStats {
  /** Turns reported, from 1. */
  turns: number
  /** Resources stop growing at this many (the resource deck's size); null when nothing caps them. */
  resourceCap: number | null
  /** The second player's extra resources (GCG: one EX Resource, 4-17-5-2, 5-2-4). */
  secondPlayerExtra: number
  /** Copies that are played with Lv. and cost: known main-deck cards that are not resources. */
  pool: number
  first: TurnRow[]
  second: TurnRow[]
  /** Whether exact odds were asked for, and why they are missing when they are. */
  odds: boolean
  oddsNote: string | null
  /** The format's words and rules for playing by turn (describeOpening): the panel cites them, not its own. */
  rules: Pick<OpeningDescription, 'playable' | 'resources' | 'drawText' | 'drawRef'>
}

export interface UnknownEntry {
  section: Section
  number: string
  count: number
}

export interface DeckStats {
  /** Copies per section (known and unknown). */
  sections: Record<Exclude<Section, 'ex'>, number>
  /** True when the main deck has no card at all. */
  empty: boolean
  /** Known main-deck copies: what every statistic below counts. */
  known: number
  /** Distinct known card numbers in the main deck. */
  numbers: number
  /** Entries whose card the lookup does not know, per section; counted nowhere else. */
  unknown: UnknownEntry[]
  unknownCopies: number
  level: Curve
  cost: Curve
  colors: ColorStats
  types: TypeStats
  traits: TraitStats
  links: LinkStats
  playable: PlayableStats
}

export interface DeckStatsOptions {
  /** Last turn of the playable table (default 8). */
  turns?: number
  /** Also compute exact odds of a playable card in hand each turn (slower: a few ms). */
  odds?: boolean
}

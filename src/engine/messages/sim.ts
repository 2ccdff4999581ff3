/**
 * What the opening simulator says about a question it cannot answer (or answers with a doubt), as data:
 * a code and its parameters; a catalogue per language renders them (messages/en/sim.ts). `ref` is the
 * rule the format's data cites for its opening.
 */
export interface SimParams {
  // The question against the deck and the format's opening (sim/compile.ts, sim/sample.ts).
  'deck.too-big': { cards: number; max: number }
  /** Too few cards for the hand (`redraw`: and a bottom redraw's second hand), the shields and the draws. */
  'deck.too-small': { cards: number; hand: number; redraw: boolean; shields: number; draws: number; needed: number; ref: string }
  /** A sample hand: too few cards for the hand and the shields. */
  'deck.too-small-to-deal': { cards: number; needed: number; ref: string }
  'turn.too-far': { turn: number; seen: number; max: number }
  /** Gundam War redraw a): which cards are Basic GENERATION cards is unknown (`sample`: a sample hand, which needs the card data). */
  'basic-generation.unknown': { ref: string; sample: boolean }
  'basic-generation.none': Record<string, never>
  /** Group `group` (from 1) names cards the deck does not hold. */
  'group.not-in-deck': { group: number; cards: string[] }
  'group.never-holds': { group: number; atLeast: number; copies: number }
  'policy.unknown': { kind: string }
  'policy.not-optimal': { kind: string }
  /** The format's data names a redraw rule the simulator does not play (`ref` null when it cites none). */
  'redraw.unknown-rule': { kind: string; ref: string | null }
  'redraw.bottom-alone': { ref: string }
  /** The best redraw decision cannot be worked out: too much work for exact odds, or too many hands for its table. */
  'optimal.too-much-work': Record<string, never>
  'optimal.too-many-hands': Record<string, never>

  // A format's opening in words (sim/opening.ts): a redraw step's button, what it does and what it did
  // (`name`: how the format names a shuffle redraw: Gundam War's lettered b), a mulligan, or plain).
  'step.bottom.label': Record<string, never>
  'step.bottom.text': { hand: number }
  'step.bottom.done': { hand: number; ref: string }
  'step.no-basic.label': { hand: number }
  'step.no-basic.text': { hand: number; reveal: boolean }
  'step.no-basic.done': { hand: number; reveal: boolean; ref: string }
  'step.shuffle.label': { hand: number; name: RedrawName }
  'step.shuffle.text': { hand: number; name: RedrawName }
  'step.shuffle.done': { hand: number; name: RedrawName; ref: string }
  // Each part of the opening, a sentence without its stop; `times` a redraw rule's number of redraws.
  'opening.hand': { hand: number }
  'opening.bottom-redraw': { times: number; hand: number }
  'opening.shuffle-redraw': { name: RedrawName; times: number; secret: boolean; hands: number[] }
  /** Gundam War redraw a); `notAfter`: not after redraw b). */
  'opening.no-basic-redraw': { times: number; reveal: boolean; hand: number; notAfter: boolean }
  'opening.shields': { shields: number }
  /** In the middle of a sentence (the caller capitalises it to start one). */
  'opening.draws': { firstPlayerDraws: boolean }
  'opening.resources': { extra: number }
  'opening.playable': Record<string, never>

  // The deck statistics' odds of playing a card by each turn (stats/stats.ts).
  'curve.no-playable': Record<string, never>
  'curve.turns-missing': { hand: number; shields: number; max: number; ref: string }

  // The best redraw decision in one sentence (sim/optimal.ts).
  'policy.keep-all': Record<string, never>
  'policy.redraw-all': Record<string, never>
  /**
   * Redraw when the hand meets one of `rules` (each: every one of its counts), and (`depends`) the hands,
   * by their count in each group, whose choice depends on which cards they hold.
   */
  'policy.redraw-when': { rules: PolicyCount[][]; depends: number[][] }

  // The simulator's form (sim/form.ts), as the page shows it.
  'form.group-empty': { group: number; mode: 'cards' | 'query' }
  'form.group-at-least': { group: number }
  'form.turn': { max: number }
  'form.redraw-group': Record<string, never>
  'form.redraw-k': Record<string, never>
  'form.trials': { max: number }
  'form.seed': { max: number }
  'form.deck-too-big': { cards: number; max: number }
  'form.deck-too-small': { cards: number; needed: number; hand: number; shields: number; ref: string }
  /** A question the schema refuses (`field`: its path; `error`: the schema's text). */
  'form.invalid': { field: string; error: string }
}

/** A count of a group's cards in a hand (`group` from 1): exactly `lo`, fewer than `hi` + 1, at least `lo`, or `lo` to `hi`. */
export interface PolicyCount {
  group: number
  kind: 'exactly' | 'fewer' | 'at-least' | 'between'
  lo: number
  hi: number
}

/** How a format names its shuffle redraw: Gundam War's `Redraw b)`, a mulligan, or `Redraw`. */
export type RedrawName = 'lettered' | 'mulligan' | 'plain'

export type SimCode = keyof SimParams

/** A code with its parameters, typed together. */
export type SimText = { [C in SimCode]: { code: C; params: SimParams[C] } }[SimCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type SimCatalogue = { [C in SimCode]: (p: SimParams[C]) => string }

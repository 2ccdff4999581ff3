import type { Opening } from '~/schemas/format'
import type { SimDeckEntry } from '~/schemas/sim'
import { isBasicGeneration } from '../cards/fields'
import type { CardLookup } from '../cards/pool'
import { cardKey } from './compile'
import { needsBasicGeneration, redrawHand, redrawSteps, type RedrawStep, type RedrawStepKind } from './redraw'
import { simSaid } from '../messages/en/sim'
import type { SimText } from '../messages/sim'
import type { Rng } from './rng'

/** One card per copy, by card number (a printing counts as its number). */
export function expandDeck(entries: readonly SimDeckEntry[]): string[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, () => cardKey(e.number)))
}

/** A redraw the player may take now: what a Redraw or Mulligan button does. */
export interface RedrawOffer {
  kind: RedrawStepKind
  /** Cards in the new hand. */
  handSize: number
  /** The hand is shown to the opponent first (Gundam War redraw a)). */
  reveal: boolean
  ref: string
}

/** A redraw taken: the hand that went back, and whether the opponent saw it. */
export interface RedrawTaken {
  kind: RedrawStepKind
  returned: string[]
  revealed: boolean
}

/**
 * One opening played out card by card, for a player to look at: the same steps the simulator counts.
 * Draw the hand (GCG 5-2-1-5), take the format's redraws (GCG 5-2-1-6-1; Forge Mulligan Rule;
 * Gundam War REDRAW conditions), set shields (5-2-2), then draw.
 *
 * Unlike the simulator, which always takes Gundam War redraw a) when it can, here it is the player's
 * choice, as the manual says ("the FIRST hand of the game may be REDRAWN").
 */
export class SampleOpening {
  /** Top card first. */
  readonly deck: string[]
  hand: string[]
  readonly shields: string[] = []
  readonly drawn: string[] = []
  readonly taken: RedrawTaken[] = []
  /** Index of the next redraw step still on offer. */
  private next = 0

  private constructor(
    cards: readonly string[],
    private readonly opening: Opening,
    private readonly steps: RedrawStep[],
    private readonly basic: ReadonlySet<string>,
    private readonly rng: Rng,
  ) {
    this.deck = cards.slice()
    rng.shuffle(this.deck) // 5-2-1-2
    this.hand = this.deck.splice(0, opening.handSize) // 5-2-1-5
  }

  /**
   * Shuffle and draw the opening hand. An opening with Gundam War redraw a) needs the card data
   * (`lookup`) to know which cards are Basic GENERATION cards.
   */
  static deal(
    cards: readonly string[],
    opening: Opening,
    rng: Rng,
    lookup?: CardLookup,
  ): { ok: true; sample: SampleOpening } | { ok: false; message: string; text: SimText } {
    const steps = redrawSteps(opening)
    if (!steps.ok) return steps
    if (cards.length < opening.handSize + opening.shields) {
      return {
        ok: false,
        ...simSaid({ code: 'deck.too-small-to-deal', params: { cards: cards.length, needed: opening.handSize + opening.shields, ref: opening.ref } }),
      }
    }
    const basic = new Set<string>()
    if (needsBasicGeneration(steps.steps)) {
      if (!lookup) return { ok: false, ...simSaid({ code: 'basic-generation.unknown', params: { ref: opening.ref, sample: true } }) }
      for (const n of new Set(cards)) {
        const card = lookup(n)
        if (card && isBasicGeneration(card)) basic.add(n)
      }
    }
    return { ok: true, sample: new SampleOpening(cards, opening, steps.steps, basic, rng) }
  }

  /** Which redraw steps are on offer now, by index: none once shields are set or a card drawn. */
  private offered(): number[] {
    if (this.shields.length > 0 || this.drawn.length > 0) return []
    const out: number[] = []
    for (let i = this.next; i < this.steps.length; i++) {
      const step = this.steps[i]!
      if (step.kind === 'no-basic-generation') {
        // Redraw a) only for the step at hand: once passed over (a redraw b) taken), it is gone.
        if (i === this.next && !this.hand.some((c) => this.basic.has(c))) out.push(i)
        continue
      }
      out.push(i) // the next voluntary redraw
      break
    }
    return out
  }

  /** The redraws the player may take now (GCG: Redraw; Forge: Mulligan; Gundam War: a) and/or b)). */
  get offers(): RedrawOffer[] {
    return this.offered().map((i) => {
      const s = this.steps[i]!
      return { kind: s.kind, handSize: s.handSize, reveal: s.kind === 'no-basic-generation' && s.reveal, ref: s.ref }
    })
  }

  /**
   * The index (among the opening's redraw steps) of the voluntary redraw on offer now, or null: the
   * step whose decision the best-decision policy gives for this hand (optimal.ts).
   */
  get voluntaryStep(): number | null {
    return this.offered().find((i) => this.steps[i]!.kind !== 'no-basic-generation') ?? null
  }

  /** A redraw is still offered: one is left and shields are not set yet. */
  get canRedraw(): boolean {
    return this.offered().length > 0
  }

  /** Take a redraw on offer, of this kind or else the first; false when none is. */
  redraw(kind?: RedrawStepKind): boolean {
    const i = this.offered().find((j) => kind === undefined || this.steps[j]!.kind === kind)
    if (i === undefined) return false
    const step = this.steps[i]!
    const returned = this.hand
    // Redraw a) shows the old hand first: `taken` keeps it.
    this.hand = redrawHand(step, this.deck, returned, this.rng)
    this.taken.push({ kind: step.kind, returned, revealed: step.kind === 'no-basic-generation' && step.reveal })
    this.next = i + 1
    return true
  }

  /** How many redraws were taken. */
  get redrawsTaken(): number {
    return this.taken.length
  }

  /** 5-2-2: the top cards, unseen, into shields; once. */
  placeShields(): void {
    if (this.shields.length > 0 || this.opening.shields === 0) return
    this.shields.push(...this.deck.splice(0, this.opening.shields))
  }

  /** A draw phase (Q15: the first player draws on turn 1 too); sets shields first. Null on an empty deck. */
  draw(): string | null {
    this.placeShields()
    const card = this.deck.shift()
    if (card === undefined) return null
    this.drawn.push(card)
    return card
  }
}

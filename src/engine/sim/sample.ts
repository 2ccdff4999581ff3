import type { Opening } from '~/schemas/format'
import type { SimDeckEntry } from '~/schemas/sim'
import { cardKey } from './compile'
import { redrawSteps, type RedrawStep } from './opening'
import type { Rng } from './rng'

/** One card per copy, by card number (a printing counts as its number). */
export function expandDeck(entries: readonly SimDeckEntry[]): string[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, () => cardKey(e.number)))
}

function shuffle(cards: string[], rng: Rng): void {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.below(i + 1)
    const x = cards[i]!
    cards[i] = cards[j]!
    cards[j] = x
  }
}

/**
 * One opening played out card by card, for a player to look at: the same steps the simulator counts.
 * Draw the hand (5-2-1-5), take the format's redraws (5-2-1-6-1), set shields (5-2-2), then draw.
 */
export class SampleOpening {
  /** Top card first. */
  readonly deck: string[]
  hand: string[]
  readonly shields: string[] = []
  readonly drawn: string[] = []
  redrawsTaken = 0

  private constructor(
    cards: readonly string[],
    private readonly opening: Opening,
    private readonly steps: RedrawStep[],
    private readonly rng: Rng,
  ) {
    this.deck = cards.slice()
    shuffle(this.deck, rng) // 5-2-1-2
    this.hand = this.deck.splice(0, opening.handSize) // 5-2-1-5
  }

  static deal(cards: readonly string[], opening: Opening, rng: Rng): { ok: true; sample: SampleOpening } | { ok: false; message: string } {
    const steps = redrawSteps(opening)
    if (!steps.ok) return { ok: false, message: steps.message }
    if (cards.length < opening.handSize + opening.shields) {
      return { ok: false, message: `the deck has ${cards.length} cards; the opening needs ${opening.handSize + opening.shields} (${opening.ref})` }
    }
    return { ok: true, sample: new SampleOpening(cards, opening, steps.steps, rng) }
  }

  /** A redraw is still offered: one is left and shields are not set yet. */
  get canRedraw(): boolean {
    return this.redrawsTaken < this.steps.length && this.shields.length === 0 && this.drawn.length === 0
  }

  /** Take the next redraw the format offers; false when none is left. */
  redraw(): boolean {
    if (!this.canRedraw) return false
    const step = this.steps[this.redrawsTaken]!
    switch (step.kind) {
      case 'bottom':
        // 5-2-1-6-1: the whole hand to the bottom, draw a new hand, then shuffle the deck.
        this.deck.push(...this.hand)
        this.hand = this.deck.splice(0, this.opening.handSize)
        shuffle(this.deck, this.rng)
        break
    }
    this.redrawsTaken++
    return true
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

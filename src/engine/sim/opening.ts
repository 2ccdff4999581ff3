import type { Format, Opening } from '~/schemas/format'
import type { Player } from '~/schemas/sim'
import { capitalise, plural, pluralForm } from '../text/format'
import { redrawSteps, type RedrawStep } from './redraw'

/**
 * Cards drawn by the end of the player's turn T draw phase: one each draw phase, the first player's
 * first turn included where the format says so (GCG Q15; not in Gundam War, manual DRAW Phase).
 */
export function drawsBy(turn: number, player: Player, opening: Opening): number {
  if (turn <= 0) return 0
  return player === 'first' && !opening.firstPlayerDrawsFirstTurn ? turn - 1 : turn
}

/**
 * Resources in play in the main phase of the player's turn T: one placed each resource phase, up to
 * the resource deck, plus the second player's EX Resource, which counts for Lv. and pays a cost
 * (GCG 4-17-5, 5-2-4, Q25).
 */
export function resourcesBy(turn: number, player: Player, opening: Opening, resourceDeck = Infinity): number {
  return Math.min(Math.max(turn, 0), resourceDeck) + (player === 'second' ? opening.secondPlayerExtraResources : 0)
}

/** One part of the opening as a player reads it, with the rule that says so. */
export interface OpeningPart {
  kind: 'hand' | 'redraw' | 'shields' | 'draw' | 'resources'
  /** A sentence without its final stop, e.g. "Draw 5 cards". */
  text: string
  ref: string
}

/** The words for one redraw step: its button, what it does, and what the player is told after. */
export interface RedrawWords {
  /** The button: "Redraw", "Mulligan to 6", "Redraw b): draw 5". */
  label: string
  /** What it does, as a sentence without its final stop. */
  text: string
  /** Said once it is taken. */
  done: string
  ref: string
}

/** The whole opening of a format in words: what the UI shows and the CLI prints, from the format data. */
export interface OpeningDescription {
  handSize: number
  /** In play order: the hand, each redraw rule, the shields, the draws, the resources. */
  parts: OpeningPart[]
  /** The voluntary redraws' rules (what the redraw policy decides), or null when the format has none. */
  redrawRef: string | null
  /** How the format names its voluntary redraw: "redraw" or "mulligan". */
  redrawName: string
  drawRef: string
  /** "one card each draw phase, the first player's first turn included" and the like. */
  drawText: string
  /** Resources a turn and the second player's extra ones, or null when the format data gives no rule for them. */
  resources: OpeningPart | null
  /** What makes a card playable: Lv. and cost at most the resources in play; ref null when the format data gives none. */
  playable: { text: string; ref: string | null }
}

const partRef = (opening: Opening, key: keyof NonNullable<Opening['refs']>): string => opening.refs?.[key] ?? opening.ref
const cards = (n: number) => plural(n, 'card')
/** Gundam War names its two redraws a) and b); a format with one kind calls it Redraw or Mulligan. */
const lettered = (opening: Opening) => opening.redraws.some((r) => r.kind === 'no-basic-generation-redraw')
const mulligan = (opening: Opening) => opening.redraws.some((r) => r.kind === 'shuffle-redraw' && r.simultaneous)

/** The words for a redraw step of this opening (from `redrawSteps`, or a sample hand's offer). */
export function redrawWords(step: Pick<RedrawStep, 'kind' | 'handSize' | 'ref'> & { reveal?: boolean }, opening: Opening): RedrawWords {
  switch (step.kind) {
    case 'bottom':
      return {
        label: 'Redraw',
        text: `Redraw: the whole hand to the bottom of the deck, draw ${step.handSize}, then shuffle the deck`,
        done: `Redrawn: the whole hand went to the bottom of the deck, ${cards(step.handSize)} were drawn, then the deck was shuffled (${step.ref}).`,
        ref: step.ref,
      }
    case 'no-basic-generation': {
      const label = `Redraw a): no Basic GENERATION (draw ${step.handSize})`
      return {
        label,
        text: `A hand with no Basic GENERATION card may be ${step.reveal ? 'shown, ' : ''}shuffled back and ${cards(step.handSize)} drawn again`,
        done: `${label}: the hand was ${step.reveal ? 'shown, ' : ''}shuffled back into the deck and ${step.handSize} new cards were drawn (${step.ref}).`,
        ref: step.ref,
      }
    }
    case 'shuffle': {
      const label = lettered(opening)
        ? `Redraw b): draw ${step.handSize}`
        : mulligan(opening)
          ? `Mulligan to ${step.handSize}`
          : `Redraw: draw ${step.handSize}`
      return {
        label,
        text: `${label}: the hand shuffled back into the deck, then ${cards(step.handSize)} drawn`,
        done: `${label}: the hand was shuffled back into the deck and ${step.handSize} new cards were drawn (${step.ref}).`,
        ref: step.ref,
      }
    }
  }
}

/** One sentence for each redraw rule of the format data (a rule may give several steps). */
function redrawParts(opening: Opening): OpeningPart[] {
  return opening.redraws.map((rule): OpeningPart => {
    switch (rule.kind) {
      case 'bottom-redraw':
        return {
          kind: 'redraw',
          text: `Redraw ${pluralForm(rule.times, 'once', `up to ${rule.times} times`)} if you wish: the whole hand to the bottom of the deck, draw ${opening.handSize}, then shuffle the deck`,
          ref: rule.ref,
        }
      case 'shuffle-redraw': {
        const name = lettered(opening) ? 'Redraw b)' : mulligan(opening) ? 'Mulligan' : 'Redraw'
        const times = pluralForm(rule.handSizes.length, 'once', `up to ${rule.handSizes.length} times`)
        const secret = rule.simultaneous ? ', both players deciding at once in secret' : ''
        return {
          kind: 'redraw',
          text: `${name} ${times} if you wish${secret}: the hand shuffled back into the deck, then draw ${rule.handSizes.join(', then ')}`,
          ref: rule.ref,
        }
      }
      case 'no-basic-generation-redraw':
        return {
          kind: 'redraw',
          text: `Redraw a)${pluralForm(rule.times, ' once', '')}: a hand with no Basic GENERATION card may be ${rule.reveal ? 'shown, ' : ''}shuffled back and ${cards(rule.handSize)} drawn again${rule.notAfter.length > 0 ? ', but not after redraw b)' : ''}`,
          ref: rule.ref,
        }
    }
  })
}

/**
 * The opening of a format, step by step, with the rule for each: one source for the words of the
 * Simulate page, the sample hand, the deck statistics and the CLI.
 */
export function describeOpening(format: Pick<Format, 'opening'>): OpeningDescription {
  const o = format.opening
  const parts: OpeningPart[] = [{ kind: 'hand', text: `Draw ${cards(o.handSize)}`, ref: partRef(o, 'hand') }, ...redrawParts(o)]
  if (o.shields > 0) parts.push({ kind: 'shields', text: `${o.shields} shields from the top of the deck, unseen`, ref: partRef(o, 'shields') })
  const drawText = o.firstPlayerDrawsFirstTurn
    ? "one card each draw phase, the first player's first turn included"
    : 'one card each draw phase; the first player does not draw on their first turn'
  const drawRef = partRef(o, 'draw')
  parts.push({ kind: 'draw', text: capitalise(drawText), ref: drawRef })
  const extra = o.secondPlayerExtraResources
  const resources: OpeningPart | null = o.refs?.resources
    ? {
        kind: 'resources',
        text:
          extra > 0
            ? `one resource a turn; the second player also has ${pluralForm(extra, 'an EX Resource', plural(extra, 'EX Resource'))}, which counts for Lv. and cost`
            : 'one resource a turn, the same for both players',
        ref: o.refs.resources,
      }
    : null
  if (resources) parts.push({ ...resources, text: capitalise(resources.text) })
  const steps = redrawSteps(o)
  const voluntary = o.redraws.filter((r) => r.kind !== 'no-basic-generation-redraw')
  return {
    handSize: o.handSize,
    parts,
    redrawRef: voluntary.length > 0 ? voluntary.map((r) => r.ref).join('; ') : null,
    redrawName: steps.ok && steps.steps.some((s) => s.kind === 'shuffle') && mulligan(o) ? 'mulligan' : 'redraw',
    drawRef,
    drawText,
    resources,
    playable: { text: 'Lv. and cost both at most the resources in play', ref: o.refs?.playable ?? null },
  }
}

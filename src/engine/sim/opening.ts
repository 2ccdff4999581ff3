import type { Format, Opening } from '~/schemas/format'
import type { Player } from '~/schemas/sim'
import type { Language } from '../messages/language'
import { simWords } from '../messages/sim-words'
import type { RedrawName, SimText } from '../messages/sim'
import { capitalise } from '../text/format'
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
/** Gundam War names its two redraws a) and b); a format with one kind calls it Redraw or Mulligan. */
const lettered = (opening: Opening) => opening.redraws.some((r) => r.kind === 'no-basic-generation-redraw')
const mulligan = (opening: Opening) => opening.redraws.some((r) => r.kind === 'shuffle-redraw' && r.simultaneous)
const shuffleName = (opening: Opening): RedrawName => (lettered(opening) ? 'lettered' : mulligan(opening) ? 'mulligan' : 'plain')

/** The words for a redraw step of this opening (from `redrawSteps`, or a sample hand's offer). */
export function redrawWords(
  step: Pick<RedrawStep, 'kind' | 'handSize' | 'ref'> & { reveal?: boolean },
  opening: Opening,
  language: Language = 'en',
): RedrawWords {
  const simMessage = simWords(language)
  const hand = step.handSize
  const ref = step.ref
  switch (step.kind) {
    case 'bottom':
      return {
        label: simMessage({ code: 'step.bottom.label', params: {} }),
        text: simMessage({ code: 'step.bottom.text', params: { hand } }),
        done: simMessage({ code: 'step.bottom.done', params: { hand, ref } }),
        ref,
      }
    case 'no-basic-generation': {
      const reveal = step.reveal ?? false
      return {
        label: simMessage({ code: 'step.no-basic.label', params: { hand } }),
        text: simMessage({ code: 'step.no-basic.text', params: { hand, reveal } }),
        done: simMessage({ code: 'step.no-basic.done', params: { hand, reveal, ref } }),
        ref,
      }
    }
    case 'shuffle': {
      const name = shuffleName(opening)
      return {
        label: simMessage({ code: 'step.shuffle.label', params: { hand, name } }),
        text: simMessage({ code: 'step.shuffle.text', params: { hand, name } }),
        done: simMessage({ code: 'step.shuffle.done', params: { hand, name, ref } }),
        ref,
      }
    }
  }
}

/** One sentence for each redraw rule of the format data (a rule may give several steps). */
function redrawParts(opening: Opening, simMessage: (text: SimText) => string): OpeningPart[] {
  return opening.redraws.map((rule): OpeningPart => {
    switch (rule.kind) {
      case 'bottom-redraw':
        return { kind: 'redraw', text: simMessage({ code: 'opening.bottom-redraw', params: { times: rule.times, hand: opening.handSize } }), ref: rule.ref }
      case 'shuffle-redraw':
        return {
          kind: 'redraw',
          text: simMessage({
            code: 'opening.shuffle-redraw',
            params: { name: shuffleName(opening), times: rule.handSizes.length, secret: rule.simultaneous, hands: rule.handSizes },
          }),
          ref: rule.ref,
        }
      case 'no-basic-generation-redraw':
        return {
          kind: 'redraw',
          text: simMessage({
            code: 'opening.no-basic-redraw',
            params: { times: rule.times, reveal: rule.reveal, hand: rule.handSize, notAfter: rule.notAfter.length > 0 },
          }),
          ref: rule.ref,
        }
    }
  })
}

/**
 * The opening of a format, step by step, with the rule for each: one source for the words of the
 * Simulate page, the sample hand, the deck statistics and the CLI.
 */
export function describeOpening(format: Pick<Format, 'opening'>, language: Language = 'en'): OpeningDescription {
  const simMessage = simWords(language)
  const o = format.opening
  const parts: OpeningPart[] = [
    { kind: 'hand', text: simMessage({ code: 'opening.hand', params: { hand: o.handSize } }), ref: partRef(o, 'hand') },
    ...redrawParts(o, simMessage),
  ]
  if (o.shields > 0) parts.push({ kind: 'shields', text: simMessage({ code: 'opening.shields', params: { shields: o.shields } }), ref: partRef(o, 'shields') })
  const drawText = simMessage({ code: 'opening.draws', params: { firstPlayerDraws: o.firstPlayerDrawsFirstTurn } })
  const drawRef = partRef(o, 'draw')
  parts.push({ kind: 'draw', text: capitalise(drawText), ref: drawRef })
  const resources: OpeningPart | null = o.refs?.resources
    ? { kind: 'resources', text: simMessage({ code: 'opening.resources', params: { extra: o.secondPlayerExtraResources } }), ref: o.refs.resources }
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
    playable: { text: simMessage({ code: 'opening.playable', params: {} }), ref: o.refs?.playable ?? null },
  }
}

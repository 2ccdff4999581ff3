// What the playtest page shows besides the cards: the actions a card offers, the game's own buttons,
// the phase bar and the locations' names, each with the rule it follows. The page writes no rule
// number itself; it shows these.
import { catalogue, refusalMessage, type Language } from '../messages'
import type { PlaytestParams, PlaytestText } from '../messages/playtest'
import { check, gameTurn, HAND_LIMIT } from './apply'
import { describeCard, type CardOption } from './describe'
import type { Action, PlayState, Refusal, ZoneName } from './types'

/** The actions the rules allow for this card now (every refused one left out), then the manual moves. */
export function legalActions(state: PlayState, cardId: string): CardOption[] {
  return describeCard(state, cardId).filter((o) => o.refused === null)
}

/** A refusal as the player reads it: `Refused (6-5-2-1-1): …`. */
export function refusalText(refusal: Refusal): string {
  return `Refused (${refusal.rule}): ${refusalMessage(refusal)}`
}

/** A button's label or help in a language (English by default). */
const sayIn =
  (language: Language) =>
  <C extends keyof PlaytestParams>(code: C, ...params: PlaytestParams[C] extends Record<string, never> ? [] : [PlaytestParams[C]]) =>
    catalogue(language).playtest({ code, params: params[0] ?? {} } as PlaytestText)

export interface GameOption {
  key: 'keep' | 'redraw' | 'pass' | 'end-main' | 'next-turn'
  action: Action
  label: string
  /** What the button does, in words, for its description. */
  help: string
  rule: string
  refused: Refusal | null
}

/**
 * The game's own buttons for this state: Keep and Redraw before the game (5-2-1-6), then End main phase
 * and Next turn (the end phase, 6-6, and the goldfish's turn, then your start, draw and resource phases).
 */
export function gameOptions(state: PlayState, language: Language = 'en'): GameOption[] {
  const say = sayIn(language)
  const options: Omit<GameOption, 'refused'>[] =
    state.phase === 'redraw'
      ? [
          { key: 'keep', action: { type: 'keep' }, label: say('button.keep'), help: say('help.keep', { cards: state.zones.hand.length }), rule: '5-2-1-6' },
          {
            key: 'redraw',
            action: { type: 'redraw' },
            label: say('button.redraw'),
            help: say('help.redraw', { cards: state.rules.redraw?.handSize ?? state.rules.handSize }),
            rule: '5-2-1-6-1',
          },
        ]
      : [
          ...(state.phase === 'battle-action'
            ? [
                {
                  key: 'pass' as const,
                  action: { type: 'pass' } as const,
                  label: say('button.pass'),
                  help: say('help.pass'),
                  rule: '7-5-2',
                },
              ]
            : []),
          {
            key: 'end-main',
            action: { type: 'end-main' },
            label: say('button.end-main'),
            help: say('help.end-main'),
            rule: '6-5-5',
          },
          {
            key: 'next-turn',
            action: { type: 'end-turn' },
            label: say('button.next-turn'),
            help: say('help.next-turn', { handLimit: HAND_LIMIT }),
            rule: '6-6',
          },
        ]
  return options.map((o) => ({ ...o, refused: check(state, o.action) }))
}

export interface GoldfishOption {
  key: 'destroy-shield' | 'damage-base'
  action: Action
  label: string
  help: string
  rule: string
  refused: Refusal | null
}

/**
 * The goldfish panel's manual controls, for effects the playtest does not carry out (a Command that
 * destroys Shields, effect damage to the Base, a <Suppression> whose condition holds): each is logged as manual.
 */
export function goldfishOptions(state: PlayState, baseDamage: number, language: Language = 'en'): GoldfishOption[] {
  const say = sayIn(language)
  const options: Omit<GoldfishOption, 'refused'>[] = [
    {
      key: 'destroy-shield',
      action: { type: 'hit-opponent', amount: 1, target: 'shield' },
      label: say('button.destroy-shield'),
      help: say('help.destroy-shield'),
      rule: '3-6-4-2',
    },
    {
      key: 'damage-base',
      action: { type: 'hit-opponent', amount: baseDamage, target: 'base' },
      label: say('button.damage-base'),
      help: say('help.damage-base', { damage: baseDamage }),
      rule: '4-5-3',
    },
  ]
  return options.map((o) => ({ ...o, refused: check(state, o.action) }))
}

export interface PhaseStep {
  key: 'start' | 'draw' | 'resource' | 'main' | 'end'
  label: string
  rule: string
  current: boolean
}

/** The phases of a turn (6-1) with the one the game is in; start, draw and resource pass by themselves. */
export function phaseBar(state: PlayState): PhaseStep[] {
  // An attack is made in the main phase (6-5-4, 7-7-2: the battle returns to it).
  const now = state.phase === 'main' || state.phase === 'battle-action' ? 'main' : state.phase === 'end-action' || state.phase === 'hand-step' ? 'end' : null
  const steps: Omit<PhaseStep, 'current'>[] = [
    { key: 'start', label: 'Start', rule: '6-2' },
    { key: 'draw', label: 'Draw', rule: '6-3' },
    { key: 'resource', label: 'Resource', rule: '6-4' },
    { key: 'main', label: 'Main', rule: '6-5' },
    { key: 'end', label: 'End', rule: '6-6' },
  ]
  return steps.map((s) => ({ ...s, current: s.key === now }))
}

/** Where the game stands, in a sentence: whose turn, which phase, or how it ended. */
export function gameStatus(state: PlayState, language: Language = 'en'): { text: string; rule: string } {
  const words = (text: PlaytestText) => catalogue(language).playtest(text)
  if (state.phase === 'redraw')
    return {
      text: words({ code: 'status.setup', params: { first: state.first, canRedraw: Boolean(state.rules.redraw) } }),
      rule: state.rules.redraw?.ref.split(',')[0] ?? '5-2-1-6',
    }
  if (state.opponent.defeated) return { text: words({ code: 'status.defeated', params: { turn: state.defeatedOnTurn ?? state.turn } }), rule: '1-2-2-1' }
  if (state.lost) return { text: words({ code: 'status.lost', params: { message: refusalMessage(state.lost, language) } }), rule: state.lost.rule }
  const attacker = state.phase === 'battle-action' ? (state.cards[state.attacking?.unit ?? '']?.name ?? null) : null
  return {
    text: words({
      code: 'status.turn',
      params: { turn: state.turn, gameTurn: gameTurn(state), first: state.first, phase: state.phase, attacker, handLimit: HAND_LIMIT },
    }),
    rule: '6-1',
  }
}

export interface ZoneInfo {
  title: string
  rule: string
}

/** The locations of the play sheet (3-1-1) by their names in the rules. */
export const ZONES: Record<ZoneName, ZoneInfo> = {
  deck: { title: 'Deck', rule: '3-2' },
  resourceDeck: { title: 'Resource deck', rule: '3-3' },
  resourceArea: { title: 'Resource area', rule: '3-4' },
  battle: { title: 'Battle area', rule: '3-5' },
  shields: { title: 'Shields', rule: '3-6-4' },
  base: { title: 'Base section', rule: '3-6-3' },
  hand: { title: 'Hand', rule: '3-8' },
  trash: { title: 'Trash', rule: '3-9' },
  removal: { title: 'Removal area', rule: '3-7' },
}

/** The opponent's side: a goldfish that never acts (its Shields, 5-2-2, and EX Base, 5-2-3). */
export const GOLDFISH: ZoneInfo = { title: 'Goldfish (never acts)', rule: '5-2-2' }

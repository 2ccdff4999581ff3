// Set-up before the game (comprehensive rules 5-1, 5-2) up to the redraw decision.
import type { Card } from '~/schemas/card'
import { alsoNamedIn, pilotEffectName } from '../cards/link'
import { playtestMessage } from '../messages/en/playtest'
import type { PlaytestText } from '../messages/playtest'
import type { CardLookup } from '../cards/pool'
import { cardKey } from '../sim/compile'
import { Rng } from '../sim/rng'
import type { DeckInput } from '../rules/types'
import type { PlaytestRules } from './rules'
import { tokenMakes, type TokenCards } from './tokens'
import type { ApplyResult, LogEntry, PlayCard, PlayState } from './types'
import { refuse } from './draft'

export interface NewGameOptions {
  /** The deck (5-1-1), one entry per copy. */
  main: readonly Card[]
  /** The resource deck (5-1-1). */
  resource: readonly Card[]
  seed: number
  /** Player One (5-2-1-4): takes the first turn. */
  first: boolean
  /** The format's numbers (`playtestRules`): deck sizes, hand, Shields, redraw. */
  rules: PlaytestRules
  /** The card data's token cards by name, so a token an effect makes is its own card where the data has it. */
  tokenCards?: TokenCards
}

const MAIN_TYPES = new Set(['unit', 'pilot', 'command', 'base'])

export function toPlayCard(card: Card, id: string, tokenCards?: TokenCards): PlayCard {
  return {
    id,
    number: card.number,
    name: card.name,
    type: card.type,
    level: card.level,
    cost: card.cost,
    ap: card.ap,
    hp: card.hp,
    traits: [...card.traits],
    link: card.link ? card.link.refs.map((r) => ({ ...r })) : [],
    text: card.text,
    keywords: card.keywords.map((k) => ({ ...k })),
    pilotName: card.type === 'command' ? pilotEffectName(card.text) : null,
    alsoNamed: alsoNamedIn(card.text),
    makes: tokenMakes(card.text, tokenCards),
    token: false,
  }
}

/** The EX Base token: 0 AP, 3 HP (4-17-4-1). */
export function exBase(id: string): PlayCard {
  return {
    id,
    number: 'EX-BASE',
    name: 'EX Base',
    type: 'ex-base',
    level: null,
    cost: null,
    ap: 0,
    hp: 3,
    traits: [],
    link: [],
    text: playtestMessage({ code: 'token.ex-base-text', params: {} }),
    keywords: [],
    pilotName: null,
    alsoNamed: [],
    makes: [],
    token: true,
  }
}

/** Expand a deck list into one card per copy; unknown numbers are refused by name. */
export function deckCards(
  deck: Pick<DeckInput, 'main' | 'resource'>,
  lookup: CardLookup,
): { main: Card[]; resource: Card[] } | { refused: { rule: string; message: string } } {
  const expand = (entries: DeckInput['main']): Card[] | string => {
    const out: Card[] = []
    for (const e of entries) {
      const card = lookup(cardKey(e.printing ?? e.number))
      if (!card) return e.number
      for (let i = 0; i < e.count; i++) out.push(card)
    }
    return out
  }
  const main = expand(deck.main)
  if (typeof main === 'string') return { refused: refuse('5-2-1-1', { code: 'refused.unknown-card', params: { number: main, section: 'main' } }) }
  const resource = expand(deck.resource)
  if (typeof resource === 'string') return { refused: refuse('5-2-1-1', { code: 'refused.unknown-card', params: { number: resource, section: 'resource' } }) }
  return { main, resource }
}

/**
 * A new game up to the redraw decision: the deck and resource deck conform to 5-1 (5-2-1-1), the deck
 * is shuffled (5-2-1-2), the resource deck placed (5-2-1-3), first or second chosen (5-2-1-4) and five
 * cards drawn (5-2-1-5). `apply` with `redraw` or `keep` continues at 5-2-1-6.
 */
export function newGame(options: NewGameOptions): ApplyResult {
  const { main, resource, seed, first, rules } = options
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    return { refused: refuse('5-2-1-2', { code: 'refused.seed', params: { seed, max: 0xffffffff } }) }
  if (main.length !== rules.deckSize) return { refused: refuse('5-1-1', { code: 'refused.deck-size', params: { size: rules.deckSize, count: main.length } }) }
  if (resource.length !== rules.resourceDeckSize)
    return { refused: refuse('5-1-1', { code: 'refused.resource-deck-size', params: { size: rules.resourceDeckSize, count: resource.length } }) }
  if (rules.handSize + rules.shields > rules.deckSize)
    return { refused: refuse('5-2-2', { code: 'refused.opening-too-big', params: { hand: rules.handSize, shields: rules.shields, deck: rules.deckSize } }) }
  const wrongMain = main.find((c) => !MAIN_TYPES.has(c.type))
  if (wrongMain)
    return { refused: refuse('5-1-1-1', { code: 'refused.deck-card-type', params: { number: wrongMain.number, name: wrongMain.name, type: wrongMain.type } }) }
  const wrongResource = resource.find((c) => c.type !== 'resource')
  if (wrongResource)
    return {
      refused: refuse('5-1-1-4', {
        code: 'refused.resource-card-type',
        params: { number: wrongResource.number, name: wrongResource.name, type: wrongResource.type },
      }),
    }

  const cards: Record<string, PlayCard> = {}
  const deck = main.map((c, i) => {
    const id = `m${i + 1}`
    cards[id] = toPlayCard(c, id, options.tokenCards)
    return id
  })
  const resourceDeck = resource.map((c, i) => {
    const id = `r${i + 1}`
    cards[id] = toPlayCard(c, id)
    return id
  })
  const rng = Rng.fromSeed(seed)
  rng.shuffle(deck)
  const hand = deck.splice(0, rules.handSize)
  const dealt: [string, PlaytestText][] = [
    ['5-2-1-2', { code: 'setup.shuffled', params: {} }],
    ['5-2-1-3', { code: 'setup.resource-deck', params: {} }],
    ['5-2-1-4', { code: 'setup.player', params: { first } }],
    ['5-2-1-5', { code: 'setup.hand', params: { cards: rules.handSize } }],
  ]
  const log: LogEntry[] = dealt.map(([rule, said], i) => ({ seq: i + 1, turn: 0, rule, text: playtestMessage(said), code: said.code, params: said.params }))
  const state: PlayState = {
    version: 1,
    seed,
    rng: rng.state(),
    rules,
    first,
    turn: 0,
    phase: 'redraw',
    attacking: null,
    cards,
    zones: { deck, resourceDeck, resourceArea: [], battle: [], shields: [], base: null, hand, trash: [], removal: [] },
    opponent: { shields: 0, base: null, trash: 0, defeated: false },
    defeatedOnTurn: null,
    lost: null,
    log,
  }
  return { state, log }
}

/**
 * How the deck now differs from the one a game was dealt from, by card number (deck and resource deck;
 * tokens are not the deck's). A saved game of a deck edited since must say so and offer a new deal, never
 * pass its old cards off as the deck's.
 */
export function dealtDeckChanges(state: PlayState, deck: Pick<DeckInput, 'main' | 'resource'>): { added: number; removed: number } {
  const counts = new Map<string, number>()
  for (const e of [...deck.main, ...deck.resource]) counts.set(e.number, (counts.get(e.number) ?? 0) + e.count)
  for (const c of Object.values(state.cards)) if (!c.token && /^[mr]\d+$/.test(c.id)) counts.set(c.number, (counts.get(c.number) ?? 0) - 1)
  let added = 0
  let removed = 0
  for (const n of counts.values()) {
    if (n > 0) added += n
    else removed -= n
  }
  return { added, removed }
}

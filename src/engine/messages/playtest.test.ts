import { describe, expect, it } from 'vitest'
import { gcgRules, playtestCards } from '../testing/playtest'
import { newGame } from '../playtest/setup'
import { apply } from '../playtest/apply'
import { formatCount } from '../text/format'
import { ENGLISH_PLAYTEST_CODES, playtestMessage as english } from './en/playtest'
import { JAPANESE_PLAYTEST_CODES, playtestMessage as japanese } from './ja/playtest'
import type { PlaytestCode, PlaytestParams, PlaytestText } from './playtest'

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in PlaytestCode]: PlaytestParams[C] } = {
  'unplayable.deck-size': { format: 'Gundam Forge', min: 40, max: 60 },
  'unplayable.resource-deck': { format: 'Gundam War' },
  'unplayable.redraw': { format: 'Gundam War' },
  'setup.shuffled': {},
  'setup.resource-deck': {},
  'setup.player': { first: false },
  'setup.hand': { cards: 7 },
  'setup.shields': { shields: 12 },
  'setup.base-to-trash': { card: 'White Base' },
  'setup.ex-base': {},
  'setup.ex-resources': { count: 2 },
  'setup.opponent-ex-resource': {},
  'setup.goldfish-begins': {},
  'turn.start': { turn: 12, set: 3 },
  'turn.draw': { playerOneFirstTurn: true },
  'turn.resource-area-full': { max: 15 },
  'turn.resource-deck-empty': {},
  'turn.resource-placed': { card: 'Resource', inArea: 4 },
  'turn.main': {},
  'turn.cleanup': {},
  'turn.pass': {},
  'lose.no-card-to-draw': {},
  'lose.empty-after-draw': {},
  'lose.deck-empty': {},
  paid: { card: 'Gundam', resources: 3, removed: 1 },
  'token-removed': { card: 'EX Resource' },
  'trash-for-room': { card: 'Zaku Ⅱ', pilot: 'Char Aznable' },
  'manual.activate': { card: 'Resource' },
  'manual.rest': { card: 'Gundam' },
  'manual.boost': { card: 'Gundam', ap: 2, during: 'battle', now: 5 },
  'manual.base-destroyed': { amount: 3, base: 'EX Base' },
  'manual.base-damaged': { amount: 2, base: 'EX Base', hp: 1 },
  'manual.shield-destroyed': { amount: 1, hasBase: true, shields: 4 },
  'manual.move': { card: 'Gundam', from: 'pilot', to: 'deck', bottom: true },
  'manual.base-to-trash': { card: 'White Base' },
  'manual.pilot-moves': { card: 'Amuro Ray' },
  'menu.move': { to: 'shields' },
  'menu.boost': { during: 'battle' },
  'refused.no-such-location': { location: 'graveyard' },
  'refused.removed': { card: 'Zaku Ⅱ' },
  'undo.start-unreadable': { error: 'zones.hand: Invalid input' },
  'undo.action-unreadable': { action: 4 },
  'undo.action-refused': { action: 5, rule: '2-9-1' },
  'undo.no-match': {},
  kept: {},
  redrawn: { cards: 7 },
  'base-replaced': { card: 'White Base' },
  'deployed-base': { card: 'Side 7' },
  'deployed-unit': { card: 'Gundam', units: 3 },
  discarded: { card: 'Guntank', hand: 10 },
  paired: { card: 'Amuro Ray', asPilot: 'Amuro', unit: 'Gundam' },
  'link-unit': { card: 'Gundam', canAttack: true },
  'played-command': { card: 'Intercept', text: '【Main】 Draw 1.', tokens: true, battleAp: true },
  supported: { amount: 2, card: 'Guncannon', target: 'Gundam', now: 6 },
  'tokens.units': { card: 'Char', count: 2, rested: true, name: 'Zaku Ⅱ', ap: 1, hp: 1, number: 'T-001' },
  'tokens.ex-resources': { card: 'Supply', count: 1, rested: false, limited: true, exMax: 5, max: 15 },
  'turn.main-end': {},
  'turn.main-end-action': {},
  'turn.end-action': {},
  'turn.end-step': {},
  'turn.hand-step': { hand: 12, over: 2 },
  attack: { card: 'Gundam', ap: 4 },
  'battle.pass': {},
  'battle.end': {},
  'battle.no-unit': { card: 'Gundam' },
  'battle.zero-ap-base': { card: 'Ball', base: 'EX Base' },
  'battle.base-destroyed': { ap: 4, base: 'EX Base' },
  'battle.base-damaged': { ap: 2, base: 'EX Base', hp: 1 },
  'battle.zero-ap-shield': { card: 'Ball' },
  'battle.suppression-two': { ap: 3, shields: 2 },
  'battle.suppression-one': { ap: 3 },
  'battle.shield-destroyed': { ap: 3, shields: 5, unchecked: true },
  'battle.zero-ap-player': { card: 'Ball' },
  'battle.defeated': { ap: 4, turn: 6 },
  'status.setup': { first: true, canRedraw: true },
  'status.defeated': { turn: 7 },
  'status.lost': { message: 'Your deck has no cards.' },
  'status.turn': { turn: 3, gameTurn: 6, first: false, phase: 'hand-step', attacker: null, handLimit: 10 },
  'button.keep': {},
  'button.redraw': {},
  'button.pass': {},
  'button.end-main': {},
  'button.next-turn': {},
  'button.destroy-shield': {},
  'button.damage-base': {},
  'help.keep': { cards: 5 },
  'help.redraw': { cards: 5 },
  'help.pass': {},
  'help.end-main': {},
  'help.next-turn': { handLimit: 10 },
  'help.destroy-shield': {},
  'help.damage-base': { damage: 2 },
  'refused.game-over': {},
  'refused.not-begun': {},
  'refused.phase': { gate: 'deploy-unit', phase: 'hand-step' },
  'refused.level': { card: 'Gundam', level: 5, resources: 2 },
  'refused.pay-twice': {},
  'refused.pay-not-resource': { card: 'Guntank' },
  'refused.pay-rested': { card: 'Resource' },
  'refused.pay-count': { card: 'Gundam', cost: 3, chosen: 2 },
  'refused.pay-short': { card: 'Gundam', cost: 4, active: 1 },
  'refused.no-such-card': { id: 'm99' },
  'refused.not-in-hand': { card: 'Gundam', kind: 'unit' },
  'refused.wrong-type': { card: 'Amuro Ray', type: 'pilot', kind: 'unit' },
  'refused.not-an-action': { field: 'card', error: 'Invalid input: expected string' },
  'refused.cannot-perform': { error: 'no card m99' },
  'refused.nothing-to-undo': {},
  'refused.unknown-card': { number: 'GD99-001', section: 'resource' },
  'refused.seed': { seed: 5000000000, max: 4294967295 },
  'refused.deck-size': { size: 50, count: 40 },
  'refused.resource-deck-size': { size: 10, count: 9 },
  'refused.opening-too-big': { hand: 5, shields: 6, deck: 10 },
  'refused.deck-card-type': { number: 'R-001', name: 'Resource', type: 'resource' },
  'refused.resource-card-type': { number: 'GD01-001', name: 'Gundam', type: 'unit' },
  'refused.not-on-field': { card: 'Guntank' },
  'refused.already': { card: 'Gundam', rested: true },
  'refused.attack-under-way': {},
  'refused.not-a-unit': { card: 'Amuro Ray' },
  'refused.attacker-rested': { card: 'Gundam' },
  'refused.attacker-new': { card: 'Gundam' },
  'refused.ap-zero': {},
  'refused.no-battle': {},
  'refused.battle-full': { card: 'Gundam' },
  'refused.battle-not-full': { units: 3 },
  'refused.not-in-your-hand': { card: 'Gundam' },
  'refused.discard-more': { over: 2 },
  'refused.redraw-once': {},
  'refused.no-redraw': { format: 'Gundam Card Game' },
  'refused.zero-damage': {},
  'refused.no-base': {},
  'refused.no-shield': {},
  'refused.nothing-to-hit': {},
  'refused.pair-in-action-step': {},
  'refused.pair-not-a-unit': { card: 'Side 7' },
  'refused.already-paired': { card: 'Gundam', pilot: 'Amuro Ray' },
  'refused.no-attack': {},
  'refused.no-main-effect': { card: 'Intercept', hasAction: true },
  'refused.no-action-effect': { card: 'Draw' },
  'refused.no-enemy-unit': { card: 'Beam', choice: 'Choose 1 enemy Unit.' },
  'refused.no-support': { card: 'Gundam' },
  'refused.support-rested': { card: 'Guncannon' },
  'refused.support-self': {},
  'refused.not-friendly-unit': { card: 'Side 7' },
  'refused.no-such-token': { card: 'Char' },
  'refused.effect-not-seen': { card: 'Char', zone: 'hand' },
  'refused.battle-has-room': {},
  'refused.battle-full-tokens': { units: 2, tokens: 3 },
  'refused.ex-resources-full': { max: 5 },
  'refused.resource-area-full': { max: 15 },
}

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as PlaytestText)

/** The names and texts a message is given, and its counts: each as the language writes it, or as bare digits (a seed, a limit). */
function values(params: object, locale: string): string[][] {
  return Object.entries(params).flatMap(([key, v]) =>
    typeof v === 'number'
      ? [[formatCount(v, locale), String(v)]]
      : typeof v === 'string' && !['gate', 'phase', 'kind', 'type', 'zone', 'during', 'section', 'from', 'to'].includes(key)
        ? [[v]]
        : [],
  )
}

describe.each([
  { language: 'en', codes: ENGLISH_PLAYTEST_CODES, render: english, locale: 'en-US' },
  { language: 'ja', codes: JAPANESE_PLAYTEST_CODES, render: japanese, locale: 'ja-JP' },
])('the $language catalogue of the playtest', ({ codes, render, locale, language }) => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...codes].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a sentence with every name and count it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    for (const forms of values(text.params, locale))
      expect(
        forms.some((v) => message.includes(v)),
        `${message} has ${forms.join(' or ')}`,
      ).toBe(true)
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

describe('the playtest speaks in codes', () => {
  const f = playtestCards()
  const dealt = () => {
    const g = newGame({ main: f.main, resource: f.resources, seed: 3, first: true, rules: gcgRules() })
    if ('refused' in g) throw new Error(g.refused.message)
    return g.state
  }

  it('logs the set-up and the turn as codes, their English beside them', () => {
    const s = dealt()
    expect(s.log.map((e) => e.code)).toEqual(['setup.shuffled', 'setup.resource-deck', 'setup.player', 'setup.hand'])
    expect(s.log[3]).toMatchObject({ code: 'setup.hand', params: { cards: 5 }, text: 'Drew five cards: the starting hand.' })
    const kept = apply(s, { type: 'keep' })
    if ('refused' in kept) throw new Error(kept.refused.message)
    const turn = kept.log.find((e) => e.code === 'turn.start')
    expect(turn).toMatchObject({ rule: '6-2-2-1', params: { turn: 1, set: 0 }, text: 'Turn 1, start phase: set 0 rested cards active.' })
    expect(kept.log.find((e) => e.code === 'setup.shields')).toMatchObject({ params: { shields: 6 }, text: expect.stringContaining('the top six cards') })
    // Every entry with a code says what its English catalogue says.
    for (const e of [...s.log, ...kept.log].filter((x) => x.code !== undefined))
      expect(e.text).toBe(english({ code: e.code, params: e.params } as PlaytestText))
  })

  it('refuses with a code and its parameters', () => {
    const s = dealt()
    const r = apply(s, { type: 'end-turn' })
    expect(r).toEqual({ refused: { rule: '5-2-5', message: english({ code: 'refused.not-begun', params: {} }), code: 'refused.not-begun', params: {} } })
    const kept = apply(s, { type: 'keep' })
    if ('refused' in kept) throw new Error(kept.refused.message)
    const pilot = kept.state.zones.hand.find((id) => kept.state.cards[id]!.type !== 'unit')
    if (pilot) {
      const wrong = apply(kept.state, { type: 'deploy-unit', card: pilot })
      expect(wrong).toMatchObject({ refused: { code: expect.stringMatching(/^refused\./), params: expect.any(Object) } })
    }
  })
})

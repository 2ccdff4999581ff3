// Tokens and EX Resources from effects (4-17, Q12, Q102, Q103): the expected states are worked out from
// the rules. A token is a Unit like a real one (4-17-2-1) with Lv and cost 0 (4-17-2-3), counts toward the
// six Units (Q102, 10-4-2), is removed from the game when it goes anywhere but the field (4-17-2-4); an
// EX Resource is removed when used to pay (4-17-5-3), and a resource area holds at most 5 (3-4-2-1).
import { describe, expect, it } from 'vitest'
import type { Card } from '~/schemas/card'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { CardPool } from '../cards/pool'
import { card } from '../testing/builders'
import { apply, canAttackThisTurn, resourceCount } from './apply'
import { describeCard } from './describe'
import { gcgRules } from '../testing/playtest'
import { tokenMakes, type TokenCards } from './tokens'
import { parsePlayState, type PlayState } from './types'
import { Walk } from './walk'

const resource = card({ number: 'TK-R01', name: 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null, text: '' })
const filler = card({ number: 'TK01-099', name: 'Filler Unit', type: 'unit', level: 1, cost: 1, ap: 1, hp: 1 })
const gouf = card({
  number: 'TK01-009',
  name: 'Gouf Like',
  type: 'unit',
  level: 1,
  cost: 1,
  ap: 2,
  hp: 3,
  text: '【Deploy】Deploy 1 rested [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit token.',
})
const exCommand = card({ number: 'TK01-107', name: 'Place EX', type: 'command', level: 1, cost: 1, ap: null, hp: null, text: '【Main】Place 1 EX Resource.' })
const twoZaku = card({
  number: 'TK01-106',
  name: 'Two Zaku',
  type: 'command',
  level: 1,
  cost: 1,
  ap: null,
  hp: null,
  text: '【Main】Deploy 2 [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit tokens.',
})

/** Turn 1 as Player One, main phase, `cards` moved from the deck into the hand, `resources` Resources out. */
function game(cards: Card[], resources = 3, tokenCards?: TokenCards): { w: Walk; ids: string[] } {
  const main = [...cards, ...Array.from({ length: 50 - cards.length }, () => filler)]
  const w = new Walk({ main, resource: Array.from({ length: 10 }, () => resource), seed: 7, first: true, rules: gcgRules(), tokenCards })
  w.do({ type: 'keep' })
  while (w.state.zones.resourceArea.length < resources) w.do({ type: 'move', card: w.state.zones.resourceDeck[0]!, to: 'resourceArea' })
  const ids = cards.map((c) => {
    const id = [...w.state.zones.hand, ...w.state.zones.deck, ...w.state.zones.shields].find((i) => w.state.cards[i]!.number === c.number)!
    if (!w.state.zones.hand.includes(id)) w.do({ type: 'move', card: id, to: 'hand' })
    return id
  })
  return { w, ids }
}

const tokens = (s: PlayState) => s.zones.battle.filter((u) => s.cards[u.id]!.type === 'unit-token')

describe('tokens read from card text (4-17-1)', () => {
  it('reads a rested Unit token with its traits and stats (ST03-009 shape), an EX Resource (ST02-002 shape) and alternatives (ST04-012 shape)', () => {
    expect(tokenMakes(gouf.text)).toEqual([
      { kind: 'unit', count: 1, rested: true, number: null, name: 'Zaku Ⅱ', traits: ['Zeon'], ap: 1, hp: 1, text: '', keywords: [] },
    ])
    expect(tokenMakes('【Deploy】Place 1 EX Resource.')).toEqual([{ kind: 'ex-resource', count: 1, rested: false }])
    expect(tokenMakes('Place 1 rested EX Resource.')).toEqual([{ kind: 'ex-resource', count: 1, rested: true }])
    const strike = tokenMakes(
      '【Main】If you have no (Earth Alliance) Unit tokens in play, deploy 1 [Sword Strike Gundam]((Earth Alliance)･AP4･HP2･<Blocker>) or 1 [Launcher Strike Gundam]((Earth Alliance)･AP2･HP4･<Blocker>) Unit token.',
    )
    expect(strike.map((m) => (m.kind === 'unit' ? [m.name, m.ap, m.hp, m.keywords] : m.kind))).toEqual([
      ['Sword Strike Gundam', 4, 2, [{ keyword: 'Blocker', value: null }]],
      ['Launcher Strike Gundam', 2, 4, [{ keyword: 'Blocker', value: null }]],
    ])
    // Reading about tokens is not making them.
    expect(tokenMakes('When you place an EX Resource, choose 1 of your Unit tokens.')).toEqual([])
  })
})

describe('Unit tokens on the field (4-17-2)', () => {
  it('the deployed Gouf offers its token; the token enters rested, Lv and cost 0, and cannot attack this turn (2-11-4)', () => {
    const { w, ids } = game([gouf])
    w.do({ type: 'deploy-unit', card: ids[0]! })
    const offer = describeCard(w.state, ids[0]!).find((o) => o.action.type === 'create-token')
    expect(offer).toMatchObject({ label: 'Deploy 1 rested [Zaku Ⅱ] (AP1 HP1) Unit token', rule: '4-17-1', refused: null })
    w.do(offer!.action)
    const [token] = tokens(w.state)
    expect(token).toMatchObject({ rested: true, damage: 0, pilot: null, enteredTurn: 1 })
    expect(w.state.cards[token!.id]).toMatchObject({ name: 'Zaku Ⅱ', type: 'unit-token', level: 0, cost: 0, ap: 1, hp: 1, traits: ['Zeon'], token: true })
    expect(w.counts().units).toBe(2)
    expect(canAttackThisTurn(w.state, token!.id)).toBe(false)
    expect(w.state.log.at(-1)!.rule).toBe('4-17-1')
  })

  it('a token that leaves the field is removed from the game, not put in the trash (4-17-2-4), and the saved game still reads', () => {
    const { w, ids } = game([gouf])
    w.do({ type: 'deploy-unit', card: ids[0]! }).do({ type: 'create-token', source: ids[0]!, make: 0 })
    const token = tokens(w.state)[0]!.id
    const trash = w.state.zones.trash.length
    w.do({ type: 'move', card: token, to: 'trash' })
    expect(w.state.zones.trash.length).toBe(trash)
    expect(w.state.zones.battle.map((u) => u.id)).toEqual([ids[0]])
    expect(w.state.log.at(-1)).toMatchObject({ rule: '4-17-2-4' })
    expect(parsePlayState(JSON.parse(JSON.stringify(w.state))).ok).toBe(true)
    // Gone from the game: it cannot be moved again.
    expect(w.refused({ type: 'move', card: token, to: 'battle' })?.rule).toBe('4-17-2-4')
  })

  it('a Command makes its tokens once played (from the trash); in the hand its effect has not happened', () => {
    const { w, ids } = game([twoZaku])
    expect(w.refused({ type: 'create-token', source: ids[0]!, make: 0 })?.rule).toBe('4-17-1')
    w.do({ type: 'play-command', card: ids[0]! })
    w.do({ type: 'create-token', source: ids[0]!, make: 0 })
    expect(tokens(w.state).map((u) => u.rested)).toEqual([false, false])
    expect(new Set(tokens(w.state).map((u) => u.id)).size).toBe(2)
  })

  it('tokens count toward the six Units (Q102): with the battle area full one Unit goes to the trash to make room (10-4-2)', () => {
    const { w, ids } = game([gouf], 7)
    const fillers = w.state.zones.hand.filter((i) => w.state.cards[i]!.number === filler.number)
    while (fillers.length < 5) fillers.push(w.fetch('Filler Unit'))
    for (const f of fillers.slice(0, 5)) w.do({ type: 'deploy-unit', card: f })
    w.do({ type: 'move', card: ids[0]!, to: 'battle' })
    expect(w.counts().units).toBe(6)
    expect(w.refused({ type: 'create-token', source: ids[0]!, make: 0 })?.rule).toBe('10-4-2-2')
    const options = describeCard(w.state, ids[0]!).filter((o) => o.action.type === 'create-token')
    expect(options).toHaveLength(6)
    const trashed = fillers[0]!
    w.do({ type: 'create-token', source: ids[0]!, make: 0, replace: [trashed] })
    expect(w.counts().units).toBe(6)
    expect(w.state.zones.trash).toContain(trashed)
    expect(tokens(w.state)).toHaveLength(1)
  })
})

describe('EX Resources placed by effects (4-17-5, Q12)', () => {
  it('a played Command places an EX Resource: one more Resource for Lv. (2-8-1), removed from the game when it pays a cost (4-17-5-3)', () => {
    const { w, ids } = game([exCommand, filler], 1)
    w.do({ type: 'play-command', card: ids[0]! })
    expect(w.counts()).toMatchObject({ resources: 1, activeResources: 0 })
    w.do({ type: 'create-token', source: ids[0]!, make: 0 })
    expect(w.counts()).toMatchObject({ resources: 2, activeResources: 1 })
    const ex = w.state.zones.resourceArea.at(-1)!.id
    expect(w.state.cards[ex]).toMatchObject({ type: 'ex-resource', token: true })
    expect(resourceCount(w.state)).toBe(2)
    const unit = w.state.zones.hand.find((i) => w.state.cards[i]!.number === filler.number)!
    w.do({ type: 'deploy-unit', card: unit })
    expect(w.state.zones.resourceArea.map((r) => r.id)).not.toContain(ex)
    expect(w.state.zones.trash).not.toContain(ex)
    expect(w.counts()).toMatchObject({ resources: 1 })
    expect(w.state.log.find((e) => e.rule === '2-9-1' && e.text.includes('removed from the game (4-17-5-3)'))).toBeDefined()
  })

  it('a resource area holds at most five EX Resources (3-4-2-1)', () => {
    const { w, ids } = game([exCommand], 1)
    w.do({ type: 'play-command', card: ids[0]! })
    for (let i = 0; i < 5; i++) w.do({ type: 'create-token', source: ids[0]!, make: 0 })
    expect(w.state.zones.resourceArea.filter((r) => w.state.cards[r.id]!.type === 'ex-resource')).toHaveLength(5)
    expect(w.refused({ type: 'create-token', source: ids[0]!, make: 0 })?.rule).toBe('3-4-2-1')
  })

  it('a game saved before tokens were read gets them from the card text when loaded, and its Gouf makes its token', () => {
    const { w, ids } = game([gouf])
    w.do({ type: 'deploy-unit', card: ids[0]! })
    const saved = JSON.parse(JSON.stringify(w.state)) as { cards: Record<string, Record<string, unknown>> }
    for (const c of Object.values(saved.cards)) delete c.makes
    const back = parsePlayState(saved)
    if (!back.ok) throw new Error(back.error)
    expect(back.state.cards[ids[0]!]!.makes).toHaveLength(1)
    expect(back.state.cards[ids[0]!]!.makes).toEqual(w.state.cards[ids[0]!]!.makes)
    const made = apply(back.state, { type: 'create-token', source: ids[0]!, make: 0 })
    if ('refused' in made) throw new Error(made.refused.message)
    expect(tokens(made.state)).toHaveLength(1)
  })
})

describe.skipIf(!hasShared)(`every card of the pool that makes a token or an EX Resource ${NEEDS_SHARED}`, () => {
  const pool = new CardPool(importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards)
  const named: TokenCards = (name) => pool.named(name)
  // Found independently of the reader: the text deploys a Unit token or places a number of EX Resources.
  const makers = pool.cards.filter(
    (c) => c.type !== 'unit-token' && (/[Dd]eploy \d+ [^.]*\bUnit tokens?\b/.test(c.text) || /[Pp]lace \d+ (?:rested )?EX Resources?/.test(c.text)),
  )

  it('ST03-009, ST01-015, ST04-012 and ST02-002 make the tokens the data has as cards', () => {
    const makes = (n: string) => tokenMakes(pool.lookup(n)!.text, named).map((m) => (m.kind === 'unit' ? `${m.number} ${m.name} ${m.ap}/${m.hp}` : m.kind))
    expect(makes('ST03-009')).toEqual(['T-007 Zaku Ⅱ 1/1'])
    expect(makes('ST01-015')).toEqual(['T-001 Gundam 3/3', 'T-002 Guncannon 2/2', 'T-003 Guntank 1/1'])
    expect(makes('ST04-012')).toEqual(['T-008 Aile Strike Gundam 3/3', 'T-010 Sword Strike Gundam 4/2', 'T-009 Launcher Strike Gundam 2/4'])
    expect(makes('ST02-002')).toEqual(['ex-resource'])
  })

  it(`each one's menu makes its tokens on the field (${'4-17-1'}), a Unit token with the stats its text gives`, () => {
    expect(makers.length).toBeGreaterThan(40)
    console.log(`token makers in the pool: ${makers.length}`)
    // The reader finds tokens in exactly these cards, no others.
    const read = pool.cards.filter((c) => c.type !== 'unit-token' && tokenMakes(c.text).length > 0).map((c) => c.number)
    expect(read).toEqual(makers.map((c) => c.number))
    const failures: string[] = []
    for (const maker of makers) {
      const { w, ids } = game([maker], 3, named)
      const id = ids[0]!
      w.do({ type: 'move', card: id, to: maker.type === 'unit' ? 'battle' : maker.type === 'base' ? 'base' : 'trash' })
      const offers = describeCard(w.state, id).filter((o) => o.action.type === 'create-token')
      if (offers.length === 0) failures.push(`${maker.number}: no token offered`)
      for (const o of offers) {
        const r = apply(w.state, o.action)
        if ('refused' in r) {
          failures.push(`${maker.number} ${o.label}: ${r.refused.rule} ${r.refused.message}`)
          continue
        }
        const made = Object.keys(r.state.cards).filter((k) => !(k in w.state.cards))
        const make = w.state.cards[id]!.makes[o.action.type === 'create-token' ? o.action.make : -1]!
        if (made.length !== make.count) failures.push(`${maker.number} ${o.label}: ${made.length} made`)
        for (const t of made) {
          const c = r.state.cards[t]!
          const wanted = make.kind === 'unit' ? { type: 'unit-token', name: make.name, ap: make.ap, hp: make.hp } : { type: 'ex-resource' }
          if (!Object.entries(wanted).every(([k, v]) => (c as Record<string, unknown>)[k] === v)) failures.push(`${maker.number}: ${JSON.stringify(c)}`)
          const onField = r.state.zones.battle.some((u) => u.id === t) || r.state.zones.resourceArea.some((f) => f.id === t)
          if (!onField) failures.push(`${maker.number}: ${t} is not on the field`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})

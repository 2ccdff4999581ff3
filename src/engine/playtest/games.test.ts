// Two full goldfish games from fixed seeds. Every expected count below is worked out from the rules
// (5-2, 6-2..6-6, 7-6-2), not read back from the engine; the seed only decides which cards come up.
import { describe, expect, it } from 'vitest'
import { gcgRules, playtestCards } from '../testing/playtest'
import { Walk } from './walk'

const f = playtestCards()

/** The counts of every location; the player's own six Shields and empty removal area never change here. */
function counts(o: {
  deck: number
  hand: number
  resourceDeck: number
  resources: number
  active: number
  units: number
  pilots: number
  base: string | null
  trash: number
  oppShields: number
  oppBaseHp: number | null
}) {
  return {
    deck: o.deck,
    resourceDeck: o.resourceDeck,
    resources: o.resources,
    activeResources: o.active,
    units: o.units,
    pilots: o.pilots,
    shields: 6,
    base: o.base,
    hand: o.hand,
    trash: o.trash,
    removal: 0,
    opponentShields: o.oppShields,
    opponentBaseHp: o.oppBaseHp,
  }
}

describe('goldfish game 1: seed 1, Player One, keeps the hand', () => {
  it('plays to a win on turn 5, every step counted by the rules', () => {
    const w = new Walk({ main: f.main, resource: f.resources, seed: 1, first: true, rules: gcgRules() })
    // 5-2-1-5: five cards drawn from the shuffled 50.
    expect(w.state.phase).toBe('redraw')
    expect(w.state.zones.hand).toHaveLength(5)
    expect(w.state.zones.deck).toHaveLength(45)
    expect(w.names(w.state.zones.hand).sort()).toEqual(['Action Command', 'Main Command', 'Newtype Pilot', 'Unit Lv1', 'Unit Lv1'])

    // Keep (5-2-1-6), six Shields (5-2-2), EX Base (5-2-3); Player One gets no EX Resource (5-2-4).
    // Turn 1: start, draw 1 (Q15), one Resource active (6-4-1): deck 50-5-6-1 = 38, hand 6.
    w.do({ type: 'keep' })
    expect(w.state.turn).toBe(1)
    expect(w.state.phase).toBe('main')
    expect(w.counts()).toEqual(
      counts({ deck: 38, hand: 6, resourceDeck: 9, resources: 1, active: 1, units: 0, pilots: 0, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: 3 }),
    )
    expect(w.state.log.map((e) => e.rule)).toEqual([
      '5-2-1-2',
      '5-2-1-3',
      '5-2-1-4',
      '5-2-1-5',
      '5-2-1-6',
      '5-2-2',
      '5-2-3',
      '5-2-4',
      '6-2-2-1',
      '6-3-1',
      '6-4-1',
      '6-5-1',
    ])

    const unitA = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unitA }) // Lv.1 <= 1 Resource (2-8-1), cost 1 rests it (2-9-1)
    expect(w.counts()).toEqual(
      counts({ deck: 38, hand: 5, resourceDeck: 9, resources: 1, active: 0, units: 1, pilots: 0, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: 3 }),
    )
    expect(w.refused({ type: 'attack', unit: unitA })?.rule).toBe('2-11-4')
    expect(w.refused({ type: 'play-command', card: w.hand('Main Command') })?.rule).toBe('2-9-1')
    w.do({ type: 'end-turn' })

    // Turn 2: all active (6-2-2-1), draw, second Resource.
    expect(w.state.turn).toBe(2)
    expect(w.counts()).toEqual(
      counts({ deck: 37, hand: 6, resourceDeck: 8, resources: 2, active: 2, units: 1, pilots: 0, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: 3 }),
    )
    expect(w.state.zones.battle[0]!.rested).toBe(false)
    w.attack(unitA) // 2 AP to the EX Base first (7-6-2-3, Q32): 3 HP -> 1
    expect(w.counts().opponentBaseHp).toBe(1)
    expect(w.state.zones.battle[0]!.rested).toBe(true)
    const unitB = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unitB })
    w.do({ type: 'pair', card: w.hand('Ace'), unit: unitB }) // Unit Lv1 has no link condition: not a Link Unit
    expect(w.counts()).toEqual(
      counts({ deck: 37, hand: 4, resourceDeck: 8, resources: 2, active: 0, units: 2, pilots: 1, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: 1 }),
    )
    expect(w.refused({ type: 'attack', unit: unitB })?.rule).toBe('2-11-4')
    w.do({ type: 'end-turn' })

    // Turn 3.
    expect(w.counts()).toEqual(
      counts({ deck: 36, hand: 5, resourceDeck: 7, resources: 3, active: 3, units: 2, pilots: 1, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: 1 }),
    )
    w.attack(unitA) // 2 damage destroys the EX Base (1 HP left); the excess does not reach a Shield (4-5-5)
    expect(w.counts()).toMatchObject({ opponentShields: 6, opponentBaseHp: null })
    w.attack(unitB) // 2 + Ace's 1 AP (2-3-4-4): the top Shield is destroyed (7-6-2-4)
    expect(w.counts()).toMatchObject({ opponentShields: 5 })
    w.do({ type: 'play-command', card: w.hand('Main Command') }) // to the trash (2-3-5-2)
    w.do({ type: 'pair', card: w.hand('Newtype Pilot'), unit: unitA }) // a rested Unit can be paired
    const unitC = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unitC })
    expect(w.counts()).toEqual(
      counts({ deck: 36, hand: 2, resourceDeck: 7, resources: 3, active: 0, units: 3, pilots: 2, base: 'EX Base', trash: 1, oppShields: 5, oppBaseHp: null }),
    )
    w.do({ type: 'end-turn' })

    // Turn 4.
    expect(w.counts()).toEqual(
      counts({ deck: 35, hand: 3, resourceDeck: 6, resources: 4, active: 4, units: 3, pilots: 2, base: 'EX Base', trash: 1, oppShields: 5, oppBaseHp: null }),
    )
    w.attack(unitA) // 2 + 2 AP
    w.attack(unitB)
    w.attack(unitC)
    expect(w.counts().opponentShields).toBe(2)
    const unitD = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: unitD })
    const action = w.hand('Action Command')
    expect(w.refused({ type: 'play-command', card: action })?.rule).toBe('11-2-3-2') // 【Action】 only
    w.do({ type: 'end-main' })
    w.do({ type: 'play-command', card: action }) // in the end phase's action step (6-6-2, 8-3-1)
    expect(w.counts()).toEqual(
      counts({ deck: 35, hand: 1, resourceDeck: 6, resources: 4, active: 2, units: 4, pilots: 2, base: 'EX Base', trash: 2, oppShields: 2, oppBaseHp: null }),
    )
    w.do({ type: 'end-turn' })

    // Turn 5: two Shields left, then no Base and no Shield: battle damage defeats the opponent (7-6-2-2).
    expect(w.counts()).toEqual(
      counts({ deck: 34, hand: 2, resourceDeck: 5, resources: 5, active: 5, units: 4, pilots: 2, base: 'EX Base', trash: 2, oppShields: 2, oppBaseHp: null }),
    )
    w.do({ type: 'deploy-unit', card: w.hand('Trait Linker Lv3') }) // Lv.3 <= 5, cost 2
    w.attack(unitA)
    w.attack(unitB)
    expect(w.counts().opponentShields).toBe(0)
    expect(w.state.defeatedOnTurn).toBeNull()
    w.attack(unitC)
    expect(w.state.opponent.defeated).toBe(true)
    expect(w.state.defeatedOnTurn).toBe(5)
    expect(w.state.phase).toBe('over')
    expect(w.state.log.at(-1)!.rule).toBe('7-6-2-2')
    expect(w.refused({ type: 'attack', unit: unitD })?.rule).toBe('1-2-1')
    expect(w.counts()).toEqual(
      counts({ deck: 34, hand: 1, resourceDeck: 5, resources: 5, active: 3, units: 5, pilots: 2, base: 'EX Base', trash: 2, oppShields: 0, oppBaseHp: null }),
    )
    // Every card is somewhere: 50 + 10 + the EX Base token.
    const z = w.state.zones
    const placed = [
      ...z.deck,
      ...z.resourceDeck,
      ...z.resourceArea.map((r) => r.id),
      ...z.battle.flatMap((u) => [u.id, ...(u.pilot ? [u.pilot] : [])]),
      ...z.shields,
      ...(z.base ? [z.base.id] : []),
      ...z.hand,
      ...z.trash,
      ...z.removal,
    ]
    expect(new Set(placed).size).toBe(61)
  })
})

describe('goldfish game 2: seed 5, Player Two, redraws', () => {
  it('uses the EX Resource, links on the turn of deployment and wins on turn 4', () => {
    const w = new Walk({ main: f.main, resource: f.resources, seed: 5, first: false, rules: gcgRules() })
    const firstHand = [...w.state.zones.hand]
    // 5-2-1-6-1: the hand goes to the bottom, five new cards, then a shuffle; 6 Shields; EX Base;
    // Player Two's EX Resource (5-2-4); the goldfish's turn 1 (5-2-5); our turn 1 draws and places a Resource.
    w.do({ type: 'redraw' })
    expect(w.state.zones.hand.slice(0, 5)).not.toEqual(firstHand)
    expect(w.state.log.map((e) => e.rule)).toEqual([
      '5-2-1-2',
      '5-2-1-3',
      '5-2-1-4',
      '5-2-1-5',
      '5-2-1-6-1',
      '5-2-2',
      '5-2-3',
      '5-2-4',
      '5-2-5',
      '6-2-2-1',
      '6-3-1',
      '6-4-1',
      '6-5-1',
    ])
    expect(w.refused({ type: 'redraw' })?.rule).toBe('5-2-1-6')
    expect(w.counts()).toEqual(
      counts({ deck: 38, hand: 6, resourceDeck: 9, resources: 2, active: 2, units: 0, pilots: 0, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: 3 }),
    )
    expect(w.names(w.state.zones.hand).sort()).toEqual(['Ace', 'Linker Lv2', 'Linker Lv2', 'Linker Lv2', 'Unit Lv1', 'Unit Lv1'])

    // Lv.2 with one Resource and the EX Resource (Q25); the real Resource pays first.
    const linkerA = w.hand('Linker Lv2')
    w.do({ type: 'deploy-unit', card: linkerA })
    expect(w.counts()).toMatchObject({ resources: 2, activeResources: 1, units: 1, hand: 5 })
    // The Ace is paid with the EX Resource, which is removed from the game (4-17-5-3, Q26).
    w.do({ type: 'pair', card: w.hand('Ace'), unit: linkerA })
    expect(w.state.log.at(-1)!.rule).toBe('6-5-2-3-2')
    expect(w.counts()).toEqual(
      counts({ deck: 38, hand: 4, resourceDeck: 9, resources: 1, active: 0, units: 1, pilots: 1, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: 3 }),
    )
    // A Link Unit attacks on the turn it is deployed (2-11-4): 3 + 1 AP destroys the 3 HP EX Base.
    w.attack(linkerA)
    expect(w.counts()).toMatchObject({ opponentShields: 6, opponentBaseHp: null })
    w.do({ type: 'end-turn' })

    // Turn 2: the EX Resource is gone, so two Resources.
    expect(w.counts()).toEqual(
      counts({ deck: 37, hand: 5, resourceDeck: 8, resources: 2, active: 2, units: 1, pilots: 1, base: 'EX Base', trash: 0, oppShields: 6, oppBaseHp: null }),
    )
    const linkerB = w.hand('Linker Lv2')
    w.do({ type: 'deploy-unit', card: linkerB })
    w.do({ type: 'pair', card: w.hand('Ace'), unit: linkerB })
    w.attack(linkerA)
    w.attack(linkerB)
    expect(w.counts()).toEqual(
      counts({ deck: 37, hand: 3, resourceDeck: 8, resources: 2, active: 0, units: 2, pilots: 2, base: 'EX Base', trash: 0, oppShields: 4, oppBaseHp: null }),
    )
    w.do({ type: 'end-turn' })

    // Turn 3: Lv.4 needs four Resources (2-8-1).
    expect(w.counts()).toEqual(
      counts({ deck: 36, hand: 4, resourceDeck: 7, resources: 3, active: 3, units: 2, pilots: 2, base: 'EX Base', trash: 0, oppShields: 4, oppBaseHp: null }),
    )
    expect(w.refused({ type: 'deploy-unit', card: w.hand('Unit Lv4') })?.rule).toBe('2-8-1')
    const smallA = w.hand('Unit Lv1')
    w.do({ type: 'deploy-unit', card: smallA })
    w.do({ type: 'deploy-unit', card: w.hand('Unit Lv1') })
    w.attack(linkerA)
    w.attack(linkerB)
    expect(w.refused({ type: 'attack', unit: smallA })?.rule).toBe('2-11-4')
    expect(w.counts()).toEqual(
      counts({ deck: 36, hand: 2, resourceDeck: 7, resources: 3, active: 1, units: 4, pilots: 2, base: 'EX Base', trash: 0, oppShields: 2, oppBaseHp: null }),
    )
    w.do({ type: 'end-turn' })

    // Turn 4.
    expect(w.counts()).toEqual(
      counts({ deck: 35, hand: 3, resourceDeck: 6, resources: 4, active: 4, units: 4, pilots: 2, base: 'EX Base', trash: 0, oppShields: 2, oppBaseHp: null }),
    )
    w.do({ type: 'deploy-unit', card: w.hand('Unit Lv4') })
    w.attack(linkerA)
    w.attack(linkerB)
    w.attack(smallA)
    expect(w.state.defeatedOnTurn).toBe(4)
    expect(w.counts()).toEqual(
      counts({ deck: 35, hand: 2, resourceDeck: 6, resources: 4, active: 1, units: 5, pilots: 2, base: 'EX Base', trash: 0, oppShields: 0, oppBaseHp: null }),
    )
  })

  it('the same seed plays the same game; another seed deals another hand', () => {
    const a = new Walk({ main: f.main, resource: f.resources, seed: 5, first: false, rules: gcgRules() }).do({ type: 'redraw' })
    const b = new Walk({ main: f.main, resource: f.resources, seed: 5, first: false, rules: gcgRules() }).do({ type: 'redraw' })
    const c = new Walk({ main: f.main, resource: f.resources, seed: 6, first: false, rules: gcgRules() }).do({ type: 'redraw' })
    expect(b.state).toEqual(a.state)
    expect(c.state.zones.deck).not.toEqual(a.state.zones.deck)
  })
})

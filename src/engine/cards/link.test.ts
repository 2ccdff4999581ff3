// The one link rule (2-11) on made-up cards: each case is a sentence of the rules or of a card's text.
import { describe, expect, it } from 'vitest'
import type { LinkRef } from '~/schemas/card'
import { alsoNamedIn, meetsLink, pairingOf, pilotEffectName, satisfiesRef, type PairableCard } from './link'

const pilot = (name: string, extra: Partial<PairableCard> = {}): PairableCard => ({ type: 'pilot', name, text: '', traits: [], ...extra })
const named = (name: string): LinkRef => ({ kind: 'pilot', name })
const trait = (t: string): LinkRef => ({ kind: 'trait', trait: t })
const links = (ref: LinkRef | LinkRef[], card: PairableCard) => {
  const p = pairingOf(card)
  return p !== null && (Array.isArray(ref) ? meetsLink(ref, p) : satisfiesRef(ref, p))
}

describe('the names a card text gives', () => {
  it('2-2-4: "This card\'s name is also treated as [X]" gives X, and nothing else does', () => {
    expect(alsoNamedIn("This card's name is also treated as [Test Ace].\n\n【Burst】Add this card to your hand.")).toEqual(['Test Ace'])
    expect(alsoNamedIn("This card's name is also treated as [One] and [Two].")).toEqual(['One', 'Two'])
    expect(alsoNamedIn('【When Paired】Choose 1 [Test Ace] card in your trash.')).toEqual([])
    expect(alsoNamedIn('')).toEqual([])
  })

  it("2-3-5-4-1: a Command's 【Pilot】 effect names the Pilot it becomes", () => {
    expect(pilotEffectName('【Main】Draw 1.\n【Pilot】[Test Ace (XY)]')).toBe('Test Ace (XY)')
    expect(pilotEffectName('【Main】Draw 1.')).toBeNull()
  })
})

describe('2-11: which paired card satisfies a link condition', () => {
  it('2-11-1: a Pilot named in the condition satisfies it; another name does not', () => {
    expect(links(named('Test Ace'), pilot('Test Ace'))).toBe(true)
    expect(links(named('Test Ace'), pilot('test  ace'))).toBe(true) // case and spacing, as names compare everywhere
    expect(links(named('Test Ace'), pilot('Test Rookie'))).toBe(false)
  })

  it('a parenthesised suffix the card data adds is set aside: "Test Ace (Neo)" satisfies [Test Ace]', () => {
    expect(links(named('Test Ace'), pilot('Test Ace (Neo)'))).toBe(true)
    // The suffix of a condition is part of the name asked for: a Pilot without it does not satisfy it.
    expect(links(named('Test Ace (Neo)'), pilot('Test Ace (Neo)'))).toBe(true)
    expect(links(named('Test Ace (Neo)'), pilot('Test Ace'))).toBe(false)
    expect(links(named('Test Ace (Neo)'), pilot('Test Ace (Old)'))).toBe(false)
  })

  it('2-2-2 / 2-2-3: only a suffix is set aside; a longer name holding the name asked for does not satisfy it', () => {
    expect(links(named('Test Ace'), pilot('Test Ace & Test Rookie'))).toBe(false)
    expect(links(named('Test Ace'), pilot('Test Acer'))).toBe(false)
    expect(links(named('Ace'), pilot('Test Ace'))).toBe(false)
  })

  it('2-2-4: a name the Pilot is also treated as satisfies the condition, as its own name still does', () => {
    const alias = pilot('Test Mask', { text: "This card's name is also treated as [Test Ace]." })
    expect(links(named('Test Ace'), alias)).toBe(true)
    expect(links(named('Test Mask'), alias)).toBe(true)
    expect(links(named('Test Ace'), pilot('Test Mask', { text: "This card's name is also treated as [Test Ace].", alsoNamed: [] }))).toBe(false) // stored names win
  })

  it('6-5-2-3-5: a Command pairs as the Pilot its 【Pilot】 effect names, suffix set aside too; one without it cannot pair', () => {
    const command = (text: string): PairableCard => ({ type: 'command', name: 'Test Order', text, traits: ['Test Crew'] })
    expect(links(named('Test Ace'), command('【Main】Draw 1.\n【Pilot】[Test Ace]'))).toBe(true)
    expect(links(named('Test Ace'), command('【Main】Draw 1.\n【Pilot】[Test Ace (XY)]'))).toBe(true)
    expect(links(trait('Test Crew'), command('【Pilot】[Test Ace]'))).toBe(true) // traits as a Pilot's
    expect(pairingOf(command('【Main】Draw 1.'))).toBeNull()
    expect(pairingOf({ type: 'unit', name: 'Test Ace', text: '', traits: [] })).toBeNull()
  })

  it('2-11-1: a (trait) condition is satisfied by a Pilot with the trait, and "/" alternatives by any one', () => {
    expect(links(trait('Newtype'), pilot('Test Rookie', { traits: ['Earth Federation', 'Newtype'] }))).toBe(true)
    expect(links(trait('Newtype'), pilot('Newtype'))).toBe(false) // a name is not a trait
    expect(links([named('Test Ace'), trait('Newtype')], pilot('Test Rookie', { traits: ['Newtype'] }))).toBe(true)
    expect(links([named('Test Ace'), trait('Newtype')], pilot('Test Rookie'))).toBe(false)
    expect(links([], pilot('Test Ace'))).toBe(false) // no condition, no Link Unit
  })
})

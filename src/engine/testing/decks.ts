// Deck-list test material: a hand-made pool whose names are built to trip readers (brackets,
// dashes, commas, Roman numerals, names that look like numbers, shared names) and a fast-check
// generator of legal decks over it.
import fc from 'fast-check'
import type { Card } from '~/schemas/card'
import type { DeckEntry } from '~/schemas/deck'
import type { DeckSections } from '../decklist/write'
import { card, pool } from './builders'

const TRICKY_NAMES = [
  'Gundam',
  'Gundam (MA Form)',
  'Zaku Ⅱ',
  "Char's Zaku Ⅱ",
  'Guncannon (108) & Guncannon (109)',
  'Orga, Crot, and Shani',
  "Zaku (Four Snake Eyes') [YETI] (GQ)",
  'Messer Type-F02',
  'Gundam NT-1',
  '01 Gundam',
  'Side 7',
  'G-Fighter',
  'Psycho Gundam Mk-Ⅱ',
  'Gundam X',
  '-Minus Start',
  '=Equals Card',
  'Pipe | Name',
  'Sideboard',
  'Main deck',
  'Ξ Gundam',
]

function withPrintings(c: Card, n: number): Card {
  return {
    ...c,
    printings: Array.from({ length: n + 1 }, (_, i) => ({ id: i === 0 ? c.number : `${c.number}_p${i}`, rarity: 'C', set: c.set, imageUrl: null })),
  }
}

/** 40 blue and white main-deck cards, 2 Resources, a few Gundam War style numbers. */
export function decklistPool() {
  const types = ['unit', 'pilot', 'command', 'base'] as const
  const numbers = Array.from({ length: 34 }, (_, i) => `TD0${1 + (i % 3)}-${String(i + 1).padStart(3, '0')}`)
  numbers.push('U-S1', 'CH-W4', 'G-Z112', 'SP-1', 'U-347', 'TD01-1000')
  const mains = numbers.map((number, i) =>
    withPrintings(card({ number, name: TRICKY_NAMES[i % TRICKY_NAMES.length]!, color: i % 2 ? 'blue' : 'white', type: types[i % 4]! }), i % 3),
  )
  const resources = ['TR-001', 'TR-002'].map((number, i) =>
    withPrintings(card({ number, name: i ? 'Resource Ⅱ' : 'Resource', type: 'resource', color: null, level: null, cost: null, ap: null, hp: null }), 1),
  )
  const cards = [...mains, ...resources]
  return { cards, pool: pool(cards), mains, resources }
}

/** One of the card's printings, the base print as null. */
function pickPrinting(c: Card, k: number): string | null {
  const id = c.printings[k % c.printings.length]!.id
  return id === c.number ? null : id
}

/** Legal decks (gcg-open): 50 main cards, at most 4 of a number, 10 Resources, up to 10 sideboard. */
export function legalDeckArbitrary(mains: readonly Card[], resources: readonly Card[]): fc.Arbitrary<DeckSections> {
  return fc
    .record({
      chosen: fc.shuffledSubarray([...mains], { minLength: 18, maxLength: 30 }),
      seeds: fc.array(fc.nat(1000), { minLength: 60, maxLength: 60 }),
      resourceSplit: fc.integer({ min: 0, max: 10 }),
      sideboardSize: fc.integer({ min: 0, max: 4 }),
    })
    .map(({ chosen, seeds, resourceSplit, sideboardSize }) => {
      const sideCards = chosen.slice(0, sideboardSize)
      const mainCards = chosen.slice(sideboardSize)
      const counts = mainCards.map(() => 1)
      let left = 50 - counts.length
      for (let i = 0; left > 0; i++) {
        // Walk the cards from a seeded start so a full card (4 copies) never stalls the fill.
        const j = (seeds[i % seeds.length]! + i) % counts.length
        const add = Math.min(left, 4 - counts[j]!, 1 + (seeds[(i + 1) % seeds.length]! % 3))
        counts[j]! += add
        left -= add
      }
      const main: DeckEntry[] = []
      mainCards.forEach((c, i) => {
        const printing = pickPrinting(c, seeds[i]!)
        // Sometimes split a number's copies over two printings, as players do with parallels.
        if (counts[i]! > 1 && printing && seeds[i]! % 2 === 0) {
          main.push({ number: c.number, printing: null, count: 1 }, { number: c.number, printing, count: counts[i]! - 1 })
        } else main.push({ number: c.number, printing, count: counts[i]! })
      })
      const resource: DeckEntry[] = []
      if (resourceSplit > 0) resource.push({ number: resources[0]!.number, printing: null, count: resourceSplit })
      if (resourceSplit < 10) resource.push({ number: resources[1]!.number, printing: `${resources[1]!.number}_p1`, count: 10 - resourceSplit })
      const sideboard: DeckEntry[] = sideCards.map((c, i) => ({ number: c.number, printing: pickPrinting(c, seeds[50 + i]!), count: 1 + (seeds[40 + i]! % 2) }))
      return { main, resource, sideboard }
    })
}

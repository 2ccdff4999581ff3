import { describe, expect, it } from 'vitest'
import { getFormat } from '../formats/registry'
import { card } from '../testing/builders'
import { addCopies, changePrinting, defaultSection, emptyDeckCards, moveCopies, moveTargets, setCount, totalIn } from './edit'

const g = { number: 'GD01-001', printing: null }
const p1 = { number: 'GD01-001', printing: 'GD01-001_p1' }

describe('deck edits', () => {
  it('adds and removes copies, dropping a line at 0, never mutating the input', () => {
    const a = emptyDeckCards()
    const b = addCopies(a, 'main', g, 2)
    expect(a.main).toEqual([])
    expect(b.main).toEqual([{ number: 'GD01-001', printing: null, count: 2 }])
    expect(addCopies(b, 'main', g, -5).main).toEqual([])
    expect(setCount(b, 'main', g, 150).main[0]!.count).toBe(99)
  })

  it('moves copies between sections', () => {
    const a = addCopies(emptyDeckCards(), 'main', g, 4)
    const b = moveCopies(a, 'main', 'sideboard', g, 1)
    expect([totalIn(b, 'main'), totalIn(b, 'sideboard')]).toEqual([3, 1])
    expect(moveCopies(b, 'main', 'sideboard', g).main).toEqual([])
  })

  it('changes printing, merging with an existing line of that printing', () => {
    const a = addCopies(addCopies(emptyDeckCards(), 'main', g, 3), 'main', p1, 1)
    const b = changePrinting(a, 'main', g, 'GD01-001_p1')
    expect(b.main).toEqual([{ number: 'GD01-001', printing: 'GD01-001_p1', count: 4 }])
  })

  it('sends Resources to the resource deck by default (5-1-1-4)', () => {
    const gcg = getFormat('gcg')!
    expect(defaultSection(card({ type: 'resource' }), gcg)).toBe('resource')
    expect(defaultSection(card({ type: 'unit' }), gcg)).toBe('main')
    expect(defaultSection(card({ type: 'resource' }), getFormat('gundam-war')!)).toBe('main')
  })
})

describe('deckColors', async () => {
  const { deckColors } = await import('./summary')
  const { pool } = await import('../testing/builders')
  it('lists colors by card count, colorless left out', () => {
    const p = pool([card({ number: 'A-1', color: 'red' }), card({ number: 'B-1', color: 'blue' }), card({ number: 'C-1', color: null })])
    const cards = {
      main: [
        { number: 'A-1', printing: null, count: 1 },
        { number: 'B-1', printing: null, count: 3 },
        { number: 'C-1', printing: null, count: 4 },
      ],
      resource: [],
      sideboard: [],
    }
    expect(deckColors(cards, p.lookup)).toEqual(['blue', 'red'])
  })
})

describe('where a line may be moved', () => {
  const gcg = getFormat('gcg')!
  it('offers a Unit or Pilot the sideboard, never the resource deck', () => {
    expect(moveTargets(card({ number: 'GD01-001', type: 'unit' }), gcg, 'main')).toEqual(['sideboard'])
    expect(moveTargets(card({ number: 'GD01-088', type: 'pilot' }), gcg, 'sideboard')).toEqual(['main'])
  })
  it('offers a Resource the resource deck and the sideboard, never the main deck', () => {
    expect(moveTargets(card({ number: 'R-001', type: 'resource' }), gcg, 'main')).toEqual(['resource', 'sideboard'])
    expect(moveTargets(card({ number: 'R-001', type: 'resource' }), gcg, 'resource')).toEqual(['sideboard'])
  })
  it('lets a card the pool does not know go to any section the format has', () => {
    expect(moveTargets(undefined, gcg, 'main')).toEqual(['resource', 'sideboard'])
  })
})

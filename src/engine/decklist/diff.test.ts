import { describe, expect, it } from 'vitest'
import { diffDecks } from './diff'

describe('diffDecks', () => {
  it('lists added, removed and changed lines per section', () => {
    const a = {
      main: [
        { number: 'A-1', printing: null, count: 4 },
        { number: 'B-1', printing: null, count: 2 },
      ],
      resource: [],
      sideboard: [],
    }
    const b = {
      main: [
        { number: 'A-1', printing: null, count: 3 },
        { number: 'A-1', printing: 'A-1_p1', count: 1 },
      ],
      resource: [],
      sideboard: [{ number: 'B-1', printing: null, count: 2 }],
    }
    expect(diffDecks(a, b)).toEqual([
      { section: 'main', number: 'A-1', printing: null, before: 4, after: 3 },
      { section: 'main', number: 'B-1', printing: null, before: 2, after: 0 },
      { section: 'main', number: 'A-1', printing: 'A-1_p1', before: 0, after: 1 },
      { section: 'sideboard', number: 'B-1', printing: null, before: 0, after: 2 },
    ])
    expect(diffDecks(a, a)).toEqual([])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sizeProblem, utf8Length } from './limits'
import { formatBytes } from './text/format'
import { FUZZ_RUNS } from '../../tests/fuzz'

describe('input limits', () => {
  it('measures UTF-8 length as an encoder would, without encoding', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (s) => {
        expect(utf8Length(s)).toBe(new TextEncoder().encode(s).length)
      }),
      { numRuns: FUZZ_RUNS },
    )
    expect(utf8Length('\ud800')).toBe(3) // a lone surrogate is written as U+FFFD
  })

  it('says how big the input is and what the limit is', () => {
    expect(sizeProblem('cards.json', 150 * 1024 * 1024, 100 * 1024 * 1024)).toBe('cards.json is 150 MB; the limit is 100 MB')
    expect(sizeProblem('deck.txt', 10, 100)).toBeNull()
    expect(sizeProblem('deck.txt', 1024 * 1024 + 1, 1024 * 1024)).toBe('deck.txt is over the limit of 1 MB')
    expect(formatBytes(1536)).toBe('2 KB')
    expect(formatBytes(80)).toBe('80 bytes')
  })
})

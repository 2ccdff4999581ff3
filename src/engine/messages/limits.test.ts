import { describe, expect, it } from 'vitest'
import { sizeText } from '../limits'
import { catalogue } from '.'

const MB = 1024 * 1024

describe('an input over its size limit, in each language', () => {
  it('is a code with the name and both sizes, fitting inputs none', () => {
    expect(sizeText('cards.json', 150 * MB, 100 * MB)).toEqual({ code: 'size.over', params: { what: 'cards.json', bytes: 150 * MB, limit: 100 * MB } })
    expect(sizeText('deck.txt', 10, 100)).toBeNull()
  })

  it('says both sizes, or "over the limit" when they read alike', () => {
    const big = sizeText('cards.json', 150 * MB, 100 * MB)!
    const just = sizeText('deck.txt', MB + 1, MB)!
    expect(catalogue('en').limit(big)).toBe('cards.json is 150 MB; the limit is 100 MB')
    expect(catalogue('ja').limit(big)).toBe('cards.jsonは150 MBです。上限は100 MBです')
    expect(catalogue('en').limit(just)).toBe('deck.txt is over the limit of 1 MB')
    expect(catalogue('ja').limit(just)).toBe('deck.txtは上限の1 MBを超えています')
  })
})

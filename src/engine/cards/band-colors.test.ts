import { describe, expect, it } from 'vitest'
import { bandColor, bandTextColor, contrastRatio } from './band-colors'

describe('card color bands', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
  })

  it('gives every band a text color at WCAG AA (4.5:1) or better, white cards included', () => {
    for (const color of ['blue', 'green', 'red', 'white', 'purple', 'black', 'brown', null, 'a-color-from-a-new-set']) {
      expect(contrastRatio(bandColor(color), bandTextColor(color)), String(color)).toBeGreaterThanOrEqual(4.5)
    }
    expect(bandTextColor('white')).not.toBe('#ffffff')
  })
})

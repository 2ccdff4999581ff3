import { describe, expect, it } from 'vitest'
import { allowedNow, cardImageUrl } from './useCardImage'

const printing = { id: 'GD01-001_p1', imageUrl: 'https://www.gundam-gcg.com/en/images/cards/card/GD01-001_p1.webp' }

describe('which image a printing shows', () => {
  it("shows the card data's own image by default", () => {
    expect(cardImageUrl({ showImages: true, imageUrlTemplate: '' }, 'GD01-001', printing)).toBe(printing.imageUrl)
  })
  it('lets a template override it, with the printing and number filled in', () => {
    expect(cardImageUrl({ showImages: true, imageUrlTemplate: 'https://img.example/{number}/{printing}.png' }, 'GD01-001', printing)).toBe(
      'https://img.example/GD01-001/GD01-001_p1.png',
    )
  })
  it('shows none when images are off, or when the data has none and no template is set', () => {
    expect(cardImageUrl({ showImages: false, imageUrlTemplate: 'https://img.example/{printing}.png' }, 'GD01-001', printing)).toBeNull()
    expect(cardImageUrl({ showImages: true, imageUrlTemplate: '' }, 'GD01-001', { id: 'X-1', imageUrl: null })).toBeNull()
  })
})

describe('an image host this page does not allow yet', () => {
  const inForce = ['https://www.gundam-gcg.com']
  it('is not asked for until the reload applies it (the drawn card shows)', () => {
    expect(allowedNow(printing.imageUrl, inForce)).toBe(true)
    expect(allowedNow('http://127.0.0.1:8080/a.png', inForce)).toBe(false)
  })
  it('leaves relative URLs, and a page with no added policy, to the browser', () => {
    expect(allowedNow('/cards/a.png', inForce)).toBe(true)
    expect(allowedNow('http://127.0.0.1:8080/a.png', null)).toBe(true)
  })
})

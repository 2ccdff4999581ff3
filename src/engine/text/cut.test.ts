import { describe, expect, it } from 'vitest'
import { cutText, SHOWN_TEXT_MAX } from './cut'

describe('cutText', () => {
  it('leaves a text of up to the limit whole', () => {
    expect(cutText('Gundam')).toBe('Gundam')
    const exactly = 'x'.repeat(SHOWN_TEXT_MAX)
    expect(cutText(exactly)).toBe(exactly)
    expect(cutText('')).toBe('')
  })

  it('cuts a longer text at the limit, saying its whole length in characters', () => {
    const name = 'Ｘ'.repeat(1_048_576)
    expect(cutText(name)).toBe(`${'Ｘ'.repeat(SHOWN_TEXT_MAX)}…(1,048,576 characters)`)
    expect(cutText('abcdef', 3)).toBe('abc…(6 characters)')
  })

  it('counts and cuts by characters, never splitting a pair of UTF-16 units', () => {
    const emoji = '😀'.repeat(10)
    expect(emoji.length).toBe(20)
    expect(cutText(emoji, 10)).toBe(emoji)
    expect(cutText(emoji, 3)).toBe('😀😀😀…(10 characters)')
    expect(cutText(`a${'😀'.repeat(4)}`, 2)).toBe('a😀…(5 characters)')
  })
})

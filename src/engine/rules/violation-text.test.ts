import { describe, expect, it } from 'vitest'
import { violationSentence } from './violation-text'

describe('a violation in plain words', () => {
  it('leaves the rule reference the message ends with to the list, which shows it beside the sentence', () => {
    expect(violationSentence({ message: 'Three colors: white 34, red 16, blue 2; at most two are allowed (5-1-1-2)', ref: '5-1-1-2' })).toBe(
      'Three colors: white 34, red 16, blue 2; at most two are allowed',
    )
  })
  it('keeps a message that does not end with its reference whole, starting with a capital', () => {
    expect(violationSentence({ message: 'banned: GD01-001 (Ban list, 2025-01-01)', ref: 'banlist' })).toBe('Banned: GD01-001 (Ban list, 2025-01-01)')
  })
})

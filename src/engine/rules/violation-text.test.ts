import { describe, expect, it } from 'vitest'
import { violationRef, violationSentence } from './violation-text'

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

describe('a violation reference as the player reads it', () => {
  it("leaves a ban list's name and date out of the sentence: the reference under it says them", () => {
    const ref = 'Banned/Restricted Cards, 2026-09-25 (gundam-gcg.com/en/news/01_279.html)'
    const message = 'Banned: GD01-020 Anksha may not be played (Banned/Restricted Cards, 2026-09-25)'
    expect(violationSentence({ rule: 'banned', message, ref })).toBe('Banned: GD01-020 Anksha may not be played')
    expect(violationSentence({ rule: 'copy-limit', message, ref })).toBe(message)
  })
  it('cites a ban list by its date, linking to where it was published', () => {
    const ref = 'Banned/Restricted Cards, 2026-09-25 (gundam-gcg.com/en/news/01_279.html)'
    expect(violationRef({ rule: 'banned', ref })).toEqual({ text: 'Ban list 2026-09-25', full: ref, href: 'https://gundam-gcg.com/en/news/01_279.html' })
  })
  it("links the list's own page when the exception also cites the exempt deck's page", () => {
    const ref = 'Banned/Restricted Cards, 2026-09-25 (gundam-gcg.com/en/news/01_279.html; list from gundam-gcg.com/en/decks/deck-005.php)'
    expect(violationRef({ rule: 'ban-list-exception', ref }).href).toBe('https://gundam-gcg.com/en/news/01_279.html')
  })
  it('gives no link for a source that is no address, and leaves rule numbers as they are', () => {
    const forge = violationRef({ rule: 'banned', ref: 'Forge banned list, 2025-06-01 (Gundam Forge rules v1.0, Tournament Rules)' })
    expect(forge).toMatchObject({ text: 'Ban list 2025-06-01', href: null })
    expect(violationRef({ rule: 'copy-limit', ref: '5-1-1-3, Q3, Q4' })).toEqual({ text: '5-1-1-3, Q3, Q4', full: '5-1-1-3, Q3, Q4', href: null })
  })
})

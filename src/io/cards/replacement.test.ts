import { describe, expect, it } from 'vitest'
import { card } from '~/engine/testing/builders'
import { checkReplacement, noCardsMessage, replacementQuestion } from './replacement'

const numbers = (n: number, prefix = 'GD01') => Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`)
const result = (cardNumbers: readonly string[], skipped = 0, imported = cardNumbers.length) => ({
  cards: cardNumbers.map((number) => card({ number })),
  imported,
  skipped,
})

describe('checkReplacement: when new card data may replace the stored cards without asking', () => {
  it('asks when a mostly broken file would replace 1,075 cards with 1', () => {
    const check = checkReplacement(new Set(numbers(1075)), result(['GD01-001'], 10))
    expect(check).toMatchObject({ action: 'ask', current: 1075, next: 1, dropped: 1074, read: 1, skipped: 10 })
    expect(check.reasons).toEqual(['1,074 of your 1,075 cards are not in the new data.', 'Only 1 record could be read; 10 could not.'])
    expect(replacementQuestion(check)).toBe('This file would replace 1,075 cards with 1 (10 records could not be read).')
  })

  it('replaces an update that adds cards and drops none', () => {
    expect(checkReplacement(new Set(numbers(1075)), result(numbers(1200))).action).toBe('replace')
  })

  it('replaces when at most a small share (5 %) of the stored cards would go; asks above it', () => {
    const current = new Set(numbers(100))
    expect(checkReplacement(current, result(numbers(100).slice(5))).action).toBe('replace')
    const six = checkReplacement(current, result(numbers(100).slice(6)))
    expect(six.action).toBe('ask')
    expect(six.reasons).toEqual(['6 of your 100 cards are not in the new data.'])
  })

  it('asks when fewer records were read than skipped, even if no stored card would go', () => {
    const check = checkReplacement(new Set(numbers(3)), result(numbers(3), 4))
    expect(check.action).toBe('ask')
    expect(check.reasons).toEqual(['Only 3 records could be read; 4 could not.'])
    expect(checkReplacement(new Set(numbers(3)), result(numbers(3), 3)).action).toBe('replace')
  })

  it('counts card numbers, not printings: parallels of a stored card keep it', () => {
    const check = checkReplacement(new Set(['GD01-001']), {
      cards: [
        card({
          number: 'GD01-001',
          printings: [
            { id: 'GD01-001', rarity: null, set: null, imageUrl: null },
            { id: 'GD01-001_p1', rarity: null, set: null, imageUrl: null },
          ],
        }),
      ],
      imported: 2,
      skipped: 0,
    })
    expect(check).toMatchObject({ action: 'replace', dropped: 0, next: 1 })
  })

  it('never asks when nothing is stored: there is nothing to lose', () => {
    expect(checkReplacement(new Set(), result(['GD01-001'], 10)).action).toBe('replace')
  })

  it('says a question without a skip count when every record was read', () => {
    expect(replacementQuestion(checkReplacement(new Set(numbers(3)), result(['X-1'])), 'The download')).toBe('The download would replace 3 cards with 1.')
  })
})

describe('noCardsMessage', () => {
  const issue = (record: number | null, line: number | null, field: string | null, message: string) => ({ record, line, field, message })

  it('names up to three problems with their record or line and field, and how many more', () => {
    const errors = [
      issue(0, null, 'level', 'not a whole number'),
      issue(null, 4, null, 'not valid JSON'),
      issue(2, null, 'name', 'empty'),
      issue(3, null, 'hp', 'x'),
      issue(4, null, 'ap', 'y'),
    ]
    expect(noCardsMessage({ errors })).toBe(
      'No cards could be read, so nothing was changed. The first 3 problems: record 1, field “level”: not a whole number; line 4: not valid JSON; record 3, field “name”: empty. And 2 more problems.',
    )
  })

  it('names a single problem as it is, without a doubled full stop', () => {
    expect(noCardsMessage({ errors: [issue(null, null, null, 'cards.txt: unrecognised card file.')] })).toBe(
      'No cards could be read, so nothing was changed. The problem: cards.txt: unrecognised card file.',
    )
  })
})

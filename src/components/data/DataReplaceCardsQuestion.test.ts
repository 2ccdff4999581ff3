import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { checkReplacement, replacementQuestion } from '~/io/cards/replacement'
import { card } from '~/engine/testing/builders'
import DataReplaceCardsQuestion from './DataReplaceCardsQuestion.vue'

describe('DataReplaceCardsQuestion', () => {
  it('asks plainly, lists the first three problems with record and field, and answers with either button', async () => {
    const errors = Array.from({ length: 5 }, (_, i) => ({ record: i + 1, line: null, field: 'level', message: `bad level ${i}` }))
    const result = { source: 'gcg-api' as const, cards: [card({ number: 'GD01-001' })], imported: 1, skipped: 5, printings: 1, errors, files: [] }
    const check = checkReplacement(new Set(['GD01-001', 'GD01-002', 'GD01-003']), result)
    const w = mount(DataReplaceCardsQuestion, {
      props: {
        pending: {
          question: replacementQuestion(check),
          check,
          result,
          meta: { source: 'gcg-api', label: 'cards.json', version: null, builtAt: null, url: null, attribution: null },
        },
        busy: false,
      },
    })
    expect(w.get('h3').text()).toBe('This file would replace 3 cards with 1 (5 records could not be read).')
    expect(w.findAll('[data-testid="replace-problems"] li').map((li) => li.text())).toEqual([
      'record 2, field “level”: bad level 0',
      'record 3, field “level”: bad level 1',
      'record 4, field “level”: bad level 2',
    ])
    expect(w.text()).toContain('… and 2 more.')
    await w.get('[data-testid="keep-cards"]').trigger('click')
    await w.get('[data-testid="replace-anyway"]').trigger('click')
    expect(Object.keys(w.emitted())).toEqual(expect.arrayContaining(['keep', 'replace']))
  })
})

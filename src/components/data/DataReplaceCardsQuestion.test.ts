import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import { importCardsCsv } from '~/io/cards/csv'
import { checkReplacement, replacementQuestionText } from '~/io/cards/replacement'
import { card } from '~/engine/testing/builders'
import { catalogue } from '~/engine/messages'
import DataReplaceCardsQuestion from './DataReplaceCardsQuestion.vue'

describe('DataReplaceCardsQuestion', () => {
  afterEach(() => showLanguage('en'))

  it('asks plainly, lists the first three problems with record and field, and answers with either button', async () => {
    const errors = Array.from({ length: 5 }, (_, i) => ({ record: i + 1, line: null, field: 'level', message: `bad level ${i}` }))
    const result = { source: 'gcg-api' as const, cards: [card({ number: 'GD01-001' })], imported: 1, skipped: 5, printings: 1, errors, files: [] }
    const check = checkReplacement(new Set(['GD01-001', 'GD01-002', 'GD01-003']), result)
    const w = mount(DataReplaceCardsQuestion, {
      props: {
        pending: {
          question: replacementQuestionText(check),
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

  it('in Japanese: the question, the reasons and the problems from their codes', async () => {
    await showLanguage('ja')
    const result = { ...importCardsCsv('number,name,type\nGD01-001,,unit\nGD01-002,,unit\nGD01-003,Zaku,unit\n'), files: [] }
    const check = checkReplacement(new Set(['GD01-001', 'GD01-002', 'GD01-003', 'GD01-004']), result)
    const w = mount(DataReplaceCardsQuestion, {
      props: {
        pending: {
          question: replacementQuestionText(check, 'files'),
          check,
          result,
          meta: { source: 'csv', label: 'cards.csv', version: null, builtAt: null, url: null, attribution: null },
        },
        busy: false,
      },
    })
    expect(w.get('h3').text()).toBe(catalogue('ja').cards(replacementQuestionText(check, 'files')))
    expect(w.get('h3').text()).toMatch(/^これらのファイル/)
    expect(w.get('h3').text()).not.toMatch(/[A-Za-z]/)
    expect(w.findAll('.question__reasons li').map((li) => li.text())).toEqual([
      '今のカード4種類のうち3種類が、新しいデータにありません。',
      '読み込めたレコードは1件だけで、2件は読み込めませんでした。',
    ])
    expect(w.findAll('[data-testid="replace-problems"] li').map((li) => li.text())).toEqual([
      '2行目、項目「name」：カード名が空です',
      '3行目、項目「name」：カード名が空です',
    ])
  })
})

import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import { importCardsCsv } from '~/io/cards/csv'
import { noCardsText } from '~/io/cards/replacement'
import { catalogue } from '~/engine/messages'
import DataImportReport from './DataImportReport.vue'

describe('DataImportReport', () => {
  afterEach(() => showLanguage('en'))

  it('shows counts and each error with its line or record and field', () => {
    const w = mount(DataImportReport, {
      props: {
        report: {
          ok: true,
          words: { code: 'imported', params: { cards: 1, printings: 1, skipped: 2 } },
          result: {
            source: 'csv',
            cards: [],
            imported: 1,
            skipped: 2,
            printings: 1,
            files: [],
            errors: [
              { record: 1, line: 3, field: 'level', message: '"x" is not a whole number from 0 to 99' },
              { record: 4, line: null, field: 'card_type', message: 'unknown card type "WIZARD"' },
            ],
          },
        },
      },
    })
    expect(w.get('[data-testid="report-skipped"]').text()).toBe('2')
    // The English sentence as the store wrote it before it kept codes (the journeys wait for it).
    expect(w.get('.report__message').text()).toBe('Imported 1 cards (1 printings), 2 skipped.')
    const items = w.findAll('.report__errors li').map((li) => li.text())
    expect(items).toEqual(['line 3, field “level”: "x" is not a whole number from 0 to 99', 'record 5, field “card_type”: unknown card type "WIZARD"'])
  })

  it('lists a manifest beside the cards as read, with its version and build date, never as left out', () => {
    const files = [
      { name: 'cards.json', source: 'gcg-api' as const, imported: 1816, skipped: 0 },
      { name: 'manifest.json', source: 'manifest' as const, imported: 0, skipped: 0, manifest: { version: '20-52fe4fd', builtAt: '2026-08-17T06:59:17.270Z' } },
      { name: 'old.json', source: 'manifest' as const, imported: 0, skipped: 0, manifest: { version: null, builtAt: null } },
      { name: 'notes.txt', source: 'unknown' as const, imported: 0, skipped: 0 },
    ]
    const w = mount(DataImportReport, {
      props: {
        report: {
          ok: true,
          words: { code: 'imported', params: { cards: 1075, printings: 1816, skipped: 0 } },
          result: { source: 'gcg-api', cards: [], imported: 1816, skipped: 0, printings: 1816, files, errors: [] },
        },
      },
    })
    expect(w.get('.report__message').text()).toBe('Imported 1075 cards (1816 printings).')
    const lines = w.findAll('[data-testid="report-files"] li').map((li) => li.text())
    expect(lines[0]).toBe('cards.json: gcg-api, 1816 read, 0 skipped')
    expect(lines[1]).toMatch(/^manifest\.json: data set version 20-52fe4fd, built .*2026/)
    expect(lines[2]).toBe('old.json: read (it gives no data set version)')
    expect(lines[3]).toBe('notes.txt: not a card file, left out')
  })

  it('in Japanese: the report’s sentence from the store’s code, the counts’ headings in Japanese', async () => {
    await showLanguage('ja')
    const w = mount(DataImportReport, {
      props: {
        report: {
          ok: true,
          words: { code: 'imported', params: { cards: 2, printings: 3, skipped: 0 } },
          result: { source: 'csv', cards: [], imported: 2, skipped: 0, printings: 3, files: [], errors: [] },
        },
      },
    })
    expect(w.get('.report__message').text()).toBe('2\u00a0種類のカード（3\u00a0バージョン）を読み込みました。')
    expect(w.text()).not.toMatch(/Imported|cards|printings/)
  })

  it('in Japanese: each problem and its place from the reader’s code; one without a code as it was sent', async () => {
    await showLanguage('ja')
    const read = importCardsCsv('number,name,type,level\nGD01-001,Gundam,unit,x\n')
    const errors = [...read.errors, { record: null, line: null, field: null, message: 'sent by an older worker' }]
    const w = mount(DataImportReport, {
      props: { report: { ok: false, words: { code: 'no-cards', params: { text: noCardsText({ errors }) } }, result: { ...read, errors, files: [] } } },
    })
    expect(w.findAll('.report__errors li').map((li) => li.text())).toEqual([
      '2行目、項目「level」： 「x」は 0〜99 の整数ではありません',
      'sent by an older worker',
    ])
    // "No cards could be read" from the reader's code, in Japanese.
    expect(w.get('.report__message').text()).toBe(catalogue('ja').cards(noCardsText({ errors })))
    expect(w.get('.report__message').text()).not.toMatch(/No cards|nothing was changed/)
  })
})

import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import DataImportReport from './DataImportReport.vue'

describe('DataImportReport', () => {
  it('shows counts and each error with its line or record and field', () => {
    const w = mount(DataImportReport, {
      props: {
        report: {
          ok: true,
          message: 'Imported 1 cards (1 printings), 2 skipped.',
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
    const items = w.findAll('.report__errors li').map((li) => li.text())
    expect(items).toEqual(['line 3, field “level”: "x" is not a whole number from 0 to 99', 'record 5, field “card_type”: unknown card type "WIZARD"'])
  })
})

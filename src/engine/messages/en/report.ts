import { problemLines } from '../../event/report'
import { formatDigits, pluralForm } from '../../text/format'
import type { ReportCatalogue } from '../report'

/**
 * `gundeck validate`'s text report in English, as organisers and their scripts have read it: counts as
 * plain digits ("Checked 10000 lists"), verdicts in capitals padded to one width.
 */

const d = (n: number) => formatDigits(n)
const lists = (n: number) => `${d(n)} ${pluralForm(n, 'list')}`

const VERDICT = { legal: 'LEGAL      ', 'not-legal': 'NOT LEGAL  ', unchecked: 'UNCHECKED  ', unreadable: 'UNREADABLE ' } as const

export const REPORT: ReportCatalogue = {
  format: (p) => `Format: ${p.name} [${p.id}]`,
  'ban-list': (p) => (p.name === null ? 'Ban list: none' : `Ban list: ${p.name}, ${p.date} (${p.source})`),
  'ban-list.note': (p) => `Note: ${p.note}`,
  'card-pool': (p) => `Card pool: ${d(p.cards)} ${pluralForm(p.cards, 'card')}, ${d(p.printings)} ${pluralForm(p.printings, 'printing')}`,
  verdict: (p) => VERDICT[p.status],
  'list.sections': (p) =>
    `(main ${d(p.main)}, resource ${d(p.resource)}${p.assumed ? ' assumed' : ''}, sideboard ${d(p.sideboard)}${p.ex === null ? '' : `, EX and tokens ${d(p.ex)}`})`,
  'list.unreadable': () => '(no deck list could be read)',
  'list.unchecked': () => 'unchecked: it holds cards the card data does not know yet, so it cannot be fully checked until the card data is updated',
  severity: (p) => (p.severity === 'error' ? 'error  ' : 'warning'),
  'problem.lines': (p) => problemLines(p),
  summary: (p) =>
    `Checked ${lists(p.lists)}: ${d(p.legal)} legal, ${d(p.notLegal)} not legal${p.unchecked ? `, ${d(p.unchecked)} unchecked` : ''}${
      p.unreadable ? `, ${d(p.unreadable)} unreadable` : ''
    }`,
  'summary.assumed': (p) =>
    `Resource deck not given: the standard ${d(p.copies)} Resources (${d(p.copies)} x ${p.number}) were assumed for ${lists(p.lists)}; check ${pluralForm(
      p.lists,
      'its',
      'their',
    )} resource deck at the table (--no-assume-resources checks lists as written)`,
}

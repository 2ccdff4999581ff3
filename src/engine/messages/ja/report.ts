import type { ReportCatalogue } from '../report'
import { listed, n } from './terms'

/**
 * `gundeck validate`'s text report in Japanese. Verdicts are padded to one width on a terminal, where a
 * Japanese character takes two columns.
 */

const VERDICT = { legal: '使用可能   ', 'not-legal': '使用不可   ', unchecked: '未チェック ', unreadable: '読込不可   ' } as const

export const REPORT: ReportCatalogue = {
  format: (p) => `フォーマット：${p.name} [${p.id}]`,
  'ban-list': (p) => (p.name === null ? '禁止・制限リスト：なし' : `禁止・制限リスト：${p.name}、${p.date}（${p.source}）`),
  'ban-list.note': (p) => `注記：${p.note}`,
  'card-pool': (p) => `カードプール：カード${n(p.cards)}種、版${n(p.printings)}種`,
  verdict: (p) => VERDICT[p.status],
  'list.sections': (p) =>
    `（デッキ ${n(p.main)}、リソースデッキ ${n(p.resource)}${p.assumed ? '（みなし）' : ''}、サイドボード ${n(p.sideboard)}${
      p.ex === null ? '' : `、EX・トークン ${n(p.ex)}`
    }）`,
  'list.unreadable': () => '（デッキリストを読めませんでした）',
  'list.unchecked': () => '未チェック：カードデータにまだないカードを含むため、カードデータが更新されるまで完全にはチェックできません',
  severity: (p) => (p.severity === 'error' ? 'エラー' : '警告  '),
  // A reader's message that starts with its line (`4行目：`) names it already.
  'problem.lines': (p) => (p.lines.length > 0 && !/^[\d,]+行目/.test(p.message) ? ` [${listed(p.lines.map(n))}行目]` : ''),
  summary: (p) =>
    `${n(p.lists)}件のリストをチェックしました：使用可能 ${n(p.legal)}、使用不可 ${n(p.notLegal)}${p.unchecked ? `、未チェック ${n(p.unchecked)}` : ''}${
      p.unreadable ? `、読込不可 ${n(p.unreadable)}` : ''
    }`,
  'summary.assumed': (p) =>
    `リソースデッキが書かれていません：${n(p.lists)}件のリストで標準のリソース${n(p.copies)}枚（${p.number} ×${n(p.copies)}）とみなしました。対戦の場でリソースデッキを確認してください（--no-assume-resources は書かれたとおりにチェックします）`,
}

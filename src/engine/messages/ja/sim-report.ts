import type { Player } from '~/schemas/sim'
import { formatPercent } from '../../text/format'
import type { SimReportCatalogue } from '../sim-report'
import { JA, listed, n } from './terms'

/**
 * `gundeck simulate`'s text report in Japanese, in the Simulate page's words (locales/ja/simulate.ts):
 * 初手, 引き直し, キープ, 厳密計算, モンテカルロ法. The policy's table is padded to line up on a terminal,
 * where a Japanese character takes two columns.
 */

const percent = (p: number, digits = 4) => formatPercent(p, digits, JA)
const range = (iv: [number, number]) => (iv[0] === iv[1] ? percent(iv[0], 2) : `${percent(iv[0], 2)}〜${percent(iv[1], 2)}`)
const drawing = (hands: number[][]) => hands.map((h) => `（${h.map(n).join('枚、次に')}枚引く）`).join('')
const noRedraw = 'このフォーマットにはなし'

const PLAYER: Record<Player, string> = { first: '先攻', second: '後攻' }
const CHOICE = { keep: 'キープ', redraw: '引き直し', depends: 'カードによる' } as const

/** Columns on a terminal: two for a Japanese character (as report.test.ts counts them). */
const columns = (text: string) => [...text].reduce((w, c) => w + (/[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0)
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - columns(text)))

export const SIM_REPORT: SimReportCatalogue = {
  format: (p) => `フォーマット：${p.name} [${p.id}]（ゲームの準備：${p.ref}）`,
  deck: (p) => `デッキ：${p.file}、メインデッキ${n(p.cards)}枚`,
  opening: () => 'ゲームの準備：',
  'opening.part': (p) => `  ${p.text}（${p.ref}）`,
  condition: () => '条件（すべて満たす）：',
  'condition.group': (p) => `  ${listed(p.cards)}のうち${n(p.atLeast)}枚以上（デッキに${n(p.copies)}枚）`,
  'seen.opening': () => '見る範囲：初手のみ',
  'seen.by-turn': (p) => `見る範囲：最終的な手札と、${PLAYER[p.player]}のターン${n(p.turn)}のドローフェイズまでに引いた${n(p.draws)}枚（${p.ref}）`,
  'redraw.always': (p) => `引き直しa)：基本Gのない手札は、公開して必ず引き直す（${p.ref}）`,
  'redraw.never': () => '引き直し：しない',
  'redraw.optimal': (p) => `引き直し：最善の判断。各手札をキープ時と引き直し時の厳密な確率で決める${drawing(p.hands)}（${p.ref ?? noRedraw}）`,
  'redraw.if-miss': (p) => `引き直し：初手が条件を満たさなければ引き直す${drawing(p.hands)}（${p.ref ?? noRedraw}）`,
  'policy.sentence': (p) => `最善の判断：${p.sentence}。`,
  'policy.header': () => `  ${pad('手札（グループごとの枚数）', 26)}  ${pad('キープ時', 10)}  ${pad('引き直し時', 10)}  判断`,
  'policy.row': (p) =>
    `  ${pad(p.groups.map((c, g) => `G${n(g + 1)}:${n(c)}`).join(' '), 26)}  ${pad(range(p.keep), 10)}  ${pad(range(p.redraw), 10)}  ${CHOICE[p.choice]}`,
  exact: (p) => `厳密計算：      ${p.p === null ? '計算していません（グループの重なり方が多すぎます）' : percent(p.p)}`,
  // The seed as plain digits: it is typed back after --seed.
  'monte-carlo': (p) => `モンテカルロ法：${percent(p.p)} ± ${percent(p.stdError)}（±は標準誤差1つ分。${n(p.trials)}回の試行、シード ${p.seed}）`,
  'monte-carlo.not-run': () => 'モンテカルロ法：実行していません（--trials 0）',
}

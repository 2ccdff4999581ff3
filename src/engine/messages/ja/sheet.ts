import type { CardType } from '~/schemas/card'
import type { SheetCatalogue } from '../sheet'
import { TYPE_NAMES } from './terms'

/** A type's group as the game prints it (terms.ts); the basic resource as the rules name it (glossary/ja.md). */
const TYPES: Record<CardType | 'unknown', string> = { ...TYPE_NAMES, 'basic-resource': '基本リソース', unknown: '不明なカード' }

const SECTIONS = { main: 'メインデッキ', resource: 'リソースデッキ', sideboard: 'サイドボード', ex: 'EXカードとトークン' } as const

/** The registration sheet's words in Japanese (glossary/ja.md: デッキ登録用紙, 禁止・制限リスト, 使用可 / 使用不可). */
export const SHEET: SheetCatalogue = {
  title: 'デッキ登録用紙',
  titleOf: (deck) => `デッキ登録用紙：${deck}`,
  playerName: 'プレイヤー名',
  playerId: 'プレイヤーID',
  event: '大会名',
  date: '日付',
  meta: (p) => `フォーマット：${p.format} [${p.id}]。禁止・制限リスト：${p.banList ?? 'なし'}。`,
  section: (section, copies) => `${SECTIONS[section]}（${copies}）`,
  total: (section) => `${SECTIONS[section]}合計`,
  noneListed: '記載なし。',
  noSideboard: 'なし。',
  qty: '枚数',
  number: 'カードナンバー',
  name: 'カード名',
  unknownCard: '（不明なカード）',
  type: (type) => TYPES[type],
  group: (type, copies) => `${type}（${copies}）`,
  groupTotal: (type) => `${type} 合計`,
  check: 'デッキチェック',
  legal: '使用可',
  notLegal: '使用不可',
  problem: (p) => `${p.severity === 'error' ? 'エラー' : '注意'}（${p.ref}）：${p.message}`,
  noProblems: '問題はありません。',
  signature: 'プレイヤー署名',
  judge: 'ジャッジ／主催者',
}

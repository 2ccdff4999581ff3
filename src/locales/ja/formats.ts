import type { Messages } from '../en'

/** フォーマット名（glossary/ja.md）。 */
const formatNames: Messages['formatNames'] = {
  gcg: 'ガンダムカードゲーム（公式の禁止・制限リスト）',
  gcgOpen: 'ガンダムカードゲーム（オープン、禁止・制限リストなし）',
  forge: 'Gundam Forge（ベータ版）',
  gundamWar: 'ガンダムウォー（50枚デッキ）',
  gundamWarStarter: 'ガンダムウォー（30枚の構築済みデッキ）',
}

export default formatNames

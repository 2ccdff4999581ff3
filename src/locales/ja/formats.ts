import type { Messages } from '../en'

/** フォーマット名（glossary/ja.md）。スマートフォンの選択欄に収まる長さで。 */
const formatNames: Messages['formatNames'] = {
  gcg: 'ガンダムカードゲーム（禁止・制限あり）',
  gcgOpen: 'ガンダムカードゲーム（制限なし）',
  forge: 'Gundam Forge（ベータ版）',
  gundamWar: 'ガンダムウォー（50枚デッキ）',
  gundamWarStarter: 'ガンダムウォー（30枚の構築済み）',
}

export default formatNames

import type { QueryHelpCatalogue } from '../query'

/** The search syntax's help lines in Japanese. */
export const QUERY_HELP: QueryHelpCatalogue = {
  word: 'カード名またはカードナンバーに含まれる（すべての語が一致）',
  exact: 'この名前に完全一致',
  color: '色：blue（u）、green（g）、red（r）、white（w）、purple（p）、black（b）、colorless（c、none）。カンマで区切るといずれか',
  type: 'カードの種類：unit、pilot、command、base、resource、token、ex-base、ex-resource（先頭だけでも可：t:ex）',
  stat: '= != < <= > >= で比較（: は =）。その値を持たないカードは一致しません',
  name: 'カード名に含まれる',
  trait: '特徴に含まれる',
  link: 'リンク条件のパイロットまたは特徴に含まれる',
  set: 'カードのセット、そのバージョンのセット、またはカードナンバーの先頭',
  rarity: 'そのバージョンのレアリティ（LR、R、U、C、P。パラレルは LR+）',
  keyword: 'キーワード効果を持つ（先頭だけでも可）',
  text: 'カードテキストに含まれる',
  is: 'is:parallel（_pN のバージョン）、is:base、is:errata',
  game: 'ゲーム：gcg、gundam-war、forge',
  own: 'コレクション内のそのカードの枚数、全バージョンの合計（own: 1\u00a0枚以上、own:no 0\u00a0枚、own<4）。ownp: はそのバージョンのみ',
  missing: '自分のデッキに所持枚数より多く必要（missing>=2：2\u00a0枚以上不足）',
  not: '否定（含まない）',
  or: 'いずれか一方。並べた条件はすべて一致が必要（and は or より優先）',
  group: 'グループ化',
}

import type { QueryCatalogue, QueryCode, QueryText } from '../query'
import { listed, n } from './terms'

/**
 * The card search's messages in Japanese. The search language's own words (`c:`, `t:pilot`, `or`) stay
 * as they are typed; the game's terms are the glossary's (特徴, リンク条件, キーワード効果, カードナンバー).
 */
const COLORS = 'blue（u）、green（g）、red（r）、white（w）、purple（p）、black（b）、colorless（c、none）のいずれかを使ってください'
const TYPES = 'unit、pilot、command、base、resource、token（unit-token）、ex-base、ex-resource のいずれかを使ってください。特徴は trait: で検索します'
const COUNT_EXAMPLES = { own: 'own:（1枚以上）、own:no、own>=4', ownp: 'ownp:（1枚以上）、ownp:no、ownp>=4', missing: 'missing:（1枚以上不足）、missing>=2' }

const MESSAGES: QueryCatalogue = {
  'minus.space': () => "'-' は直後の条件を否定します。-t:pilot のように空白を入れずに書いてください",
  'minus.alone': () => "'-' の後に否定する条件がありません",
  'quote.unclosed': () => '引用符が閉じていません。閉じる " を加えてください',
  'quotes.empty': () => '引用符の中が空です',
  'exact.empty': () => "'!' の後にカード名が必要です",
  'or.alone': () => "'or' の両側に条件が必要です",
  'and.alone': () => "'and' の両側に条件が必要です",
  'parentheses.empty': () => 'かっこの中が空です',
  'parenthesis.unopened': () => "かっこが対応していません：この ')' に対応する '(' がありません",
  'parenthesis.unclosed': () => "かっこが対応していません：この '(' が閉じていません",
  'nesting.too-deep': (p) => `かっこと '-' の入れ子が${n(p.max)}段を超えています。以降は無視します`,
  'query.too-long': (p) => `検索は${n(p.chars)}文字です。最初の${n(p.max)}文字だけを読みます`,
  'field.unknown': (p) => `不明な項目 '${p.written}:' です（項目：${p.fields.join(', ')}）`,
  'operator.unknown': (p) => `演算子 '${p.op}' は使えません：${p.ops.join(' ')} を使ってください`,
  'operator.not-comparing': (p) => `'${p.op}' で ${p.field} は比較できません：${p.field}: か ${p.field}!= を使ってください`,
  'value.missing': (p) => `'${p.written}' の後に値がありません`,
  'stat.not-number': (p) => `数ではありません：'${p.written}'（${p.field} には整数を指定します。例：${p.field}<=3）`,
  'count.invalid': (p) => `枚数ではありません：'${p.written}'（例：${COUNT_EXAMPLES[p.field]}）`,
  'color.unknown': (p) => `不明な色 '${p.written}' です：${COLORS}`,
  'type.unknown': (p) => `不明なカードの種類 '${p.written}' です：${TYPES}`,
  'game.unknown': (p) => `不明なゲーム '${p.written}' です：gcg、gundam-war、forge のいずれかを使ってください`,
  'is.unknown': (p) => `不明な is: の値 '${p.written}' です：${listed(p.flags.map((f) => `is:${f}`))} のいずれかを使ってください`,
  'keyword.invalid': (p) => `キーワード効果ではありません：'${p.written}'（例：kw:blocker）`,
  'own.no-collection': (p) => `'${p.field}' はコレクションの枚数を数えますが、この検索にはコレクションがありません。この条件は除きます`,
  'missing.no-collection': () => "'missing' はデッキとコレクションを比べますが、この検索にはコレクションがありません。この条件は除きます",
  'missing.no-decks': () => "'missing' はデッキとコレクションを比べますが、この検索にはデッキがありません。この条件は除きます",
}

/** A query's problem in Japanese. */
export function queryMessage(text: QueryText): string {
  return (MESSAGES[text.code] as (p: QueryText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_QUERY_CODES = Object.keys(MESSAGES) as QueryCode[]

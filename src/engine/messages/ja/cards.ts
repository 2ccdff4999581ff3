import type { CardsCatalogue, CardsCode, CardsText, NamesAt, NamesPlace } from '../cards'
import { limitMessage } from './limits'
import { GAME_NAMES, listed, n, typeName } from './terms'

/** The card readers' messages in Japanese; a card type is named as the game prints it (terms.ts). */
const at = (first: NamesAt) => ('line' in first ? `${n(first.line)}行目` : first.field)
const TAGS = '（ja、fr、zh-Hant などと書いてください）'
const types = (allowed: readonly string[]) => listed(allowed.map(typeName))

const MESSAGES: CardsCatalogue = {
  'type.empty': () => 'カードの種類が空です',
  'type.unknown': (p) => `不明なカードの種類「${p.written}」です（${GAME_NAMES[p.game]}：${types(p.allowed)}）`,
  'type.other-game': (p) => `「${p.written}」は${GAME_NAMES[p.game]}のカードの種類ではありません（${types(p.allowed)}）`,

  'names.too-big': (p) =>
    `${limitMessage({ code: 'size.over', params: { what: 'カード名ファイル', bytes: p.bytes, limit: p.limit } })}。カード名ファイルではありません。`,
  'names.not-utf8': () => 'この行は UTF-8 のテキストではありません。ファイルを UTF-8（表計算ソフトでは「CSV UTF-8」）で保存して、もう一度読み込んでください。',
  'names.empty': () => 'ファイルにカード名がありません。',
  'names.language-invalid': (p) => `「${p.written}」は言語タグではありません${TAGS}。`,
  'names.language-differs': (p) => `ファイルではカード名の言語は ${p.file} で、${p.chosen} ではありません。`,
  'names.language-unknown': () => 'カード名の言語を選んでください。ファイルには書かれていません。',
  'names.language-mixed': (p) => `この行は ${p.tag}、それより前の行は ${p.before} です。1つのファイルには1つの言語だけを入れてください。`,
  'names.entry-not-object': () => '各項目は { "number": "…", "name": "…" } の形にしてください',
  // The schema's own words (English) come after what is wrong, in Japanese.
  'names.entry-refused': (p) => `この項目は使えません：${p.error}`,
  'names.repeated': (p) =>
    p.name === p.before
      ? `${p.number} がもう一度あります（最初は${at(p.first)}）。カード名は同じです。`
      : `${p.number} がもう一度あります（最初は${at(p.first)}）。カード名が違います：「${p.name}」と「${p.before}」のどちらですか？`,
  'names.too-many': (p) => `ファイルのカード名が${n(p.max)}件を超えています。1つのゲームのカード名ファイルではありません。`,
  'names.unknown-number': (p) => `${p.number} はカードデータにありません。カード名はカードデータに入ったときのために残します。`,
  'names.csv-unreadable': (p) => `この行は CSV として読めません：${p.error}`,
  'names.no-header': (p) =>
    `1行目には列の名前 number と name（必要なら language も）が必要です。${p.missing.join(' と ')} の列がありません（読んだ内容：${p.read}）。`,
  'names.not-json': (p) => `ファイルは JSON ではありません：${p.error}`,
  'names.json-shape': () => 'JSON は { "language": "ja", "names": { "GD01-001": "…" } } か、{ "number": "…", "name": "…" } のリストにしてください。',
}

/** A card reader's message in Japanese. */
export function cardsMessage(text: CardsText): string {
  return (MESSAGES[text.code] as (p: CardsText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_CARDS_CODES = Object.keys(MESSAGES) as CardsCode[]

/** Where a names file's problem is: `4行目`, `names → GD01-001`, `ファイル`. */
export const namesPlace = (p: NamesPlace): string => (p.line !== undefined ? `${n(p.line)}行目` : (p.field ?? 'ファイル'))

import type { CardName, MisplacedCard, ViolationCatalogue, ViolationCode, ViolationText } from '../violations'
import { colorName, GAME_NAMES, listed, n, SECTION_NAMES, typeName } from './terms'

/**
 * The deck rules' messages in Japanese, with the official Japanese terms; like the English ones, each
 * ends with the rule or ban list it cites. One function per code, so a code without a message does not compile.
 */

const label = (c: CardName) => (c.name === null ? c.number : `${c.number} ${c.name}`)

/** `ユニット・パイロット・コマンド`. */
const typeList = (types: readonly string[]) => types.map(typeName).join('・')

const cited = (p: { list: string; date: string }) => `（${p.list}、${p.date}）`

const SHARED_PRINTED_NUMBER = '。または、その印刷されたナンバーが複数の色のカードで共通です（その場合は9桁のカードIDを書いてください）'

const MESSAGES: ViolationCatalogue = {
  'section-size': (p, ref) =>
    `${SECTION_NAMES[p.section]}が${n(p.copies)}枚です。${p.min === p.max ? `ちょうど${n(p.min)}枚` : `${n(p.min)}〜${n(p.max)}枚`}でなければなりません（${ref}）`,
  'section-size.no-resource-deck': (p) => `${p.format}にはリソースデッキがありませんが、リソースデッキに${n(p.copies)}枚が書かれています`,
  'section-card-type': (p, ref) =>
    `${SECTION_NAMES[p.section]}に入れられるのは${typeList(p.allowed)}のカードだけです（${ref}）：${p.cards
      .map((c: MisplacedCard) => `${label(c.card)}は${typeName(c.type)}です`)
      .join('。')}`,
  'color-count': (p, ref) =>
    `${n(p.colors.length)}色です（${listed(p.colors.map((c) => `${colorName(c.color)} ${n(c.copies)}枚`))}）。使える色は${n(p.max)}色までです（${ref}）`,
  'copy-limit': (p, ref) =>
    `${p.byName ? `「${p.card.name ?? p.card.number}」という名前のカード` : label(p.card)}が${
      p.printings.length > 1 ? `版 ${listed(p.printings)} を合わせて` : ''
    }${p.withSideboard ? 'デッキとサイドボードに合わせて' : ''}${n(p.copies)}枚あります。${p.byName ? '同じ名前のカード' : '同じカードナンバーのカード'}は${n(p.max)}枚までです（${ref}）`,
  'unknown-card.foreign-printing': (p) =>
    `${p.printing}はカード${p.number}の版ではありません。版はカードナンバーそのものか、そのパラレル（${p.number}_p1 など）なので、この行は書かれたままではチェックできません`,
  'unknown-card.unknown-number': (p) =>
    `不明なカードナンバー ${p.number}${p.written ? `（「${p.written}」）` : ''}：カードデータにありません${
      p.sharedPrintedNumber ? SHARED_PRINTED_NUMBER : ''
    }。未チェック：カードデータが更新される（またはナンバーが直される）まで、リストを完全にはチェックできません`,
  'unknown-card.other-game': (p) => `${label(p.card)}は${GAME_NAMES[p.game]}のカードです。${p.format}で使えるのは${GAME_NAMES[p.formatGame]}のカードだけです`,
  'unknown-card.unknown-printing': (p) => `${label(p.card)}の版 ${p.printing} は不明です。既知の版：${listed(p.printings)}`,
  banned: (p) => `禁止カード：${listed(p.cards.map(label))}は使用できません${cited(p)}`,
  restricted: (p) => `制限カード：${label(p.card)}が${n(p.copies)}枚あります。${n(p.max)}枚までです${cited(p)}`,
  'banned-pair': (p) => `禁止の組み合わせ：${p.cards.map(label).join('と')}は同じデッキに入れられません${cited(p)}`,
  'card-group': (p) => {
    const limits = [p.maxNumbers !== null ? `カードナンバー${n(p.maxNumbers)}種類` : null, p.maxCopies !== null ? `${n(p.maxCopies)}枚` : null]
      .filter(Boolean)
      .join('・')
    return `${p.group}：デッキにそのカードナンバーが${n(p.numbers)}種類あります（${n(p.copies)}枚：${listed(p.cards.map(label))}）。${limits}までです${cited(p)}`
  },
  'ban-list-exception': (p) =>
    `${p.deck}：${p.date}の${p.list}により、このデッキはそのままで使用できるため、禁止・制限・禁止の組み合わせは適用されません。デッキを少しでも変えると、この例外はなくなります`,
  'sideboard-size': (p, ref) => `サイドボードが${n(p.copies)}枚です。${n(p.max)}枚までです（${ref}）`,
  'sideboard-size.no-sideboard': (p) => `${p.format}にはサイドボードがありませんが、サイドボードに${n(p.copies)}枚が書かれています`,
  'ex-card-type.no-ex': (p) => `${p.format}にはEXカードもトークンもありません。次のカードをデッキのセクションに移してください：${listed(p.cards.map(label))}`,
  'ex-card-type.deck-card': (p, ref) =>
    `EX・トークンのセクションに入れられるのはEXベース、EXリソース、トークンのカードだけです（${ref}）：${p.cards
      .map((c) => `${label(c.card)}は${typeName(c.type)}のカードなので、デッキに入れます`)
      .join('。')}`,
  'name-mismatch': (p) => `${p.number}は${p.name}ですが、リストでは「${p.written}」と書かれています。カードナンバーを確認してください`,
  recommendation: (p, ref) => {
    const range =
      p.min !== null && p.max !== null ? `${n(p.min)}〜${n(p.max)}枚` : p.min !== null ? `${n(p.min)}枚以上` : p.max !== null ? `${n(p.max)}枚以下` : null
    const optimal = p.optimal ? `${n(p.optimal.min)}〜${n(p.optimal.max)}枚` : null
    const advice = p.outside === 'range' ? `推奨は${range}${optimal ? `、最適は${optimal}` : ''}です` : `最適は${optimal}です`
    return `デッキの${p.types.map(typeName).join('または')}のカードは${n(p.copies)}枚です。${advice}（${ref}）`
  },
  'assumed-resources': (p) => `リソースデッキが書かれていません：標準のリソース${n(p.copies)}枚（${p.number} ×${n(p.copies)}）とみなしました`,
}

/** A rule's message in Japanese. */
export function violationMessage(text: ViolationText, ref: string): string {
  return (MESSAGES[text.code] as (p: ViolationText['params'], ref: string) => string)(text.params, ref)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_CODES = Object.keys(MESSAGES) as ViolationCode[]

import type { SimCatalogue, SimCode, SimText } from '../sim'
import { listed, n } from './terms'

/** The opening simulator's messages in Japanese. One function per code, so a code without a message does not compile. */
const MESSAGES: SimCatalogue = {
  'deck.too-big': (p) => `デッキは${n(p.cards)}枚です。シミュレーターが扱えるのは${n(p.max)}枚までです`,
  'deck.too-small': (p) =>
    `デッキは${n(p.cards)}枚です。${n(p.hand)}枚の手札${p.redraw ? 'とその引き直し' : ''}、シールド${n(p.shields)}枚、ドロー${n(p.draws)}回には${n(p.needed)}枚必要です（${p.ref}）`,
  'deck.too-small-to-deal': (p) => `デッキは${n(p.cards)}枚です。最初の手札とシールドには${n(p.needed)}枚必要です（${p.ref}）`,
  'turn.too-far': (p) => `ターン${n(p.turn)}までに${n(p.seen)}枚を見ます。シミュレーターが追えるのは${n(p.max)}枚までです`,
  'basic-generation.unknown': (p) =>
    p.sample
      ? `このフォーマットは基本Gのない手札を引き直します（${p.ref}）：カードデータが必要です`
      : `このフォーマットは基本Gのない手札を引き直します（${p.ref}）：カードデータか、デッキの基本Gのカードを指定してください`,
  'basic-generation.none': () => 'デッキに基本Gのカードがありません：引き直しa)は最初の手札をすべて引き直し、基本Gを含む手札はありません',
  'group.not-in-deck': (p) => `グループ${n(p.group)}：${listed(p.cards)}はデッキにありません`,
  'group.never-holds': (p) =>
    `グループ${n(p.group)}は${n(p.atLeast)}枚以上を求めていますが、デッキにそのカードは${n(p.copies)}枚しかありません：条件は満たされません`,
  'policy.unknown': (p) => `不明な引き直し方針「${p.kind}」`,
  'policy.not-optimal': (p) => `質問の引き直し方針は「${p.kind}」で、「optimal」ではありません`,
  'redraw.unknown-rule': (p) => `シミュレーターはまだ引き直しルール「${p.kind}」${p.ref ? `（${p.ref}）` : ''}を知りません`,
  'optimal.too-much-work': () => '最適な引き直し判断には正確な確率が必要ですが、グループの重なり方が多すぎて計算できません',
  'optimal.too-many-hands': () => '最適な引き直し判断にはすべての手札の表が必要ですが、グループによるデッキの分かれ方が多すぎます',
  'redraw.bottom-alone': (p) => `シミュレーターがデッキの下への引き直し（${p.ref}）を扱えるのは、他の引き直しルールと組み合わせない場合だけです`,

  'form.group-empty': (p) =>
    `グループ${n(p.group)}：${p.mode === 'cards' ? 'カードを1枚以上選んでください' : '検索条件に合うカードがこのデッキにありません'}。`,
  'form.group-at-least': (p) => `グループ${n(p.group)}：「以上」は1以上の整数でなければなりません。`,
  'form.turn': (p) => `ターンは0〜${n(p.max)}の整数でなければなりません。`,
  'form.redraw-group': () => '引き直し：「グループGのカードがK枚未満」には、カードのあるグループを選んでください。',
  'form.redraw-k': () => '引き直し：Kは1以上の整数でなければなりません。',
  'form.trials': (p) => `試行回数は0〜${n(p.max)}の整数でなければなりません。`,
  'form.seed': (p) => `シードは0〜${n(p.max)}の整数か、ランダムにするなら空欄にしてください。`,
  'form.deck-too-big': (p) => `このデッキは${n(p.cards)}枚です。シミュレーターが扱えるのは${n(p.max)}枚までです。`,
  'form.deck-too-small': (p) =>
    `このデッキは${n(p.cards)}枚です。最初に${n(p.needed)}枚以上必要です：${n(p.hand)}枚の手札${p.shields > 0 ? `とシールド${n(p.shields)}枚` : ''}（${p.ref}）。`,
  'form.invalid': (p) => `項目 ${p.field}：${p.error}`,
}

/** A simulator message in Japanese. */
export function simMessage(text: SimText): string {
  return (MESSAGES[text.code] as (p: SimText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_SIM_CODES = Object.keys(MESSAGES) as SimCode[]

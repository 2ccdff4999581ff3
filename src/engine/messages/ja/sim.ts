import type { PolicyCount, RedrawName, SimCatalogue, SimCode, SimText } from '../sim'
import { listed, n } from './terms'

/** 「グループ1が0枚」「グループ2が2枚未満」「グループ1が3枚以上」「グループ3が1〜2枚」. */
function countWords(c: PolicyCount): string {
  const name = `グループ${n(c.group)}`
  switch (c.kind) {
    case 'exactly':
      return `${name}が${n(c.lo)}枚`
    case 'fewer':
      return `${name}が${n(c.hi + 1)}枚未満`
    case 'at-least':
      return `${name}が${n(c.lo)}枚以上`
    case 'between':
      return `${name}が${n(c.lo)}〜${n(c.hi)}枚`
  }
}

const noBasicLabel = (hand: number) => `引き直しa)：基本Gなし（${n(hand)}枚引く）`
const SHUFFLE_NAMES: Record<RedrawName, string> = { lettered: '引き直しb)', mulligan: 'マリガン', plain: '引き直し' }
const shuffleLabel = (hand: number, name: RedrawName) =>
  name === 'lettered' ? `引き直しb)：${n(hand)}枚引く` : name === 'mulligan' ? `${n(hand)}枚にマリガン` : `引き直し：${n(hand)}枚引く`

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

  'step.bottom.label': () => '引き直す',
  'step.bottom.text': (p) => `引き直し：手札をすべてデッキの下に置き、${n(p.hand)}枚引いてから、デッキをシャッフルします`,
  'step.bottom.done': (p) => `引き直しました：手札をすべてデッキの下に置き、${n(p.hand)}枚引いてから、デッキをシャッフルしました（${p.ref}）。`,
  'step.no-basic.label': (p) => noBasicLabel(p.hand),
  'step.no-basic.text': (p) => `基本Gのない手札は、${p.reveal ? '公開して' : ''}デッキに戻してシャッフルし、${n(p.hand)}枚引き直せます`,
  'step.no-basic.done': (p) =>
    `${noBasicLabel(p.hand)}：手札を${p.reveal ? '公開して' : ''}デッキに戻してシャッフルし、新たに${n(p.hand)}枚引きました（${p.ref}）。`,
  'step.shuffle.label': (p) => shuffleLabel(p.hand, p.name),
  'step.shuffle.text': (p) => `${shuffleLabel(p.hand, p.name)}：手札をデッキに戻してシャッフルし、${n(p.hand)}枚引きます`,
  'step.shuffle.done': (p) => `${shuffleLabel(p.hand, p.name)}：手札をデッキに戻してシャッフルし、新たに${n(p.hand)}枚引きました（${p.ref}）。`,
  'opening.hand': (p) => `${n(p.hand)}枚引く`,
  'opening.bottom-redraw': (p) => `望むなら最大${n(p.times)}回引き直し：手札をすべてデッキの下に置き、${n(p.hand)}枚引いてから、デッキをシャッフル`,
  'opening.shuffle-redraw': (p) =>
    `望むなら最大${n(p.times)}回${SHUFFLE_NAMES[p.name]}${p.secret ? '（両プレイヤーが同時に、相手に見せずに決める）' : ''}：手札をデッキに戻してシャッフルし、${p.hands
      .map(n)
      .join('枚、次に')}枚引く`,
  'opening.no-basic-redraw': (p) =>
    `引き直しa)（最大${n(p.times)}回）：基本Gのない手札は、${p.reveal ? '公開して' : ''}デッキに戻してシャッフルし、${n(p.hand)}枚引き直せる${
      p.notAfter ? '（引き直しb)の後はできない）' : ''
    }`,
  'opening.shields': (p) => `デッキの上から${n(p.shields)}枚をシールドに（見ない）`,
  'opening.draws': (p) =>
    p.firstPlayerDraws ? 'ドローフェイズごとに1枚（先攻の最初のターンも引く）' : 'ドローフェイズごとに1枚（先攻は最初のターンに引かない）',
  'opening.resources': (p) =>
    p.extra > 0 ? `毎ターンリソース1枚。後攻はEXリソースも${n(p.extra)}枚持ち、Lv.とコストに数える` : '毎ターンリソース1枚（両プレイヤー同じ）',
  'opening.playable': () => 'Lv.とコストがどちらも場のリソースの枚数以下',

  'curve.no-playable': () => 'メインデッキに使用できるカードがありません',
  'curve.turns-missing': (p) =>
    `確率のないターンがあります：デッキには${n(p.hand)}枚の手札、シールド${n(p.shields)}枚、毎ターンのドローの分が必要で、${n(p.max)}枚までです（${p.ref}）`,
  'policy.keep-all': () => 'すべての手札をキープ',
  'policy.redraw-all': () => 'すべての手札を引き直す',
  'policy.redraw-when': (p) => {
    const sentence = p.rules.length > 0 ? `${p.rules.map((r) => r.map(countWords).join('かつ')).join('、または')}の手札は引き直す` : 'すべての手札をキープ'
    return p.depends.length > 0
      ? `${sentence}。${p.depends.map((counts) => counts.map((c, g) => `グループ${n(g + 1)}が${n(c)}枚`).join('かつ')).join('、または')}の手札は、どのカードかによって判断が変わる`
      : sentence
  },

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

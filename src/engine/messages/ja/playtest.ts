import type { Phase } from '../../playtest/types'
import type { GateCode, HandKind, PlaytestCatalogue, PlaytestCode, PlaytestText } from '../playtest'
import { n, typeName } from './terms'

/**
 * The goldfish playtest's log and refusals in Japanese, with the official Japanese rules' words for the
 * turn (スタートフェイズ, ドローフェイズ, リソースフェイズ, メインフェイズ, エンドフェイズ) and the cards' states
 * (アクティブ, レスト). One function per code, so a code without a message does not compile.
 */

const PHASE_NAMES: Record<Phase, string> = {
  redraw: '引き直しの判断中',
  main: 'メインフェイズ',
  'battle-action': 'アタックのアクションステップ',
  'end-action': 'エンドフェイズのアクションステップ',
  'hand-step': 'エンドフェイズのハンドステップ',
  over: 'ゲーム終了',
}

const GATES: Record<GateCode, string> = {
  'deploy-unit': 'ユニットは自分のメインフェイズに配備します',
  'deploy-base': 'ベースは自分のメインフェイズに配備します',
  pair: 'パイロットは自分のメインフェイズにペアリングします',
  attack: 'ユニットは自分のメインフェイズにアタックします（6-5-4）',
  'play-command': 'コマンドは自分のメインフェイズ（【メイン】）かアクションステップ（【アクション】）に使用します',
  support: '<サポート>は自分のメインフェイズにしか起動できません',
  tokens: '効果によるトークンの配備は自分のターン中に行います',
  ap: 'APは自分のターン中に与えます',
  effects: '効果は自分のターン中に適用します',
  'end-main': 'メインフェイズの終了はメインフェイズ中に宣言します',
  'end-phase': 'エンドフェイズはメインフェイズの後に来ます',
  pass: 'アクションステップをパスできるアタックがありません。先にユニットがアタックします（7-3）',
  discard: '手札を10枚まで捨てるのはハンドステップです。それ以外は手動でカードを移動してください',
}

const KINDS: Record<HandKind, string> = {
  unit: 'ユニットカード',
  base: 'ベースカード',
  command: 'コマンドカード',
  pilot: 'パイロットカード（または【パイロット】を持つコマンド、6-5-2-3-5）',
}

const MESSAGES: PlaytestCatalogue = {
  'setup.shuffled': () => 'デッキをシャッフルし、裏向きに置きました。',
  'setup.resource-deck': () => 'リソースデッキを裏向きに置きました。',
  'setup.player': (p) => (p.first ? 'あなたは先攻プレイヤーです。' : 'あなたは後攻プレイヤーです。'),
  'setup.hand': (p) => `カードを${n(p.cards)}枚引きました：最初の手札です。`,
  'setup.shields': (p) => `デッキの上から${n(p.shields)}枚を裏向きでシールドとして置きました。相手も同様です。`,
  'setup.base-to-trash': (p) => `ベースセクションに置けるベースは1枚です：${p.card}はトラッシュに置かれます。`,
  'setup.ex-base': () => 'アクティブのEXベーストークン（AP0、HP3、4-17-4）をベースセクションに置きました。相手も同様です。',
  'setup.ex-resources': (p) => `後攻プレイヤーとして、アクティブのEXリソーストークンを${n(p.count)}枚リソースエリアに置きました（Q12）。`,
  'setup.opponent-ex-resource': () => '後攻プレイヤーの相手がEXリソースを置きました。何もしない相手なので使いません。',
  'setup.goldfish-begins': () => 'ゲームは先攻プレイヤーのターンから始まります：相手がターンを行い、何もしません。',

  'turn.start': (p) => `ターン${n(p.turn)}、スタートフェイズ：レストしているカード${n(p.set)}枚をアクティブにしました。`,
  'turn.draw': (p) =>
    p.playerOneFirstTurn ? 'ドローフェイズ：1枚引きました（先攻プレイヤーも1ターン目に引きます、Q15）。' : 'ドローフェイズ：1枚引きました。',
  'turn.resource-area-full': (p) => `リソースフェイズ：リソースエリアに置けるリソースは${n(p.max)}枚までです。`,
  'turn.resource-deck-empty': () => 'リソースフェイズ：リソースデッキがありません。メインフェイズに進みます。',
  'turn.resource-placed': (p) => `リソースフェイズ：${p.card}をアクティブで置きました（リソースエリアに${n(p.inArea)}枚）。`,
  'turn.main': () => 'メインフェイズ。',
  'turn.cleanup': () => 'クリーンアップステップ：「このターン中」の効果が終わります（手動で与えたAPも）。',
  'turn.pass': () => 'ターンが相手に移ります：相手のターンでは何もしません。',

  'lose.no-card-to-draw': () => '引くカードがありません：デッキにカードがないため、ゲームに敗北します。',
  'lose.empty-after-draw': () => 'ドローの後、デッキにカードがありません：ゲームに敗北します。',
  'lose.deck-empty': () => 'デッキにカードがありません：ゲームに敗北します。',

  paid: (p) =>
    `${p.card}のコスト${n(p.resources)}を、リソース${n(p.resources)}枚をレストして支払いました${
      p.removed ? `。EXリソース${n(p.removed)}枚はゲームから除外されました（4-17-5-3）` : ''
    }。`,
  'token-removed': (p) => `${p.card}はトークンです：ゲームから除外されます。`,
  'trash-for-room': (p) =>
    `場所を空けるため、${p.card}${p.pilot !== null ? `とそのパイロット${p.pilot}（6-5-2-3-4）` : ''}をトラッシュに置きました。破壊ではありません（10-4-2-1）。`,

  'refused.game-over': () => 'ゲームは終了しています。',
  'refused.not-begun': () => 'ゲームはまだ始まっていません：先に最初の手札をキープするか引き直してください（5-2-1-6）。',
  'refused.phase': (p) =>
    p.phase === 'battle-action'
      ? `${GATES[p.gate]}（現在：${PHASE_NAMES[p.phase]}。パスしてダメージステップに進んでください）。`
      : `${GATES[p.gate]}（現在：${PHASE_NAMES[p.phase]}）。`,
  'refused.level': (p) => `${p.card}はLv.${n(p.level)}です。リソースは${n(p.resources)}枚です。`,
  'refused.pay-twice': () => 'コストの支払いで同じリソースをレストできるのは1回です。',
  'refused.pay-not-resource': (p) => `${p.card}はリソースエリアのリソースではありません。`,
  'refused.pay-rested': (p) => `${p.card}はレストしています。コストはアクティブのリソースをレストして支払います。`,
  'refused.pay-count': (p) => `${p.card}のコストは${n(p.cost)}です。選んだリソースは${n(p.chosen)}枚です。`,
  'refused.pay-short': (p) => `${p.card}のコストは${n(p.cost)}です。アクティブのリソースは${n(p.active)}枚です。`,
  'refused.no-such-card': (p) => `このゲームにカード${p.id}はありません。`,
  'refused.not-in-hand': (p) => `${p.card}は手札にありません。${KINDS[p.kind]}は手札から使用します。`,
  'refused.wrong-type': (p) => `${p.card}は${typeName(p.type)}のカードで、${KINDS[p.kind]}ではありません。`,
  'refused.not-an-action': (p) => `ゲームのアクションではありません：${p.field ?? 'アクション'}：${p.error}。`,
  'refused.cannot-perform': (p) => `このアクションは実行できません：${p.error}`,
  'refused.nothing-to-undo': () => '元に戻す操作がありません：ゲームの開始時点です。',
}

/** A playtest message in Japanese. */
export function playtestMessage(text: PlaytestText): string {
  return (MESSAGES[text.code] as (p: PlaytestText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_PLAYTEST_CODES = Object.keys(MESSAGES) as PlaytestCode[]

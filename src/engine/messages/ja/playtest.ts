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
  support: '＜援護＞は自分のメインフェイズにしか起動できません',
  tokens: '効果によるトークンの配備は自分のターン中に行います',
  ap: 'APは自分のターン中に与えます',
  effects: '効果は自分のターン中に適用します',
  'end-main': 'メインフェイズの終了はメインフェイズ中に宣言します',
  'end-phase': 'エンドフェイズはメインフェイズの後に来ます',
  pass: 'アクションステップをパスできるアタックがありません。先にユニットがアタックします（7-3）',
  discard: '手札を10枚まで捨てるのはハンドステップです。それ以外は手動でカードを移動してください',
}

/** Where a card is, by its location's id (3-1). */
const ZONES: Record<string, string> = {
  deck: 'デッキ',
  resourceDeck: 'リソースデッキ',
  resourceArea: 'リソースエリア',
  battle: 'バトルエリア',
  shields: 'シールドエリア',
  base: 'ベースセクション',
  hand: '手札',
  trash: 'トラッシュ',
  removal: '除外エリア',
  pilot: 'ユニットの下（パイロット）',
}

const KINDS: Record<HandKind, string> = {
  unit: 'ユニットカード',
  base: 'ベースカード',
  command: 'コマンドカード',
  pilot: 'パイロットカード（または【パイロット】を持つコマンド、6-5-2-3-5）',
}

const MESSAGES: PlaytestCatalogue = {
  'unplayable.deck-size': (p) => `${p.format}にはデッキの枚数が1つに決まっていない（${n(p.min)}〜${n(p.max)}枚）ため、配れません。`,
  'unplayable.resource-deck': (p) => `${p.format}には枚数の決まったリソースデッキがなく、ガンダムカードゲームの準備ができません。`,
  'unplayable.redraw': (p) => `${p.format}の引き直しは、ガンダムカードゲームのデッキの下への1回の引き直しではありません。`,
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

  'manual.activate': (p) => `${p.card}を手動でアクティブにしました。`,
  'manual.rest': (p) => `${p.card}を手動でレストしました。`,
  'manual.boost': (p) => `${p.card}は${p.during === 'battle' ? 'このバトル中' : 'このターン中'}AP${p.ap > 0 ? '+' : ''}${n(p.ap)}（手動、現在AP${n(p.now)}）。`,
  'manual.base-destroyed': (p) => `${n(p.amount)}の効果ダメージ（4-5-3）で相手の${p.base}を破壊しました（10-3-1、手動）。`,
  'manual.base-damaged': (p) => `相手の${p.base}に${n(p.amount)}の効果ダメージ（4-5-3）（残りHP${n(p.hp)}、手動）。`,
  'manual.shield-destroyed': (p) =>
    `${n(p.amount)}の効果ダメージ（4-5-3）で相手の一番上のシールドを破壊しました${p.hasBase ? '（ベースではなく）' : ''}。超過分は他に与えられません（4-5-5）。残り${n(p.shields)}枚（手動）。`,
  'manual.move': (p) => `${p.card}を${ZONES[p.from]}から${ZONES[p.to]}${p.bottom ? 'の一番下' : ''}に手動で移動しました。`,
  'manual.base-to-trash': (p) => `ベースセクションに置けるベースは1枚です：${p.card}はトラッシュに置かれます。`,
  'manual.pilot-moves': (p) => `そのパイロット${p.card}も一緒に移動します。`,
  'menu.move': (p) => `${ZONES[p.to]}${['deck', 'resourceDeck', 'shields'].includes(p.to) ? '（一番上）' : ''}へ移動`,
  'menu.boost': (p) => (p.during === 'battle' ? 'このバトル中AP+1' : 'このターンAP+1'),
  'undo.start-unreadable': (p) => `「元に戻す」の履歴は最初からになります：保存した開始状態を読めませんでした（start.${p.error}）。`,
  'undo.action-unreadable': (p) => `「元に戻す」の履歴は最初からになります：保存した${n(p.action)}番目の操作を読めませんでした。`,
  'undo.action-refused': (p) => `「元に戻す」の履歴は最初からになります：保存した${n(p.action)}番目の操作はもう適用できません（${p.rule}）。`,
  'undo.no-match': () => '「元に戻す」の履歴は最初からになります：操作をやり直しても保存したゲームになりません。',
  kept: () => '最初の手札をキープしました。',
  redrawn: (p) => `引き直し：手札をデッキの下に戻し、新たに${n(p.cards)}枚引いてから、デッキをシャッフルしました。`,
  'base-replaced': (p) => `ベースセクションに置けるベースは1枚です（3-6-3）：${p.card}はトラッシュに置かれます。破壊ではありません（10-5-2-1、Q24）。`,
  'deployed-base': (p) => `${p.card}をシールドエリアのベースセクションにアクティブで配備しました。`,
  'deployed-unit': (p) => `${p.card}をアクティブで配備しました（4-4-4）。バトルエリアのユニットは${n(p.units)}体です。`,
  discarded: (p) => `${p.card}を捨てました（手札${n(p.hand)}枚）。`,
  paired: (p) => `${p.card}${p.asPilot !== null ? `をパイロット[${p.asPilot}]として` : 'を'}${p.unit}とペアリングしました。`,
  'link-unit': (p) => `${p.card}はリンクユニットです${p.canAttack ? '：このターンにアタックできます（2-11-4）' : ''}。`,
  'played-command': (p) =>
    `${p.card}を使用しました。効果は表示するだけで実行しません：「${p.text}」。トラッシュに置かれます（2-3-5-2）。${
      p.tokens ? 'トークンはトラッシュにあるこのカードのメニューから作ります（4-17-1）。' : ''
    }${p.battleAp ? '「このバトル中」のAPは、アタックしているユニットのメニューから与えてください（7-3-4）。' : ''}`,
  supported: (p) => `＜援護${n(p.amount)}＞：${p.card}をレストし、${p.target}はこのターン中AP+${n(p.amount)}（現在AP${n(p.now)}）。`,
  'tokens.units': (p) =>
    `${p.card}：${p.rested ? 'レスト' : 'アクティブ'}の[${p.name}]ユニットトークンを${n(p.count)}体配備しました（AP${n(p.ap)} HP${n(p.hp)}${
      p.number !== null ? `、${p.number}` : '、ステータスはカードのテキストから'
    }）。場を離れたトークンはゲームから除外されます（4-17-2-4）。`,
  'tokens.ex-resources': (p) =>
    `${p.card}：${p.rested ? 'レスト' : 'アクティブ'}のEXリソースを${n(p.count)}枚置きました${
      p.limited ? `（残りは置けません：EXリソースは${n(p.exMax)}枚まで、3-4-2-1。リソースは${n(p.max)}枚まで、3-4-2）` : ''
    }。コストの支払いに使うと、ゲームから除外されます（4-17-5-3）。`,
  'turn.main-end': () => 'メインフェイズ終了。',
  'turn.main-end-action': () => 'メインフェイズ終了：エンドフェイズのアクションステップ（6-6-2）で【アクション】のコマンドを使用できます。',
  'turn.end-action': () => 'エンドフェイズ、アクションステップ：両プレイヤーがパスしました。',
  'turn.end-step': () => 'エンドステップ：「ターン終了時」の効果はカードに表示するだけで実行しません。',
  'turn.hand-step': (p) => `ハンドステップ：手札は${n(p.hand)}枚です。10枚になるまで${n(p.over)}枚捨ててください。`,
  attack: (p) =>
    `${p.card}（AP${n(p.ap)}）はレストして相手プレイヤーにアタックします。相手に<ブロッカー>はいません（7-4-4）。アクションステップ（7-5）：【アクション】のコマンドや「このバトル中」の効果を使うか、パスしてください。`,
  'battle.pass': () => '両プレイヤーがパス：アクションステップが終わり、ダメージステップ（7-6）に進みます。',
  'battle.end': () => 'バトル終了ステップ：「このバトル中」の効果が終わります。',
  'battle.no-unit': (p) => `${p.card}はもうバトルエリアにいません：ダメージステップなしでバトルが終わります。`,
  'battle.zero-ap-base': (p) => `${p.card}はAP0です：相手の${p.base}にダメージは与えられません。`,
  'battle.base-destroyed': (p) =>
    `ベースはシールドより先にアタックされます（7-6-2-3、Q32、Q37）：${n(p.ap)}ダメージで相手の${p.base}を破壊しました。超過分はシールドに与えられません（4-5-5）。`,
  'battle.base-damaged': (p) => `ベースはシールドより先にアタックされます（Q32、Q37）：相手の${p.base}に${n(p.ap)}ダメージ（残りHP${n(p.hp)}）。`,
  'battle.zero-ap-shield': (p) => `${p.card}はAP0です：シールドを破壊できません（4-5-4）。`,
  'battle.suppression-two': (p) =>
    `<制圧>：上から2枚のシールドが同時に${n(p.ap)}ダメージを受けて破壊されました（各HP1、3-6-4-2）。相手のシールドは残り${n(p.shields)}枚です。`,
  'battle.suppression-one': (p) => `<制圧>：最後のシールドが${n(p.ap)}ダメージを受けて破壊されました（3-6-4-2）。相手にダメージは与えられません。`,
  'battle.shield-destroyed': (p) =>
    `一番上のシールドが${n(p.ap)}ダメージを受けて破壊されました（HP1、3-6-4-2）。相手のシールドは残り${n(p.shields)}枚です。${
      p.unchecked ? 'テキストの<制圧>にはプレイテストが確認しない条件があります：条件を満たすなら、2枚目のシールドを手動で破壊してください。' : ''
    }`,
  'battle.zero-ap-player': (p) => `${p.card}はAP0です：バトルダメージは与えられず、相手は敗北しません。`,
  'battle.defeated': (p) => `ベースもシールドもありません：相手に${n(p.ap)}のバトルダメージ。相手はあなたのターン${n(p.turn)}に敗北しました（1-2-2-1）。`,

  'status.setup': (p) => `${p.first ? '先攻' : '後攻'}プレイヤーとして準備中：最初の手札をキープしてください${p.canRedraw ? '（1回だけ引き直せます）' : ''}。`,
  'status.defeated': (p) => `あなたのターン${n(p.turn)}に相手が敗北しました。`,
  'status.lost': (p) => `敗北：${p.message}`,
  'status.turn': (p) =>
    `あなたのターン${n(p.turn)}（ゲームのターン${n(p.gameTurn)}、${p.first ? '先攻' : '後攻'}）：${
      p.phase === 'main'
        ? 'メインフェイズ'
        : p.phase === 'battle-action'
          ? `メインフェイズ、${p.attacker ?? 'ユニット'}がアタック中：アクションステップ（7-5）`
          : p.phase === 'end-action'
            ? 'エンドフェイズ、アクションステップ'
            : p.phase === 'hand-step'
              ? `エンドフェイズ、ハンドステップ：手札を${n(p.handLimit)}枚まで捨ててください`
              : 'ゲーム終了'
    }。`,
  'token.ex-base-text': () => 'AP0、HP3のベーストークンです（4-17-4-1）。',
  'token.ex-resource-text': () => 'コストの支払いに使用すると、ゲームから除外されます（4-17-5-3）。',
  'state.card-twice': (p) => `${p.where}：カード ${p.card} は ${p.before} にもあります`,
  'state.card-nowhere': (p) => `カード ${p.key}（${p.card}）がどこにもありません`,
  'button.keep': () => 'キープ',
  'button.redraw': () => '引き直す',
  'button.pass': () => 'パス：ダメージステップへ',
  'button.end-main': () => 'メインフェイズ終了',
  'button.next-turn': () => '次のターン',
  'button.destroy-shield': () => 'シールドを破壊',
  'button.damage-base': () => 'ベースにダメージ',
  'help.keep': (p) => `この${n(p.cards)}枚をキープします。`,
  'help.redraw': (p) => `手札をデッキの下に戻し、新たに${n(p.cards)}枚引いてから、デッキをシャッフルします。1回だけです。`,
  'help.pass': () => 'アタックのアクションステップを終えます（相手もパスします）：アタックしているユニットがダメージを与え、バトルが終わります。',
  'help.end-main': () => 'メインフェイズを終えます。エンドフェイズのアクションステップで【アクション】のコマンドを使用できます。',
  'help.next-turn': (p) =>
    `ターンを終え（エンドフェイズ。手札が${n(p.handLimit)}枚を超えていれば先に捨てます）、相手のターンをパスさせてから、次の自分のターンを始めます：カードをアクティブにし、1枚引き、リソースを1枚置きます。`,
  'help.destroy-shield': () => '相手のシールドの一番上を手動で破壊します。ベースがあっても破壊します。',
  'help.damage-base': (p) => `相手のベースに手動で${n(p.damage)}ダメージを与えます。`,

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
  'refused.unknown-card': (p) => `${p.section === 'main' ? 'デッキ' : 'リソースデッキ'}に不明なカード${p.number}があります`,
  'refused.seed': (p) => `シードは0〜${n(p.max)}の整数でなければなりません（${n(p.seed)}ではなく）`,
  'refused.deck-size': (p) => `デッキはちょうど${n(p.size)}枚です。このデッキは${n(p.count)}枚です`,
  'refused.resource-deck-size': (p) => `リソースデッキはちょうど${n(p.size)}枚です。このリソースデッキは${n(p.count)}枚です`,
  'refused.opening-too-big': (p) => `${n(p.hand)}枚の手札とシールド${n(p.shields)}枚には${n(p.deck)}枚より多くのカードが必要です`,
  'refused.deck-card-type': (p) => `${p.number} ${p.name}は${typeName(p.type)}です。デッキに入れられるのはユニット、パイロット、コマンド、ベースのカードです`,
  'refused.resource-card-type': (p) => `${p.number} ${p.name}は${typeName(p.type)}です。リソースデッキに入れられるのはリソースのカードです`,
  'refused.no-such-location': (p) => `${p.location}はゲームの領域ではありません。`,
  'refused.removed': (p) => `${p.card}はゲームから除外されています。`,
  'refused.not-on-field': (p) =>
    `${p.card}はバトルエリア、リソースエリア、ベースセクションのどれにもありません：アクティブやレストになるのはそこにあるカードだけです。`,
  'refused.already': (p) => `${p.card}はすでに${p.rested ? 'レスト' : 'アクティブ'}です。`,
  'refused.attack-under-way': () => 'アタック中です：先にアクションステップをパスしてください（7-5-2）。次のアタックはバトルが終わってからです。',
  'refused.not-a-unit': (p) => `${p.card}はバトルエリアのユニットではありません。`,
  'refused.attacker-rested': (p) => `${p.card}はレストしています。アタックはアクティブのユニットで行います。`,
  'refused.attacker-new': (p) => `${p.card}はこのターンにバトルエリアに出たリンクユニットではないユニットです：次の自分のターンまでアタックできません（Q31）。`,
  'refused.ap-zero': () => 'AP+0では何も変わりません。',
  'refused.no-battle': () => '「このバトル中」の効果にはバトルが必要です：先にアタックしてください。',
  'refused.battle-full': (p) =>
    `バトルエリアにユニットが6体います（3-5-2）：${p.card}を配備するには、トラッシュに置くユニットを1体選んでください（10-4-2、Q22）。`,
  'refused.battle-not-full': (p) => `バトルエリアのユニットは${n(p.units)}体です。ユニットをトラッシュに置くのは6体いるときだけです（10-4-2）。`,
  'refused.not-in-your-hand': (p) => `${p.card}は手札にありません。`,
  'refused.discard-more': (p) => `ターンを終えるには、あと${n(p.over)}枚捨ててください。`,
  'refused.redraw-once': () => '最初の手札の引き直しは、ゲーム開始前に1回だけです。',
  'refused.no-redraw': (p) => `${p.format}フォーマットには引き直しがありません。`,
  'refused.zero-damage': () => 'ダメージが0のときは与えられません。',
  'refused.no-base': () => '相手にはダメージを与えるベースがありません。',
  'refused.no-shield': () => '相手には破壊するシールドが残っていません。',
  'refused.nothing-to-hit': () => 'ベースもシールドも残っていません：相手を敗北させるのはユニットのバトルダメージだけです。',
  'refused.pair-in-action-step': () => 'アクションステップ中はパイロットとしてペアリングできません（Q38）。',
  'refused.pair-not-a-unit': (p) => `${p.card}はバトルエリアのユニットではありません。パイロットがバトルエリアにいられるのはユニットの下だけです（Q88）。`,
  'refused.already-paired': (p) => `${p.card}はすでに${p.pilot}とペアリングしています。ユニットのパイロットは1体までです（Q89）。`,
  'refused.no-attack': () => 'アタック中ではありません。',
  'refused.no-main-effect': (p) =>
    `${p.card}には【メイン】の効果がありません：メインフェイズには使用できません${p.hasAction ? '。アクションステップで使用してください（11-2-4-2）' : ''}。`,
  'refused.no-action-effect': (p) => `${p.card}には【アクション】の効果がありません：アクションステップには使用できません。`,
  'refused.no-enemy-unit': (p) =>
    `${p.card}は敵ユニットを選ばなければなりません（「${p.choice}」）が、相手にはいません：対象を選べないコマンドは使用できません（Q104）。`,
  'refused.no-support': (p) => `${p.card}には＜援護＞がありません。`,
  'refused.support-rested': (p) => `${p.card}はレストしています：＜援護＞はこのユニットをレストして起動します。`,
  'refused.support-self': () => '＜援護＞は自分以外の味方ユニットにAPを与えます。',
  'refused.not-friendly-unit': (p) => `${p.card}はバトルエリアの味方ユニットではありません。`,
  'refused.no-such-token': (p) => `${p.card}のテキストはそのようなトークンを作りません。`,
  'refused.effect-not-seen': (p) =>
    `${p.card}は場に出ておらず、使用もされていません：その効果はまだ起きていません（${p.zone !== null ? `${ZONES[p.zone] ?? p.zone}にあります` : 'ゲーム外です'}）。`,
  'refused.battle-has-room': () => 'バトルエリアに空きがあります：ユニットをトラッシュに置くのは7体以上になるときだけです（10-4-2）。',
  'refused.battle-full-tokens': (p) =>
    `バトルエリアにユニットが6体います（3-5-2、Q102）：トークンを${n(p.tokens)}体配備するには、トラッシュに置くユニットを${n(p.units)}体選んでください（10-4-2-2）。`,
  'refused.ex-resources-full': (p) => `EXリソースが${n(p.max)}枚あります。リソースエリアに置ける上限です。`,
  'refused.resource-area-full': (p) => `リソースエリアのリソースは${n(p.max)}枚で、上限です。`,
}

/** A playtest message in Japanese. */
export function playtestMessage(text: PlaytestText): string {
  const params = Object.fromEntries(Object.entries(text.params).map(([k, v]) => [k, typeof v === 'string' ? (TOKEN_NAMES[v] ?? v) : v]))
  return (MESSAGES[text.code] as (p: PlaytestText['params']) => string)(params as PlaytestText['params'])
}

/** The tokens the playtest names itself (setup.ts, tokens.ts), as the Japanese rules name them; a card's own name stays the card data's. */
export const TOKEN_NAMES: Readonly<Record<string, string>> = { 'EX Base': 'EXベース', 'EX Resource': 'EXリソース' }

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_PLAYTEST_CODES = Object.keys(MESSAGES) as PlaytestCode[]

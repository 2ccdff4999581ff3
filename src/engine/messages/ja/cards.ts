import type { CardsCatalogue, CardsCode, CardsText, ImportPlace, ImportProblem, NamesAt, NamesPlace, ReplaceSubject } from '../cards'
import { limitMessage } from './limits'
import { GAME_NAMES, listed, n, typeName } from './terms'

/** The card readers' messages in Japanese; a card type is named as the game prints it (terms.ts). */
const at = (first: NamesAt) => ('line' in first ? `${n(first.line)}行目` : first.field)
const TAGS = '（ja、fr、zh-Hant などと書いてください）'
const types = (allowed: readonly string[]) => listed(allowed.map(typeName))
const SUBJECTS: Record<ReplaceSubject, string> = { file: 'このファイル', files: 'これらのファイル', download: 'ダウンロードしたデータ' }
const WITH_CARDS = 'カードのリストではありません。カードと一緒に読み込んでください'

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

  // A schema's or a library's own words (English) come after what is wrong, in Japanese; a file's column
  // and field names, and the values to write in them, stay as the file writes them.
  'record.refused': (p) => `値が正しくありません：${p.error}`,
  'record.unreadable': (p) => `レコードを読み取れません：${p.error}`,
  'record.duplicate-printing': (p) => `バージョン ${p.id} が重複しています。最初のレコードを使います`,
  'record.not-json': () => 'JSON として正しくありません',
  'record.line-too-long': (p) => `${n(p.limit)}文字を超えているため、読み込みませんでした`,
  'record.color-unreadable': (p) => `色「${p.written}」を読み取れません`,
  'record.stat-invalid': (p) => `0〜99 の整数ではありません：${p.json}`,

  'csv.unreadable': (p) => `この行は CSV として読めません：${p.error}`,
  'csv.empty': () => 'ファイルが空です。number,name,type を含む見出し行が必要です',
  'csv.missing-columns': (p) => `見出し行（1行目）に必要な列 ${listed(p.missing)} がありません`,
  'csv.number-empty': () => 'カードナンバーが空です',
  'csv.name-empty': () => 'カード名が空です',
  'csv.unknown-game': (p) => `不明なゲーム「${p.written}」です（${listed(p.games)} のどれか）`,
  'csv.gundam-war-only': (p) => `${p.column} の列はガンダムウォーのカード（game が gundam-war）にだけ書けます`,
  'csv.stat-invalid': (p) => `「${p.written}」は 0〜99 の整数ではありません`,
  'csv.copy-limit-invalid': (p) => `「${p.written}」は整数でも "unlimited" でもありません`,
  'csv.copy-limit-scope-invalid': (p) => `「${p.written}」は "card" でも "name" でもありません`,
  'csv.foreign-printing': (p) => `バージョン ${p.printing} はカードナンバー ${p.number} のものではありません`,
  'csv.battle-points-partial': () => '戦闘力は strike、shooting、defense の3つすべてを書くか、どれも書かないでください',
  'csv.generation-invalid': (p) => `「${p.written}」は "basic" でも "special" でもありません`,

  'gundam-war.card-id': () => '9桁のカードIDにしてください',
  'gundam-war.type-code-unknown': (p) => `カードの種類が書かれておらず、種類コード ${p.typeCode} も読み込めるもの（01-07、11-13、16、99）ではありません`,
  'gundam-war.requirement-invalid': (p) => `{ corps, total } か "corps/total" の形にしてください：${p.json}`,
  'gundam-war.battle-points-invalid': (p) => `戦闘力には strike、shooting、defense（数値か *）が必要です：${p.json}`,
  'gundam-war.unit-type-invalid': (p) => `earth、space、またはその両方にしてください：${p.json}`,
  'gundam-war.generation-invalid': (p) => `「${p.written}」は basic でも special でもありません`,

  'errata.unknown-card': (p) => `エラッタの対象のカード ${p.number} がありません`,
  'errata.field-unsupported': (p) => `項目「${p.field}」のエラッタには対応していません`,

  'file.empty-list': () => 'ファイルは空のリストで、カードがありません',
  'file.not-json': (p) => `JSON として正しくありません（${p.error}）`,
  'file.unrecognised': () =>
    'カードのファイルとして読み取れません。gcg-api の cards.json か cards.ndjson、公式サイトから取得したファイル、ガンダムウォーのカードファイル（9桁のカードIDごと）、Gundam Forge のカードリスト、gundeck の CSV（見出し行 number,name,type,...）のどれかにしてください',
  'file.errata': () => `これはエラッタのリストで、${WITH_CARDS}`,
  'file.rulings': () => `これはQ&Aのリストで、${WITH_CARDS}`,
  'file.manifest': () => `これはデータセットの目録（バージョンと作成日）で、${WITH_CARDS}`,

  // Card data counts card numbers: 種類 (the glossary's card kinds).
  'replace.dropped': (p) => `今のカード${n(p.current)}種類のうち${n(p.dropped)}種類が、新しいデータにありません。`,
  'replace.mostly-unread': (p) => `読み込めたレコードは${n(p.read)}件だけで、${n(p.skipped)}件は読み込めませんでした。`,
  'replace.question': (p) => {
    const unread = p.skipped > 0 ? `（${n(p.skipped)}件のレコードは読み込めませんでした）` : ''
    return `${SUBJECTS[p.subject]}で、今のカード${n(p.current)}種類が${n(p.next)}種類に置き換わります${unread}。`
  },
  'replace.no-cards': (p) => {
    const nothing = 'カードを読み込めなかったため、何も変更していません。'
    if (p.problems.length === 0) return nothing
    const heading = p.more > 0 ? `最初の${n(p.problems.length)}件の問題` : '問題'
    const rest = p.more > 0 ? `ほかに${n(p.more)}件の問題があります。` : ''
    return `${nothing}${heading}：${p.problems.map(importProblem).join('／')}。${rest}`
  },
}

/** A card reader's message in Japanese. */
export function cardsMessage(text: CardsText): string {
  return (MESSAGES[text.code] as (p: CardsText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_CARDS_CODES = Object.keys(MESSAGES) as CardsCode[]

/** Where a names file's problem is: `4行目`, `names → GD01-001`, `ファイル`. */
export const namesPlace = (p: NamesPlace): string => (p.line !== undefined ? `${n(p.line)}行目` : (p.field ?? 'ファイル'))

/** Where a card file's problem is: `3行目、項目「level」` or `5件目のレコード` (records count from 1); '' for the file. */
export function importPlace(p: ImportPlace): string {
  return [p.line !== null ? `${n(p.line)}行目` : p.record !== null ? `${n(p.record + 1)}件目のレコード` : null, p.field ? `項目「${p.field}」` : null]
    .filter(Boolean)
    .join('、')
}

/** A card file's problem without its place: the file's name first in an import of several. */
export const importMessage = (p: Pick<ImportProblem, 'file' | 'text'>): string => (p.file ? `${p.file}：${cardsMessage(p.text)}` : cardsMessage(p.text))

/** A card file's problem with its place: `4行目：cards.json：JSON として正しくありません`. */
export const importProblem = (p: ImportProblem): string => placed(importPlace(p), importMessage(p))

/** A problem's words after its place (none: the words alone). */
export const placed = (place: string, what: string): string => (place ? `${place}：${what}` : what)

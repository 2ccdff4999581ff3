import { DECK_FILE_KIND } from '~/schemas/deck-file'
import { formatBytes } from '../../text/format'
import type { EntryPlace, ForeignJson, ReadingCatalogue, ReadingCode, ReadingText, ZipCatalogue, ZipCode, ZipText } from '../reading'
import { limitMessage } from './limits'
import { JA, listed, n, SECTION_NAMES } from './terms'

/**
 * The list readers' messages in Japanese. Like the English ones, most start with where: the line, or the
 * entry of a file or code that has no lines. One function per code, so a code without a message does not compile.
 */

/** `デッキリストは1.2 MBです。上限は1 MBです`, or `... が上限の1 MBを超えています` when both read alike. */
function tooBig(what: string, bytes: number, limit: number): string {
  const size = formatBytes(bytes, JA)
  return size === formatBytes(limit, JA) ? `${what}が上限の${size}を超えています` : `${what}は${size}です。上限は${formatBytes(limit, JA)}です`
}

const quoted = (keys: readonly string[]) => listed(keys.map((k) => `"${k}"`))

function foreignJson(f: ForeignJson): string {
  switch (f.shape) {
    case 'list':
      return `${n(f.items)}個の項目のJSONリスト（オブジェクトではありません）`
    case 'list-of-objects':
      return `${quoted(f.keys)}を持つ${n(f.items)}個の項目のJSONリスト${f.cardData ? '（デッキではなくカードデータ）' : ''}`
    case 'value':
      return `JSONの単独の${f.type}値`
    case 'deck':
      return `別のツールのデッキファイル（${quoted(f.keys)}を持つ${n(f.entries)}件の"${f.key}"リスト）`
    case 'object':
      return f.keys.length === 0 ? '空のJSONオブジェクト' : `${quoted(f.keys)}${f.more ? '、...' : ''}を持つJSONオブジェクト`
  }
}

const foreignPrinting = (number: string, printing: string) =>
  `版 ${printing} はカード${number}の版ではありません。版はカードナンバーそのものか、そのパラレル（${number}_p1 など）です（2-1-1）`

const line = (l: number) => `${n(l)}行目`

/** An entry's line, or its section and place when it has none. */
const where = (entry: EntryPlace | null, l: number) => (entry === null ? line(l) : `${SECTION_NAMES[entry.section]}の${n(entry.index)}番目の項目`)

const SYSTEM_REASONS: Record<string, string> = {
  EACCES: 'アクセス権がありません',
  EPERM: 'アクセス権がありません',
  ENOENT: 'ファイルがありません（実行中になくなりました）',
  EISDIR: 'フォルダです',
  ELOOP: 'シンボリックリンクが多すぎます',
  EIO: '入出力エラー',
}

const systemReason = (p: { errno: string | null; error: string | null }) =>
  p.errno ? `${SYSTEM_REASONS[p.errno] ?? '読めません'}（${p.errno}）` : (p.error ?? '')

const LINK_HINT = '1行に1枚のカード（"4 GD01-001"）'
const NO_CARDS_HINT = '1行に1枚のカードを、枚数とカードナンバーで書いてください（"4 GD01-001"）'
const CARD_LINE_EXAMPLE = '：枚数とカードが必要です（例："4 GD01-001 Gundam"、"4x GD01-001"、"4 Gundam"）'

const DAMAGED = 'ZIP が壊れています'
const bytes = (b: number) => formatBytes(b, JA)

/** Why a ZIP, or a file in it, cannot be read (io/zip.ts). */
const ZIP: ZipCatalogue = {
  'too-big': (p) => `ZIP は${bytes(p.bytes)}です。gundeck が読めるデッキリストの ZIP は${bytes(p.limit)}までです`,
  'not-zip': () => 'ZIP ファイルではないか、途中で切れています（セントラルディレクトリの終端がありません）',
  zip64: () => 'ZIP64 形式のため gundeck では読めません。ZIP64 を使わずに圧縮してください',
  'too-many-entries': (p) => `${n(p.count)}個のファイルがあります。1つの ZIP から読めるリストは${n(p.max)}件までです`,
  'directory-outside': () => `セントラルディレクトリがファイルの外を指しています。${DAMAGED}`,
  'directory-damaged': (p) => `セントラルディレクトリの${n(p.entry)}番目の項目が壊れています`,
  'too-big-unpacked': (p) => `展開すると合計${bytes(p.limit)}を超えます。デッキリストの集まりではありません（ZIP 爆弾かもしれません）`,
  encrypted: () => '暗号化されています。gundeck はパスワード付きの ZIP を読めません',
  method: (p) => `圧縮方式 ${n(p.method)} で圧縮されています。gundeck が読めるのは無圧縮（方式 0）と通常の圧縮（方式 8）だけです`,
  'entry-too-big': (p) => `展開すると${bytes(p.bytes)}になります。デッキリストは${bytes(p.limit)}までです`,
  'header-damaged': () => 'ヘッダーが壊れています',
  'cut-short': () => '途中で切れています',
  'inflate-failed': (p) => `展開できません（${p.error}）`,
  'size-mismatch': (p) => `展開したサイズがヘッダーより${p.more ? '大きくなります' : '小さくなります'}。${DAMAGED}`,
  checksum: () => `チェックサムが一致しません。${DAMAGED}`,
}

/** Why a ZIP or a file in it cannot be read, in Japanese. */
export const zipMessage = (text: ZipText): string => (ZIP[text.code] as (p: ZipText['params']) => string)(text.params)

/** Every ZIP code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_ZIP_CODES = Object.keys(ZIP) as ZipCode[]

const MESSAGES: ReadingCatalogue = {
  'line.unreadable': (p, l) => `${line(l)}：「${p.text}」を読めません${CARD_LINE_EXAMPLE}`,
  'count.out-of-range': (p, l) => `${line(l)}：枚数 ${p.written} は1〜${n(p.max)}でなければなりません`,
  'count.total-too-large': (p, l) => `${line(l)}：${p.card}が合計で${n(p.max)}枚を超えています`,
  'card.missing': (_, l) => `${line(l)}：枚数の後にカードがありません`,
  'card-name.needs-card-data': (p, l) => `${line(l)}：「${p.name}」にはカードナンバーがなく、カードデータなしでは名前を調べられません`,
  'card-name.unknown': (p, l) => `${line(l)}：「${p.name}」という名前のカードはありません。綴りを確認するか、カードナンバーを書いてください`,
  'card-name.ambiguous': (p, l) =>
    `${line(l)}：「${p.name}」は${n(p.numbers.length)}枚のカード（${listed(p.numbers)}）の名前です。どのカードナンバーか書いてください（2-1-1）`,
  'list.too-big': (p) => `${tooBig(p.input === 'file' ? 'デッキファイル' : 'デッキリスト', p.bytes, p.limit)}。何も読み込んでいません`,
  'list.too-many-lines': (p) => `デッキリストは${n(p.lines)}行です。上限は${n(p.limit)}行です。何も読み込んでいません`,

  'list.unreadable': (p, l) => `${line(l)}：${readingMessage(p.reason, l)}`,
  'list.report': () => 'これはデッキリストではなく、gundeck validate のレポート（--report）です。カードではなく判定が書かれています',
  'list.link': (p) =>
    `このリストはリンクだけです（${p.url}）。gundeck はリストをオフラインでチェックし、リンクは開きません。リンクを開いて、デッキのカードをテキストで送ってください（${LINK_HINT}）`,
  'list.tcg-plus-link': (p) => {
    const holds = p.copies === null ? '' : `${n(p.copies)}枚分の`
    return (
      `このリストはバンダイ TCG+ のデッキリンク（${p.url}）で、gundeck は読めません。バンダイ TCG+ のアプリかサイトでデッキをテキストとしてコピーし（テキスト出力）、` +
      `それを貼り付けてください（${LINK_HINT}）。リンクの deck= は${holds}1枚ごとに3文字のトークンで、TCG+ アプリ独自のその版のID（日本語版・英語版、` +
      `パラレル、再録はそれぞれ別）を64進数で書いたものです。IDをカードナンバーにするにはバンダイのID表が必要ですが、公開されていません`
    )
  },

  'list.no-cards': (p) => {
    if (p.problems.length === 0) return `このリストからカードを1枚も読めませんでした。枚数とカードの行がありません。${NO_CARDS_HINT}`
    // Each line's error ends with the same example of a card line: said once, at the end.
    const named = p.problems.map((d) => readingMessage(d, d.line).replace(CARD_LINE_EXAMPLE, ''))
    return `このリストからカードを1枚も読めませんでした：${named.join('。')}${p.more > 0 ? `。ほかに${n(p.more)}件の問題があります` : ''}。${NO_CARDS_HINT}`
  },

  'csv.malformed': (p, l) => `${line(l)}：${p.error}`,
  'csv.no-header': (p, l) => `${line(l)}：デッキCSVには、count と number の列を持つ見出し行が必要です（${p.columns.join(',')}）`,
  'csv.count-invalid': (p, l) => `${line(l)}、count 列：枚数「${p.written}」は1〜${n(p.max)}の整数でなければなりません`,
  'csv.number-empty': (_, l) => `${line(l)}、number 列：カードナンバーが空です`,
  'csv.number-too-long': (_, l) => `${line(l)}、number 列：カードナンバーが長すぎます`,
  'csv.foreign-printing': (p, l) => `${line(l)}、printing 列：版 ${p.printing} は${p.number}の版ではありません`,
  'csv.unknown-section': (p, l) => `${line(l)}、section 列：不明なセクション「${p.section}」（main、resource、sideboard のいずれか）`,

  'json.invalid': (p, l) => `${line(l)}：JSONとして正しくありません：${p.error}`,
  'json.unknown-version': (p) => `デッキファイルのバージョン ${p.version} は、このバージョンの gundeck では読めません（読めるのはバージョン ${p.supported}）`,
  'json.backup': () =>
    'gundeck のデッキファイルではありません。これは gundeck のバックアップです。カードデータのページ（バックアップ）で復元してから、必要なデッキを書き出してください',
  'json.foreign': (p) =>
    `gundeck のデッキファイルではありません（"kind": "${DECK_FILE_KIND}" がありません${p.kind !== null ? `。kind は "${p.kind}" です` : ''}）。${foreignJson(
      p.looksLike,
    )}のようです。作ったツールからデッキをテキスト（${LINK_HINT}）か gundeck のデッキファイルとして書き出してください`,
  'json.invalid-field': (p) => `デッキファイルの項目 ${p.field ?? '（ファイル全体）'}：${p.error}`,
  'json.entry-not-card': (p) => `デッキの${n(p.entry)}番目の項目：カードと枚数ではありません（{"card_id": "GD01-001", "count": 4} の形が必要です）`,
  'json.entry-bad-number': (p) => `デッキの${n(p.entry)}番目の項目：「${p.written}」はカードナンバーではありません（GD01-001 や GD01-001_p1 など）`,
  'json.entry-bad-count': (p) => `デッキの${n(p.entry)}番目の項目：${p.number}：枚数 ${p.written} は1〜${n(p.max)}の整数でなければなりません`,
  'json.entry-total-too-large': (p) => `デッキの${n(p.entry)}番目の項目：${p.card}が合計で${n(p.max)}枚を超えています`,
  'json.too-many-entries': (p) => `デッキには${n(p.entries)}件の項目があります。読み込んだのは最初の${n(p.read)}件だけです`,

  'code.too-long': (p) => `デッキコード：${tooBig('コード', p.chars, p.limit)}。gundeck が書くデッキコードではありません`,
  'code.malformed': () => 'デッキコード：デッキコードではありません。"gd1." で始まり、英字、数字、"-"、"_" が続くはずです',
  'code.unknown-version': (p) =>
    `デッキコード：バージョン ${p.version} は、このバージョンの gundeck では読めません（読めるのはバージョン ${p.supported}）。gundeck を更新してください`,
  'code.incomplete': () => 'デッキコード：コードが不完全か、途中で切れています',
  'code.damaged': () => 'デッキコード：コードが壊れています（チェックサムが一致しません）。コード全体をもう一度コピーしてください',
  'code.card-table-unreadable': () => 'デッキコード：カード表を読めません',
  'code.section-unreadable': (p) => `デッキコード：${SECTION_NAMES[p.section]}のセクションを読めません`,
  'code.entry-unreadable': (p) => `デッキコード：${SECTION_NAMES[p.section]}のセクションの${n(p.entry)}番目の項目を読めません`,
  'code.foreign-printing': (p) => `デッキコード：${SECTION_NAMES[p.section]}のセクションの${n(p.entry)}番目の項目：${foreignPrinting(p.number, p.printing)}`,
  'code.leftover-bytes': () => 'デッキコード：デッキの後にバイトが余っています',

  'file.unreadable': (p) => `読めません：${systemReason(p)}`,
  'file.too-big': (p) => `デッキリストの上限${formatBytes(p.limit, JA)}を超えています`,
  'file.not-utf8': () => 'UTF-8のテキストではありません',
  'folder.unreadable': (p) => `このフォルダを読めません：${systemReason(p)}。中のリストはチェックしていません`,

  'desk.not-a-list': () => 'ZIP 内のこのファイルはデッキリスト（.txt、.csv、.json）ではないため、読み込んでいません',
  'desk.not-utf8': () => 'このファイルは UTF-8 のテキストではありません',
  'desk.too-big': (p) => `${limitMessage({ code: 'size.over', params: { what: 'このファイル', bytes: p.bytes, limit: p.limit } })}。デッキリストではありません`,
  'zip.entry-unreadable': (p) => `ZIP 内のこのファイルを読めません：${zipMessage(p.problem)}`,
  'zip.empty': () => 'この ZIP にはファイルがありません',
  'zip.unreadable': (p) => `この ZIP を読めません：${zipMessage(p.problem)}`,

  'entry.foreign-printing': (p, l) => `${where(p.entry, l)}：${foreignPrinting(p.number, p.printing)}`,
  'entry.refused': (p, l) => `${where(p.entry, l)}：${p.id}：${p.field ?? '項目'}：${p.error}`,
  'deck-name.too-long': (p) => `デッキ名は${n(p.length)}文字です。デッキ名は${n(p.max)}文字までなので、「${p.shortened}...」に短くしました`,
}

/** A reader's message in Japanese, for the diagnostic on `line`. */
export function readingMessage(text: ReadingText, l: number): string {
  return (MESSAGES[text.code] as (p: ReadingText['params'], line: number) => string)(text.params, l)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_READING_CODES = Object.keys(MESSAGES) as ReadingCode[]

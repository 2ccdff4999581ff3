import { formatBytes } from '../../text/format'
import type { CliCatalogue, CliCode, CliText, FileKind } from '../cli'
import { GAME_NAMES, JA, listed, n } from './terms'

const FILE: Record<FileKind, string> = { 'deck list': 'デッキリスト', 'card file': 'カードデータのファイル', 'ban list': '禁止・制限リスト' }
/** A file as the messages name it: its kind, then its path (or standard input). */
const file = (what: FileKind, name: string | null) => `${FILE[what]}${name === null ? '（標準入力）' : ` ${name} `}`.trimEnd()
const bytes = (count: number) => formatBytes(count, JA)
const withUsage = (message: string, usage: string) => `${message}\n\n${usage}`
const game = (id: string) => GAME_NAMES[id as keyof typeof GAME_NAMES] ?? id

/** The CLI's messages in Japanese (glossary/ja.md: デッキリスト, カードデータ, 禁止・制限リスト, フォーマット). */
const MESSAGES: CliCatalogue = {
  'file.too-big': (p) =>
    p.bytes === null
      ? `${file(p.what, p.name)} が上限の ${bytes(p.limit)} を超えています（そこで読み込みを止めました）`
      : `${file(p.what, p.name)} は ${bytes(p.bytes)} で、上限の ${bytes(p.limit)} を超えています`,
  'file.folder': (p) => `${file(p.what, p.name)} はファイルではなくフォルダーです`,
  'file.missing': (p) => `${file(p.what, p.name)} を読めません：ファイルがありません`,
  'file.unreadable': (p) => `${file(p.what, p.name)} を読めません：${p.detail}`,
  'file.not-utf8': (p) => `${file(p.what, p.name)} は UTF-8 のテキストではありません`,
  'cards.missing': (p) => `カードデータ ${p.path} を読めません：ファイルもフォルダーもありません`,
  'cards.none': (p) => `${p.path} からカードを1枚も読めませんでした${p.detail === null ? '' : `：${p.detail}`}`,
  'cards.other-files': (p) => `${p.path}：カードデータを含まない${n(p.files.length)}件のファイルを除きました：${listed(p.files)}`,
  'cards.skipped': (p) => `${p.path}：${n(p.skipped)}件のレコードを飛ばしました。問題は${n(p.problems)}件です：`,
  'cards.more-problems': (p) => `  ……ほか${n(p.count)}件`,
  'format.unknown': (p) => `不明なフォーマット「${p.id}」です。使えるフォーマット：${listed(p.known)}`,
  'lang.unknown': (p) => `--lang には ${listed(p.known)} のどれかを指定してください（「${p.lang}」は使えません）`,
  // Node's own words for the option it did not know.
  'option.unknown': (p) => `オプションを読めません：${p.detail}`,
  'command.unknown': (p) => withUsage(`不明なコマンド「${p.command}」です`, p.usage),
  'lists.none': (p) => withUsage('デッキリストが指定されていません', p.usage),
  'lists.one': (p) => withUsage(p.given === 0 ? 'デッキリストが指定されていません' : 'デッキリストは1つだけ指定してください', p.usage),
  'convert.one': (p) => withUsage('変換するデッキリストを1つだけ指定してください', p.usage),
  'cards.required': (p) =>
    withUsage(
      `--cards PATH が必要です：${
        p.command === 'validate'
          ? 'チェックに使うカードデータ'
          : p.command === 'simulate'
            ? 'デッキのカードを含むカードデータ'
            : 'カードの名前と区分を決めるカードデータ'
      }`,
      p.usage,
    ),
  'to.unknown': (p) => withUsage(`--to には ${listed(p.known)} のどれかを指定してください${p.to ? `（「${p.to}」は使えません）` : ''}`, p.usage),
  'jobs.bad': (p) => `--jobs には 1〜64 の整数を指定してください（「${p.given}」は使えません）`,
  'assume.both': () => '--assume-resources と --no-assume-resources は同時に指定できません。どちらか一方にしてください（指定しなければ、みなします）',
  'folder.no-lists': (p) => `フォルダー ${p.path} に .txt、.csv、.json のデッキリストがありません`,
  'report.unwritable': (p) => `レポート ${p.path} を書き込めません：${p.folder ? 'フォルダーを' : ''}${p.detail}`,
  'report.is-input': (p) =>
    `--report ${p.path} はチェックするデッキリストの1つです。gundeck はデッキリストを上書きしません。レポートは別のファイルに書いてください`,
  'report.not-ours': (p) =>
    `--report ${p.path} はすでにあり、gundeck のレポートではありません。上書きはしないので、別のファイル名にするか、先にそのファイルを削除してください`,
  'ban-list.not-json': (p) => `禁止・制限リスト ${p.path} が JSON ではありません：${p.detail}`,
  'ban-list.field': (p) => `禁止・制限リスト ${p.path}：${p.field === null ? 'ファイル全体' : `項目 ${p.field}`}：${p.detail}`,
  'ban-list.other-game': (p) => `禁止・制限リスト ${p.path} は${game(p.game)}用です。フォーマット ${p.format} は${game(p.formatGame)}のフォーマットです`,
  'ban-list.none-in-format': (p) =>
    `フォーマット ${p.format} には禁止・制限リストがありません。--banlist や --as-of は、リストのあるフォーマット（gcg など）と一緒に使ってください`,
  'ban-list.none-in-force': (p) =>
    `${p.date} に有効だった${game(p.game)}の禁止・制限リストを gundeck は知りません${p.earliest ? `（最も古いものは ${p.earliest} 付けです）` : ''}。--banlist FILE で指定してください`,
  'as-of.bad': (p) => `--as-of には YYYY-MM-DD 形式の日付を指定してください（「${p.given}」は使えません）`,
  'hit.required': (p) => withUsage('--hit NUMBERS[:N] が必要です：探すカード', p.usage),
  'hit.too-many': (p) => `--hit のグループは${n(p.max)}個までです`,
  'hit.bad': (p) => `--hit「${p.hit}」：NUMBERS[:N] の形で指定してください（例：「GD01-001,GD01-002:2」）`,
  'hit.empty-number': (p) => `--hit「${p.hit}」：空のカード番号があります`,
  'hit.unknown-card': (p) => `--hit「${p.hit}」：カードデータに ${p.number} のカードがありません`,
  'whole-number': (p) => `${p.option} には ${n(p.min)}〜${n(p.max)} の整数を指定してください（「${p.given}」は使えません）`,
  'player.bad': (p) => `--player には first（先攻）か second（後攻）を指定してください（「${p.given}」は使えません）`,
  'redraw.bad': (p) => `--redraw には never、if-miss、optimal のどれかを指定してください（「${p.given}」は使えません）`,
  'deck.unreadable': (p) => `${p.file} を読めません：${p.detail}`,
  'deck.no-main': (p) => `${p.file}：デッキのカードがありません`,
  'simulate.failed': (p) => `${p.file} をシミュレートできません：${p.problems.join('。')}`,
  'convert.unreadable': (p) => `${p.file}：読めない行が${n(p.lines)}行あるため、変換しませんでした`,
  'warning.deck-size': (p) =>
    `警告：デッキは${n(p.cards)}枚です。${p.format} のデッキは${p.min === p.max ? `${n(p.min)}枚` : `${n(p.min)}〜${n(p.max)}枚`}です（${p.ref}）`,
  warning: (p) => `警告：${p.text}`,
  progress: (p) => `${n(p.total)}件中${n(p.done)}件のリストをチェックしました`,
  'threads.several': (p) =>
    `${n(p.total)}件のリストを${n(p.threads)}スレッドでチェックしました：ワーカースレッドで${n(p.byWorkers)}件、メインスレッドで${n(p.total - p.byWorkers)}件`,
  'threads.one': (p) =>
    `${n(p.total)}件のリストを1スレッドでチェックしました${
      p.why === 'no-idle-core' ? '（空いているコアがありません）' : p.why === 'read-ahead' ? '。ファイルは別のスレッドが先に読み込みました' : ''
    }`,
  'reports.left-out': (p) => `リストの中にあった gundeck のレポート${n(p.count)}件を除きました（--report のファイルはリストとして読みません）`,
  error: (p) => `gundeck：${p.message}`,
  'internal-error': (p) => `gundeck：内部エラー：${p.detail}`,
}

/** A CLI message in Japanese. */
export function cliMessage(text: CliText): string {
  return (MESSAGES[text.code] as (p: CliText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_CLI_CODES = Object.keys(MESSAGES) as CliCode[]

import { COMMAND_LINES, DIALECT_SAMPLES, type CliUsageCatalogue } from '../cli'
import { n } from './terms'

/**
 * The commands' help in Japanese (glossary/ja.md: デッキリスト, カードデータ, フォーマット, 禁止・制限リスト,
 * 初手, 引き直し, 先攻・後攻, 厳密計算, モンテカルロ法, シード). Options, values and file names stay as typed.
 */
export const CLI_USAGE: CliUsageCatalogue = {
  main: () => `gundeck：ガンダムのトレーディングカードゲームのデッキチェック

コマンド：
${COMMAND_LINES}

各コマンドのオプションは「gundeck COMMAND --help」で表示します。`,
  validate: (p) => `使い方：gundeck validate FILE|FOLDER... --cards PATH [--format ${p.formats.join('|')}]
                        [--banlist FILE] [--as-of DATE] [--no-assume-resources] [--report FILE.csv]
                        [--json] [--jobs N] [--verbose] [--lang en|ja]

デッキリストを1つずつ、フォーマットのデッキ構築ルールと禁止・制限リストでチェックします。デッキリストは
よく使われるどの書き方のテキストでも、gundeck の CSV・JSON・デッキコード（gundeck convert が書くもの）でも
かまいません。FILE に - を指定すると標準入力を読みます。FOLDER を指定すると、その中（サブフォルダーも含む）の
.txt・.csv・.json ファイルをすべて、名前の順に読みます。1 MB を超えるデッキリストは、ファイルが示すサイズに
かかわらず読みません。デッキリストでないもの（バンダイ TCG+ のデッキのリンク、ほかのツールの JSON、読めない
ファイルやフォルダー）は「読込不可」として理由と対処を示し、残りはチェックを続けます。
  --cards PATH    カードデータ：gcg-api の cards.json / cards.ndjson、公式サイトから取得したファイル、
                  ガンダムウォーのファイル（cards-merged.json、deckCopyLimits.json など）、ガンダムフォージの
                  カードリスト、gundeck の CSV（game 列：gcg、gundam-war、forge）、またはそれらを入れたフォルダー
                  （フォルダー内のカードデータでないファイルは除きます）
  --format ID     チェックに使うフォーマット（既定は gcg）
  --banlist FILE  フォーマット自身のものの代わりに使う禁止・制限リスト（data/banlists/ と同じ JSON 形式）。
                  このリリースの後に発表されたリストなど
  --as-of DATE    DATE（YYYY-MM-DD）の時点で有効な禁止・制限リスト：data/banlists/（と --banlist FILE）の
                  うち、その日以前の日付で最新のもの
  --no-assume-resources  リソースデッキのないリストを書かれたとおりにチェックします（0枚のリソースデッキは
                  エラーになります）。既定では、そのようなリストは標準のリソースデッキ 10 x R-001 があるものと
                  みなしてチェックし、警告でそう伝えます（JSON では各リストに、テキストのレポートでは最後に1回、
                  レポートでは「リソースデッキ」列に）。以前の指定方法の --assume-resources も使えますが、
                  何も変わりません
  --report FILE   リストごとに1行の CSV も書きます：ファイル、デッキ名、判定、各問題の説明、リソースデッキ
                  （大会の記録用）。リストとして読み返すことはなく、デッキリストやこのレポートでないファイルの
                  上には書きません
  --json          JSON を1つ出力します（ファイルが1つならオブジェクト、複数なら配列）
  --jobs N        大きなフォルダーに使うスレッド数（既定は空いているコアごとに1つ：コア数からロードアベレージを
                  引いた数）。2 か 3 なら1つがファイルを読み、もう1つがチェックします。4 以上（かつ 2,000 件
                  以上のリスト）なら半分がチェックします。1 ならすべてを1つのスレッドで行います
  --verbose       --cards のフォルダーにある、カードデータでないファイルの名前も表示します
  --lang en|ja    テキストのレポートの言語（既定は en）。--json と --report はそのままで、--json の各違反には
                  どの言語にも使える code と params があります
終了ステータス：0 すべてのデッキが使用可能、1 使用不可・未チェック（カードデータより新しいカードを含む）・
読込不可のデッキがある、2 使い方の誤り、またはコマンドラインで指定した入力が読めない。`,
  simulate: (p) => `使い方：gundeck simulate FILE --cards PATH [--format ${p.formats.join('|')}] --hit NUMBERS[:N] [--hit ...]
                        [--by-turn T] [--player first|second] [--redraw never|if-miss|optimal]
                        [--trials N] [--seed S] [--json] [--lang en|ja]

デッキの初手が条件を満たす確率を、厳密計算と、シードを使うモンテカルロ法で求めます。フォーマットのゲームの
準備のルールに従います（ガンダムウォーの引き直し a) は、当てはまるときは必ず行います）：
${p.openings}
  --cards PATH       カードデータ（validate と同じ）
  --format ID        ゲームの準備のルールを使うフォーマット（既定は gcg）
  --hit NUMBERS[:N]  カンマで区切ったカード番号のカードのうち、少なくとも N 枚（既定は 1）。パラレルのカードも
                     その番号のカードとして数えます。グループを増やすには --hit を繰り返します（すべてを満たす
                     必要があります）
  --by-turn T        0（既定）：初手だけ。T：最後の手札に、そのプレイヤーの第 T ターンのドローフェイズまでに
                     引いたカードをすべて加えたもの
  --player P         first（先攻、既定）か second（後攻）
  --redraw R         if-miss（既定）：手札が条件を満たさないあいだ、フォーマットの引き直し（GCG の引き直し、
                     フォージのマリガン、ガンダムウォーの引き直し b)）を行います。never：キープします。
                     optimal：最善の判断。引き直した後の厳密な確率がキープするより高い手札だけを引き直します
                     （その判断の一覧を表示します）
  --trials N         モンテカルロ法の試行回数（既定は ${n(p.trials)}）。0 なら厳密計算だけ
  --seed S           シード、0〜4,294,967,295（既定はランダムで、表示します）。同じシードなら同じ結果になります
  --json             {"exact", "monteCarlo": {"p", "trials", "stdError"}, "seed"} を出力します。--trials 0 では
                     monteCarlo と seed は null。グループの重なりが多すぎるときは exact が null。--redraw optimal
                     では "policy": [{"hand": {"group1", ..., "other"}, "keep", "redraw", "choice"}] が加わります。
                     最初の手札ごと（グループごとの枚数で区別）に1項目です（2つのグループにあるカードは両方で
                     数えます。引き直しが続くときは "step" も）
  --lang en|ja       テキストのレポートの言語（既定は en）。--json はそのまま
終了ステータス：0 完了、2 使い方の誤り、または入力が読めない。`,
  convert: (p) => `使い方：gundeck convert FILE --cards PATH --to ${p.dialects.join('|')} [--name NAME] [--lang en|ja]

gundeck が知っているどの書き方のデッキリスト（gundeck の CSV・JSON・デッキコードも）でも読み、別の書き方で
出力します。
  --cards PATH    カードデータ（validate と同じ）：カード名、リソースの置き場所、名前だけの行に必要です
  --to FORMAT     canonical   4 GD01-013 Gundam、セクションの見出しつき
${DIALECT_SAMPLES}
                  json        gundeck のバージョンつきデッキファイル
                  code        リンク用の短いデッキコード（gd1....）
  --name NAME     書き出すデッキ名（JSON、デッキコード、テキストではコメントとして）。既定は入力のデッキ名
  --lang en|ja    標準エラーに出す問題の言語（既定は en）。リストはそのまま書きます
終了ステータス：0 変換した、1 読めない行がある（標準エラーに表示し、何も出力しません）、2 使い方の誤り、
または入力が読めない。`,
}

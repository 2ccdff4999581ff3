import type { Messages } from '../en'

/** 同期（src/sync）とアプリのワーカー（src/workers）が知らせる内容。 */
const sync: Messages['sync'] = {
  thisAddress: 'このアドレス',
  retrying: {
    offline: 'この端末はオフラインです。変更はこの端末に残し、再試行しています。',
    cors: '{server} から応答がありません。サーバーが停止しているか、このページ（{origin}）からの利用を許可していません（認証情報付きの CORS）。変更はこの端末に残し、再試行しています。',
    serverStatus: '同期サーバーがエラー {status} を返しました。変更はこの端末に残し、再試行しています。',
  },
  change: {
    keptChanging: 'デッキ {deck} が同期中に何度も変更されました',
    refused: '同期用のコピーが {id} を受け付けませんでした（{reason}）',
  },
  notices: {
    backWithEdit: '「{name}」は一方の端末で削除され、もう一方の端末で編集されました。編集した内容で元に戻しています。',
  },
  workers: {
    invalid: '形式が正しくありません',
    unknownError: '原因不明のエラー',
    simulation: {
      badAnswer: 'シミュレーション処理から読み取れない応答がありました：{detail}',
      stopped: 'シミュレーション処理が停止しました：{detail}',
      notStarted: 'シミュレーション処理を開始できませんでした：{detail}',
      disposed: 'シミュレーションを停止しました',
    },
  },
  drop: {
    leftOut: 'フォルダー内の {n}\u00a0個のファイルはデッキリスト（.txt、.csv、.json、.zip）ではないため、読み込みませんでした',
    fileUnreadable: '{path}：このファイルを読めません（{detail}）',
    folderUnreadable: '{path}/：このフォルダーを読めません（{detail}）。中のリストはチェックしていません',
  },
}

export default sync

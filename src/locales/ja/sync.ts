import type { Messages } from '../en'

/** 同期（src/sync）とアプリのワーカー（src/workers）が知らせる内容。 */
const sync: Messages['sync'] = {
  thisAddress: 'このアドレス',
  retrying: {
    offline: 'この端末はオフラインです。変更はこの端末に残し、再試行しています。',
    cors: '{server} から応答がありません。サーバーが停止しているか、このページ（{origin}）からの利用を許可していません（認証情報付きの CORS）。変更はこの端末に残し、再試行しています。',
    serverStatus: '同期サーバーがエラー {status} を返しました。変更はこの端末に残し、再試行しています。',
  },
}

export default sync

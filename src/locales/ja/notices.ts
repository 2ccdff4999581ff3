import type { Messages } from '../en'

/** すべてのページに出る保存領域のお知らせ（components/app/AppStorage*.vue）。 */
const notices: Messages['notices'] = {
  full: {
    title: 'この端末の保存領域がいっぱいです',
    stopped: '保存済みの内容を守るため、gundeck は保存を止めました。これ以降の変更はこのタブの中にだけあります。タブを閉じないでください。',
    usage: 'この端末で gundeck のデータは {size} を使っています。',
    todo: '今すぐバックアップをダウンロードし、ディスクの空きを増やして（または他のサイトのデータを削除して）から「もう一度試す」を押してください。',
    backup: '今すぐバックアップをダウンロード',
    trying: '試しています…',
    retry: 'もう一度試す',
  },
  loss: {
    fromServerProgress: '同期にサインイン中：サーバーにあるデータを取り戻しています（{total} 件中 {done} 件）…',
    fromServerDone: '同期にサインイン中：サーバーにあるデータ（履歴を含む）をすべて取り戻しました。',
    fromServer: '同期にサインイン中：履歴など、サーバーにあるデータを取り戻しています。',
    recoveringDecks: 'デッキを新しい保存先に戻しています…',
    recoveringCards: '前回読み込んだファイルからカードリストを作り直しています…',
    puttingBack: '戻しています…',
    putBack: '{n}\u00a0個のデッキを戻す',
    downloadDecks: 'デッキをバックアップとしてダウンロード',
    retry: 'もう一度試す',
    backup: 'バックアップをダウンロード',
    ok: 'OK',
  },
  browserSaid: 'ブラウザからのメッセージ',
}

export default notices

import type { Messages } from '../en'

/** ストアが知らせる内容（composables/useStoreMessages.ts）。 */
const stores: Messages['stores'] = {
  backup: {
    saved: 'バックアップを保存しました：{contents}。',
    savedLeft: 'バックアップを保存しました：{contents}。{left}',
    decks: '{n}\u00a0個のデッキ',
    history: '{n}\u00a0件の履歴',
    playtests: '{n}\u00a0件の一人回し',
    cards: '{n}\u00a0種類のカード',
    separator: '、',
    left: '読み込めなかったレコード {n}\u00a0件は含まれていません。下の「{button}」でダウンロードしてください。',
    failed: 'バックアップを作成できませんでした：{reason}',
    noCopyHalted: '保存が止まる前にこの端末から何も読み込まれておらず、デッキのコピーも見つかりません',
    noCopy: 'デッキのコピーが見つかりません',
    nothingChanged: '{problem}何も変更していません。',
    tooBig: '{problem}。',
    notABackup: '{file}：{detail}',
    notText: '{file} は UTF-8 のテキストではありません。',
    unreadable: '{file} を読み込めませんでした：{detail}',
    restored: '{file} から{decks}と{history}{playtests}を復元しました。',
    restoredSkipped: '{file} から{decks}と{history}{playtests}を復元しました。{skipped}',
    restoredPlaytests: '（と{playtests}）',
    skipped: 'ファイル内の保存した一人回し {n}\u00a0件は読み取れないため除きました（{names}）。',
    skippedMore: '{names}、ほか {n}\u00a0件',
    nameSeparator: '、',
    quota:
      'ブラウザにこのサイトのデータを保存する空きがないため、何も保存されず、以前のデータもそのままです。ディスクの空きを増やして（または他のサイトのデータを削除して）もう一度お試しください。',
    restoreFailed: '復元できなかったため、何も変更していません：{detail}',
  },
  desk: {
    noCards: 'カードデータがまだありません。先にカードページでカードリストをダウンロードするか読み込んでから、リストをもう一度ドロップしてください。',
    checkFailed: 'リストをチェックできませんでした：{detail}',
    nothingPasted: 'チェックするリストがありません。デッキリストを貼り付けてください（複数のときはダッシュの行（---）で区切ります）。',
    gone: 'その大会は保存されていません。',
    unreadable: '保存した大会を読み込めません（保存されたまま残ります）：{detail}',
    saved: '「{name}」を保存しました（{n}\u00a0件のリスト）。',
    full: '端末の保存領域がいっぱいです。空きができるまで、この大会はこのタブの中にだけあります。',
    saveFailed: '大会を保存できませんでした：{detail}',
    listFailed: '保存した大会を読み込めませんでした：{detail}',
  },
  names: {
    tooBig: '{problem}。カード名のファイルではありません。何も変更していません。',
    refused: '{file} は読み込みませんでした（{errors}）。これまでのカード名はそのままです。',
    errors: 'エラー {n}\u00a0件',
    imported: '{file} から {language} のカード名を {n}\u00a0件読み込みました。',
    replaced: '{file} から {language} のカード名を {n}\u00a0件読み込み、その言語のこれまでのカード名と置き換えました。',
    saveFailed: 'カード名を保存できませんでした：{detail}。これまでのカード名はそのままです。',
  },
}

export default stores

import type { Messages } from './en'

/** The app's words in Japanese, with the game's official terms (glossary/ja.md). Fetched on first use. */
const ja: Messages = {
  app: {
    skip: '本文へ移動',
    mainNav: 'メイン',
    nav: { decks: 'デッキ', cards: 'カード', collection: 'コレクション', event: '大会受付', data: 'カードデータ' },
    theme: 'テーマ',
    themes: { system: 'システム', light: 'ライト', dark: 'ダーク' },
    language: '言語',
    languageAuto: '自動',
    newerElsewhere: '新しいバージョンの gundeck が別のタブで開かれました。作業を続けるにはこのタブを再読み込みしてください。保存済みの内容は失われません。',
    updateReady: '新しいバージョンの gundeck を利用できます。再読み込みすると切り替わります。保存済みの内容は失われません。',
    reload: '再読み込み',
  },
}

export default ja

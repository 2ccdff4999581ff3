import type { StoredCounts } from '~/schemas/store-record'
import type { StorageCatalogue, StorageCode, StorageText } from '../storage'
import { listed, n } from './terms'

/** The storage notices in Japanese. One function per code, so a code without a message does not compile. */

/** 「デッキ2個、カードリスト（1,075枚）、履歴2件、保存したプレイテスト1件」; '' when there is nothing. */
function listHeld(c: StoredCounts, { decks = true } = {}): string {
  const parts: string[] = []
  if (decks && c.decks) parts.push(`デッキ${n(c.decks)}個`)
  if (c.cards) parts.push(`カードリスト（${n(c.cards)}枚）`)
  if (c.history) parts.push(`履歴${n(c.history)}件`)
  if (c.playtests) parts.push(`保存したプレイテスト${n(c.playtests)}件`)
  return listed(parts)
}

const MESSAGES: StorageCatalogue = {
  'title.dropped': () => '保存したデータの一部が失われました',
  'title.short': (p) => (p.lost ? '保存したデータの一部を読めませんでした' : '保存したデータを元に戻しました'),
  'title.moved': () => 'デッキを元に戻しました',
  'title.vanished': (p) =>
    p.lost ? 'ブラウザが gundeck のデータを削除しました。一部を書き戻しました' : 'ブラウザが gundeck のデータを削除しました。すべて書き戻しました',
  'title.unopenable': () => 'gundeck は保存したデータを開けません',

  dropped: () =>
    'gundeck の起動時、ブラウザがこの端末に保存したデータを削除していました（ファイルの破損を見つけたときや、ディスクの空きを作るときにブラウザが行います）。',
  short: () => 'gundeck の起動時、この端末に保存したデータの一部を読めませんでした（ブラウザがファイルの一部の破損を見つけました）。',
  moved: (p) => `gundeck はこの端末に保存したデータを開けなかったため、このブラウザに保存してあったコピーのデッキ${n(p.decks)}個で新しく始めました。`,
  vanished: () => 'このページを開いている間に、ブラウザがこの端末の gundeck のデータを削除しました。ディスクの空きを作るためと思われます。',
  recovered: (p) =>
    p.decks
      ? `復元：このブラウザに保存してあったコピーからデッキ${n(p.decks)}個。`
      : 'デッキを復元できませんでした：このブラウザのコピーにはデッキがありませんでした。',
  'written-back': (p) => `このページが持っていたものはすべて書き戻しました：${listHeld(p.what) || 'ありませんでした'}。`,
  'images-off': () =>
    'データの場所を空けるため、カード画像はオフライン用に保存しなくなりました（カードデータのページで元に戻せます）。できればこの端末の空き容量を増やしてください。',

  rebuilt: (p) => `カードリスト（${n(p.cards)}枚）は、この端末に保存してあった前回の取り込みのファイルから作り直しました。`,
  lost: (p) => `失われたもの：${listHeld(p.what, { decks: p.decks })}${p.unread ? '（このページがまだ読んでいなかったもの）' : ''}。`,
  'not-recovered': (p) => `復元できなかったもの：${listHeld(p.what, { decks: false })}。`,
  'get-cards': () => 'カードデータのページで、カードリストをもう一度ダウンロードするか取り込んでください。',

  unopenable: () => 'ブラウザはこの端末の gundeck のデータを開けません。端末の空き容量が足りないなら、空きを作って「再試行」を押してください。',
  'copy.safe': (p) => `デッキ${n(p.decks)}個は、このブラウザのコピーに無事に残っています。`,
  'copy.none': () => 'このブラウザにデッキのコピーは見つかりませんでした。',
  'copy.not-in': (p) => `そのコピーにないもの：${listHeld(p.what, { decks: false })}。これらはブラウザが開けないデータに残り、gundeck はそのままにします。`,
  'copy.put-back': () => 'ここで続けるにはデッキを元に戻すか、バックアップとしてダウンロードしてください。',
  'copy.download': () =>
    'デッキをバックアップとしてダウンロードし、ブラウザの設定でこのサイトのデータを消去して再読み込みしてから、カードデータのページでバックアップを復元してください。',
}

/** A storage notice's title or line in Japanese. */
export function storageMessage(text: StorageText): string {
  return (MESSAGES[text.code] as (p: StorageText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const JAPANESE_STORAGE_CODES = Object.keys(MESSAGES) as StorageCode[]

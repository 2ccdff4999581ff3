import { renderHistory, type CollectionCatalogue, type CollectionHistoryCatalogue, type CollectionHistoryText, type CollectionText } from '../collection'
import { limitMessage } from './limits'
import { n } from './terms'

/** The collection CSV reader's messages in Japanese, each with its line (and column). */
const COLUMNS = 'number,printing,owned,trade,note'

const MESSAGES: CollectionCatalogue = {
  'collection.too-big': (p) =>
    `${limitMessage({ code: 'size.over', params: { what: 'コレクションのファイル', bytes: p.bytes, limit: p.limit } })}。何も読み込んでいません`,
  'collection.empty': () => `ファイルが空です：見出し行 ${COLUMNS} が必要です`,
  'collection.no-column': (p) => `${n(p.line)}行目：見出し行に '${p.column}' の列がありません（${COLUMNS} が必要です）`,
  'collection.no-number': (p) => `${n(p.line)}行目、number：カードナンバーがありません`,
  'collection.too-long': (p) => `${n(p.line)}行目、${p.field}：${n(p.max)}文字を超えています`,
  'collection.foreign-printing': (p) =>
    `${n(p.line)}行目、printing：${p.printing}は${p.number}の版ではありません（版はカードナンバーそのものか、そのパラレル ${p.number}_p1 です、2-1-1）`,
  'collection.not-whole': (p) => `${n(p.line)}行目、${p.field}：整数ではありません：'${p.written}'`,
  'collection.too-many': (p) => `${n(p.line)}行目、owned：${p.written}は${n(p.max)}を超えています`,
  'collection.trade-over-owned': (p) => `${n(p.line)}行目、trade：所持${p.owned}枚に対してトレード${p.trade}枚です`,
}

/** A collection reader's message in Japanese. */
export function collectionMessage(text: CollectionText): string {
  return (MESSAGES[text.code] as (p: CollectionText['params']) => string)(text.params)
}

const copies = (count: number) => `${n(count)}\u00a0枚`

/** A change's label in History, in Japanese. */
const HISTORY: CollectionHistoryCatalogue = {
  'history.copies': (p) => `${p.printing}：${p.count > 0 ? '+' : ''}${copies(p.count)}`,
  'history.owned': (p) => `${p.printing}：所持 ${copies(p.owned)}`,
  'history.trade': (p) => `${p.printing}：トレード用 ${copies(p.trade)}`,
  'history.note': (p) => `${p.printing}：メモ`,
  'history.deck': (p) => `デッキ「${p.name}」を追加`,
  'history.import': (p) => `${n(p.printings)}\u00a0バージョンを読み込み（${p.mode === 'add' ? '追加' : '置き換え'}）`,
  'history.synced': (p) => `別の端末から：${p.printing} ${p.owned === null ? '削除' : `所持 ${copies(p.owned)}`}`,
  'history.synced-rows': (p) => `別の端末から：${n(p.printings)}\u00a0バージョン`,
  'history.undo': (label) => `元に戻す：${label}`,
}

/** A History entry's label in Japanese. */
export const collectionHistoryMessage = (text: CollectionHistoryText): string => renderHistory(HISTORY, text)

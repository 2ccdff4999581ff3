import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import type { BackupMessage } from '~/stores/backup'
import type { NamesImportMessage } from '~/stores/card-names'
import type { CardsWords } from '~/stores/cards'
import type { DeckMessage } from '~/stores/decks'
import type { EditorNotice } from '~/stores/deck-editor'
import type { RetryProblem, WriteProblem } from '~/stores/storage'
import type { DeskError, DeskSaveMessage } from '~/stores/event-desk'
import type { SyncWords } from '~/stores/sync'
import { formatDate } from '~/engine/text/format'
import { limitMessage } from '~/engine/messages/en/limits'
import { useStoreMessages } from './useStoreMessages'

const messages: BackupMessage[] = [
  { ok: true, code: 'saved', params: { decks: 1, history: 1, playtests: 1, cards: null, unreadable: 0 } },
  { ok: true, code: 'saved', params: { decks: 2000, history: 0, playtests: 0, cards: 1075, unreadable: 2 } },
  { ok: true, code: 'restored', params: { decks: 1, history: 1, playtests: 1, file: 'backup.json', skipped: [] } },
  {
    ok: true,
    code: 'restored',
    params: {
      decks: 1,
      history: 2,
      playtests: 0,
      file: 'torn.json',
      skipped: [0, 1, 2, 3, 4].map((index) => ({ code: 'skipped.second-game', params: { index, deck: 'deck-a' } }) as const),
    },
  },
  { ok: false, code: 'failed', params: { reason: 'no-copy-halted', detail: '' } },
  { ok: false, code: 'failed', params: { reason: 'no-copy', detail: '' } },
  { ok: false, code: 'too-big', params: { problem: { code: 'size.over', params: { what: 'big.json', bytes: 300e6, limit: 200e6 } } } },
  { ok: false, code: 'not-text', params: { file: 'binary.json' } },
  { ok: false, code: 'quota', params: {} },
  { ok: false, code: 'not-a-backup', params: { file: 'cards.json', text: { code: 'not-a-backup', params: { kind: 'gundeck-backup' } } } },
]

const desk: (DeskError | DeskSaveMessage)[] = [
  { code: 'no-cards' },
  { code: 'nothing-pasted' },
  { code: 'gone' },
  { code: 'saved', name: 'Store league', lists: 12 },
  { code: 'full' },
]

describe('the stores’ reports in words', () => {
  afterEach(() => showLanguage('en'))

  it('in English, as the stores wrote them before they kept codes', () => {
    const { backupText } = useStoreMessages()
    expect(messages.map(backupText)).toEqual([
      'Backup saved: 1 deck, 1 history entry, 1 saved playtest.',
      'Backup saved: 2,000 decks, 0 history entries, 1,075 cards. 2 unreadable records are not in it: download them with "Download unreadable records" below.',
      'Restored 1 deck and 1 history entry (and 1 saved playtest) from backup.json.',
      'Restored 1 deck and 2 history entries from torn.json. 5 saved playtests in it could not be read and were left out (playtests[0]: a second saved game of deck deck-a; playtests[1]: a second saved game of deck deck-a; playtests[2]: a second saved game of deck deck-a; and 2 more).',
      'The backup could not be made: nothing was read from this device before saving stopped, and no copy of your decks was found',
      'The backup could not be made: no copy of your decks was found',
      expect.stringMatching(/^big\.json .*\. Nothing was changed\.$/),
      'binary.json is not UTF-8 text. Nothing was changed.',
      expect.stringMatching(/^The browser has no room left/),
      expect.stringMatching(/^cards\.json: This is not a gundeck backup.* Nothing was changed\.$/),
    ])
  })

  it('in Japanese, with no English word left but the file names', async () => {
    await showLanguage('ja')
    const { backupText } = useStoreMessages()
    const texts = messages.map(backupText)
    expect(texts[1]).toBe(
      'バックアップを保存しました：2,000\u00a0個のデッキ、0\u00a0件の履歴、1,075\u00a0種類のカード。読み込めなかったレコード 2\u00a0件は含まれていません。下の「読み込めなかったレコードをダウンロード」でダウンロードしてください。',
    )
    expect(texts[3]).toBe(
      'torn.json から1\u00a0個のデッキと2\u00a0件の履歴を復元しました。ファイル内の保存した一人回し 5\u00a0件は読み取れないため除きました（playtests[0]：デッキ deck-a の2つ目の保存した一人回し、playtests[1]：デッキ deck-a の2つ目の保存した一人回し、playtests[2]：デッキ deck-a の2つ目の保存した一人回し、ほか 2\u00a0件）。',
    )
    // The backup reader's own words (engine/messages/ja/backup.ts), not its English.
    expect(texts[9]).toMatch(/^cards\.json：/)
    for (const text of texts)
      expect(
        text
          .replace(/\b[\w-]+\.json\b/g, '')
          .replace(/"kind"|gundeck-backup/g, '')
          .replace(/UTF-8|JSON|playtests|deck-a|gundeck/g, ''),
      ).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('the Event desk: English as the store wrote it, Japanese with the event’s name kept', async () => {
    const en = useStoreMessages().deskText
    expect(desk.map(en)).toEqual([
      'There is no card data yet: download or import the card list on the Cards page first, then drop the lists again.',
      'Nothing to check: paste one or more deck lists, separated by a line of dashes (---).',
      'That event is no longer saved.',
      'Saved "Store league" (12 lists).',
      'The device is out of space: this event is kept in this tab only until space is freed.',
    ])
    await showLanguage('ja')
    const texts = desk.map(useStoreMessages().deskText)
    expect(texts[3]).toBe('「Store league」を保存しました（12\u00a0件のリスト）。')
    for (const text of texts) expect(text.replace('Store league', '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('the Event desk’s checking failing: the worker’s failure and its own problem from their codes, English as the client wrote it', async () => {
    const failed: DeskError[] = [
      { code: 'check-failed', failure: { code: 'bad-answer', detail: null } },
      { code: 'check-failed', failure: { code: 'bad-answer', detail: 'Required' } },
      { code: 'check-failed', failure: { code: 'stopped', detail: null } },
      { code: 'check-failed', failure: { code: 'stopped', detail: 'out of memory' } },
      { code: 'check-failed', problem: { code: 'desk.unknown-format', params: { format: 'nope' } } },
      { code: 'check-failed', detail: 'Kaboom' },
    ]
    expect(failed.map(useStoreMessages().deskText)).toEqual([
      'The lists could not be checked: bad message from the checker: invalid',
      'The lists could not be checked: bad message from the checker: Required',
      'The lists could not be checked: the checker stopped: unknown error',
      'The lists could not be checked: the checker stopped: out of memory',
      'The lists could not be checked: unknown format "nope"',
      'The lists could not be checked: Kaboom',
    ])
    await showLanguage('ja')
    const texts = failed.map(useStoreMessages().deskText)
    expect(texts[0]).toBe('リストをチェックできませんでした：チェック処理から読み取れない応答がありました：形式が正しくありません')
    expect(texts[3]).toBe('リストをチェックできませんでした：チェック処理が停止しました：out of memory')
    expect(texts[4]).toBe('リストをチェックできませんでした：不明なフォーマット「nope」です')
    // What the browser or zod said, and an error's own words, stay as they were said.
    for (const text of texts) expect(text.replace(/Required|out of memory|nope|Kaboom/, '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('a card names import: English as the store wrote it, Japanese with the file and language kept', async () => {
    const names: NamesImportMessage[] = [
      { ok: true, code: 'imported', params: { n: 2, language: 'ja', file: 'ja.csv', replaced: false } },
      { ok: true, code: 'imported', params: { n: 1200, language: 'ja', file: 'ja.csv', replaced: true } },
      { ok: false, code: 'refused', params: { file: 'bad.csv', errors: 1 } },
    ]
    expect(names.map(useStoreMessages().namesText)).toEqual([
      '2 ja names imported from ja.csv.',
      '1,200 ja names imported from ja.csv, in place of that language’s names before.',
      'bad.csv was not imported (1 error); the names you had are unchanged.',
    ])
    await showLanguage('ja')
    const texts = names.map(useStoreMessages().namesText)
    expect(texts[0]).toBe('ja.csv から ja のカード名を 2\u00a0件読み込みました。')
    for (const text of texts) expect(text.replace(/\w+\.csv/, '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('a sync problem: worded from its code in English (as sync wrote it before) and in Japanese, trying again said so', async () => {
    const server = 'https://couch.example.org'
    const account = { name: 'alice', db: 'userdb-616c696365' }
    // Each code, and the English sync/session.ts and sync/replication.ts wrote for it before they sent codes.
    const problems: [{ words: SyncWords; retrying?: boolean; detail?: string }, string][] = [
      [{ words: { code: 'address-invalid', params: { typed: 'couch' } } }, '“couch” is not a server address (it should look like https://couch.example.org).'],
      [{ words: { code: 'address-protocol', params: {} } }, 'The server address must start with https:// (or http:// on this computer).'],
      [{ words: { code: 'offline', params: {} } }, 'This device is offline. Changes are kept here and sent when it is back online.'],
      [
        { words: { code: 'cors', params: { server, origin: 'http://localhost:4173' } } },
        'No answer from https://couch.example.org: the server is down, or it does not allow this page (http://localhost:4173) to use it (CORS with credentials). Changes are kept here.',
      ],
      [
        { words: { code: 'cors', params: { server, origin: null } } },
        'No answer from https://couch.example.org: the server is down, or it does not allow this page (this address) to use it (CORS with credentials). Changes are kept here.',
      ],
      [{ words: { code: 'no-name', params: {} } }, 'Enter your user name.'],
      [{ words: { code: 'wrong-password', params: {} } }, 'Wrong user name or password.'],
      [{ words: { code: 'refused', params: { status: 500, reason: 'down' } } }, 'The server refused to sign in (500: down).'],
      [{ words: { code: 'refused', params: { status: 502, reason: '' } } }, 'The server refused to sign in (502).'],
      [{ words: { code: 'not-couch', params: { server } } }, 'https://couch.example.org did not answer as a CouchDB server does (/_session).'],
      [
        { words: { code: 'expired', params: {} } },
        'Your session on the sync server has ended: sign in again. Changes made meanwhile are kept here and sent then.',
      ],
      [
        { words: { code: 'forbidden', params: account } },
        'The server does not let alice use the database userdb-616c696365. Changes are kept here. Check the account on the server.',
      ],
      [
        { words: { code: 'no-database', params: account } },
        'The server has no database userdb-616c696365 for alice (is couch_peruser on?). Changes are kept here.',
      ],
      [{ words: { code: 'server-status', params: { status: 500 } } }, 'The sync server answered 500. Changes are kept here and it will be tried again.'],
      // Tried again (replication's problems while the server cannot be reached).
      [{ words: { code: 'offline', params: {} }, retrying: true }, 'This device is offline. Changes are kept here; trying again.'],
      [
        { words: { code: 'cors', params: { server, origin: 'http://localhost:4173' } }, retrying: true },
        'No answer from https://couch.example.org: the server is down, or it does not allow this page (http://localhost:4173) to use it (CORS with credentials). Changes are kept here; trying again.',
      ],
      [{ words: { code: 'server-status', params: { status: 503 } }, retrying: true }, 'The sync server answered 503. Changes are kept here; trying again.'],
      [
        { words: { code: 'expired', params: {} }, retrying: true },
        'Your session on the sync server has ended: sign in again. Changes made meanwhile are kept here and sent then. Changes are kept here; trying again.',
      ],
    ]
    expect(problems.map(([p]) => useStoreMessages().syncText(p))).toEqual(problems.map(([, english]) => english))
    expect(useStoreMessages().syncText({ detail: 'The deck x kept changing' })).toBe(
      'A change could not be synced and will be tried again: The deck x kept changing',
    )
    // A failure with no code (an unexpected error) keeps its own message.
    expect(useStoreMessages().syncText({ message: 'QuotaExceededError' })).toBe('QuotaExceededError')
    await showLanguage('ja')
    const { syncText } = useStoreMessages()
    const ja = problems.map(([p]) => syncText(p))
    expect(ja[6]).toBe('ユーザー名またはパスワードが違います。')
    expect(ja[4]).toContain('このページ（このアドレス）')
    expect(ja[15]).toBe(
      'https://couch.example.org から応答がありません。サーバーが停止しているか、このページ（http://localhost:4173）からの利用を許可していません（認証情報付きの CORS）。変更はこの端末に残し、再試行しています。',
    )
    expect(ja[16]).toBe('同期サーバーがエラー 503 を返しました。変更はこの端末に残し、再試行しています。')
    for (const text of ja) expect(text.replace(/https?:\/\/[\w.:/]*|couch\w*|userdb-\w+|alice|CouchDB|CORS|\/_session|down/g, '')).not.toMatch(/[A-Za-z]{3,}/)
    expect(syncText({ detail: 'The deck x kept changing' })).toBe('変更を同期できませんでした。あとで再試行します：The deck x kept changing')
  })

  it('the card data: English as the store wrote it before it kept codes, Japanese from its code', async () => {
    const kept = '2026-06-01T12:00:00.000Z'
    const tooBig = { code: 'size.over', params: { what: 'big.json', bytes: 300e6, limit: 200e6 } } as const
    const full =
      'Not imported: this device is out of storage space, so gundeck has stopped saving. Your previous card data is unchanged. Free some space, press Try again, then import again.'
    const reports: [CardsWords, string][] = [
      [{ code: 'imported', params: { cards: 1075, printings: 1500, skipped: 2 } }, 'Imported 1075 cards (1500 printings), 2 skipped.'],
      [{ code: 'imported', params: { cards: 1, printings: 1, skipped: 0 } }, 'Imported 1 cards (1 printings).'],
      [
        { code: 'no-cards', params: { text: { code: 'replace.no-cards', params: { problems: [], more: 0 } } } },
        'No cards could be read, so nothing was changed.',
      ],
      [{ code: 'file-unreadable', params: { file: 'latin1.json' } }, 'latin1.json is not UTF-8 text. Nothing was changed.'],
      [{ code: 'download-failed', params: { detail: 'The download was cancelled.' } }, 'The download was cancelled. Your card data is unchanged.'],
      [{ code: 'cancelled-saving', params: {} }, 'Cancelled while saving. Nothing was changed.'],
      [{ code: 'full-import', params: {} }, full],
      [{ code: 'save-failed', params: { detail: 'AbortError' } }, 'Saving failed, so your previous card data is unchanged: AbortError'],
      [{ code: 'kept', params: { cards: 1075 } }, 'Nothing was changed: your 1,075 cards are kept.'],
      [{ code: 'no-previous', params: {} }, 'No previous card data is kept, so nothing was changed.'],
      [
        { code: 'full-restore', params: {} },
        'Not restored: this device is out of storage space, so gundeck has stopped saving. Your card data is unchanged. Free some space, press Try again, then restore again.',
      ],
      [{ code: 'restore-failed', params: { detail: 'AbortError' } }, 'Restoring failed, so your card data is unchanged: AbortError'],
      [
        { code: 'restored', params: { cards: 20, label: 'cards.csv' } },
        'Restored the previous card data: 20 cards (cards.csv). The data it replaced is kept; restore again to bring it back.',
      ],
      [
        { code: 'restored', params: { cards: 1, label: null } },
        'Restored the previous card data: 1 cards. The data it replaced is kept; restore again to bring it back.',
      ],
      [
        { code: 'rebuilt', params: { cards: 1075, label: 'cards.json', date: kept } },
        `The card list was rebuilt from the files of your last import, kept on this device: 1,075 cards (cards.json, imported ${formatDate(kept)}).`,
      ],
      [{ code: 'rebuild-failed', params: { detail: 'AbortError' } }, 'The card list could not be rebuilt from the files kept on this device: AbortError'],
      [
        { code: 'rebuild-refused', params: { cause: { code: 'full-import', params: {} } } },
        `The card list could not be rebuilt from the files kept on this device: ${full}`,
      ],
      [{ code: 'too-big', params: { problem: tooBig } }, `${limitMessage(tooBig)}. Nothing was changed.`],
      [{ code: 'import-cancelled', params: {} }, 'Import cancelled. Nothing was changed.'],
      [{ code: 'no-version', params: {} }, 'The data set publishes no version to compare; download it again to be sure.'],
      [{ code: 'up-to-date', params: { version: 'v7' } }, 'Up to date (version v7).'],
      [{ code: 'new-version', params: { version: 'v8', have: 'v7' } }, 'A new version is available: v8 (you have v7).'],
      [{ code: 'new-version', params: { version: 'v8', have: null } }, 'A new version is available: v8.'],
      // The import worker's client's problems, from their codes, as the client said them.
      [
        { code: 'download-failed', params: { problem: { code: 'import.stopped', params: { detail: null } } } },
        'the import worker stopped: unknown error Your card data is unchanged.',
      ],
      [
        { code: 'rebuild-failed', params: { problem: { code: 'import.cancelled', params: {} } } },
        'The card list could not be rebuilt from the files kept on this device: The import was cancelled.',
      ],
      [{ code: 'file-unreadable', params: { file: null } }, 'The file is not UTF-8 text. Nothing was changed.'],
      // The download's problems, from their codes, as it said them.
      [
        {
          code: 'download-failed',
          params: { problem: { code: 'download.status', params: { url: 'https://example.org/cards.json', status: 503, statusText: 'Service Unavailable' } } },
        },
        'https://example.org/cards.json answered 503 Service Unavailable Your card data is unchanged.',
      ],
      [
        {
          code: 'download-failed',
          params: { problem: { code: 'download.unreachable', params: { url: 'https://example.org/cards.json', error: 'Failed to fetch' } } },
        },
        'Could not reach https://example.org/cards.json: check your connection (Failed to fetch). Your card data is unchanged.',
      ],
    ]
    expect(reports.map(([w]) => useStoreMessages().cardsText(w))).toEqual(reports.map(([, english]) => english))
    await showLanguage('ja')
    const { cardsText } = useStoreMessages()
    const texts = reports.map(([w]) => cardsText(w))
    expect(texts[0]).toBe('1075\u00a0種類のカード（1500\u00a0バージョン）を読み込みました（2\u00a0件は読み飛ばし）。')
    expect(texts[8]).toBe('何も変更していません。今の1,075\u00a0種類のカードはそのままです。')
    // The file named, then what became of the data.
    expect(texts[3]).toBe('latin1.json は UTF-8 のテキストではありません。何も変更していません。')
    expect(texts[21]).toBe('新しいバージョンがあります：v8（今のバージョンは v7）。')
    expect(texts.at(-2)).toBe('https://example.org/cards.json がステータス 503 Service Unavailable を返しました。 カードデータはそのままです。')
    expect(texts.at(-1)).toMatch(/^https:\/\/example\.org\/cards\.json に接続できませんでした。/)
    expect(texts[23]).toBe('カードデータの読み込み処理が停止しました：原因不明のエラー カードデータはそのままです。')
    expect(texts[24]).toBe('この端末に残っていたファイルから、カードリストを作り直せませんでした：読み込みを取り消しました。')
    expect(texts[25]).toBe('このファイルは UTF-8 のテキストではありません。何も変更していません。')
    // What a file, the download or the browser said is shown as said (English until its own catalogue words it).
    const said =
      /The download was cancelled\.|AbortError|https:\/\/\S+|Service Unavailable|Failed to fetch|cards\.(?:csv|json)|latin1\.json|big\.json|UTF-8|gundeck/g
    for (const text of texts) expect(text.replace(said, '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('a deck a page cannot show: English as the pages said it, Japanese from its code, the browser’s words kept', async () => {
    const states: DeckMessage[] = [{ code: 'loading' }, { code: 'missing' }, { code: 'deleted' }, { code: 'error', detail: 'UnknownError: Internal error' }]
    expect(states.map(useStoreMessages().deckText)).toEqual([
      'Opening the deck…',
      'There is no deck with this address.',
      'This deck was deleted.',
      'The deck could not be read. UnknownError: Internal error',
    ])
    await showLanguage('ja')
    const texts = states.map(useStoreMessages().deckText)
    expect(texts[1]).toBe('このアドレスのデッキはありません。')
    expect(texts[3]).toBe('デッキを読み込めませんでした。UnknownError: Internal error')
    for (const text of texts) expect(text.replace('UnknownError: Internal error', '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('the deck editor’s notices: English as the editor wrote them, Japanese from their codes', async () => {
    const notices: EditorNotice[] = [
      { code: 'recovered' },
      { code: 'recovered-kept' },
      { code: 'deleted-elsewhere' },
      { code: 'updated' },
      { code: 'kept-in-history' },
      { code: 'not-kept', detail: 'QuotaExceededError' },
      { code: 'conflict' },
      { code: 'gone' },
      { code: 'full' },
      { code: 'save-failed', detail: 'AbortError' },
    ]
    expect(notices.map(useStoreMessages().editorText)).toEqual([
      'Your last edits from before the page was closed or reloaded were saved.',
      'Edits left unsaved when a page was closed are kept in History: this deck had been changed in another tab since.',
      'This deck was deleted in another tab. Your copy stays open; save it as a new deck to keep it.',
      'Updated with changes from another tab.',
      'This deck was changed in another tab or restored from a backup. Your unsaved edits are kept in History: open History to compare or restore them.',
      'This deck was changed in another tab, and your unsaved edits could not be kept in History (QuotaExceededError). They stay here; they are saved on top when storage works again.',
      'Another tab had changed this deck: its version is kept in History.',
      'This deck no longer exists (deleted in another tab?).',
      'Not saved: this device is out of storage space. Your changes are kept in this tab; do not close it. Free some space, then press Try again.',
      'Saving failed: AbortError. Your changes are kept here; gundeck will retry.',
    ])
    await showLanguage('ja')
    const texts = notices.map(useStoreMessages().editorText)
    expect(texts[5]).toBe(
      'このデッキは別のタブで変更されましたが、未保存の編集を履歴に残せませんでした（QuotaExceededError）。編集はこのタブに残っています。保存できるようになったら、新しい版として保存します。',
    )
    expect(texts[8]).toBe(
      '保存できませんでした：この端末の保存領域がいっぱいです。変更はこのタブの中に残っています。タブを閉じないでください。空きを増やしてから「もう一度試す」を押してください。',
    )
    for (const text of texts) expect(text.replace(/QuotaExceededError|AbortError/, '').replace('gundeck', '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('a failed write and a failed Try again: English as the stores wrote them, Japanese from their codes, the browser’s words as said', async () => {
    const issues = [
      { path: 'name', message: 'Too big: expected string to have <=120 characters' },
      { path: '', message: 'Invalid input' },
      { path: 'cards.main.0.count', message: 'Too big' },
      { path: 'tags', message: 'Too big' },
      { path: 'notes', message: 'Too big' },
    ]
    const writes: WriteProblem[] = [
      { code: 'full' },
      { code: 'unopenable' },
      { code: 'failed', detail: 'ConstraintError: Key already exists' },
      { code: 'refused', issues },
      { code: 'refused', issues: issues.slice(0, 1) },
    ]
    const retries: RetryProblem[] = [{ code: 'no-room' }, { code: 'failed', detail: 'UnknownError: backing store' }]
    const en = useStoreMessages()
    expect(writes.map(en.writeText)).toEqual([
      'Not saved: this device is out of storage space. Your changes are kept in this tab; do not close it. Free some space, then press Try again.',
      'Not saved: gundeck cannot open its saved data on this device. The notice at the top of the page says what you can do.',
      'ConstraintError: Key already exists',
      'The deck cannot be saved: name: Too big: expected string to have <=120 characters; deck: Invalid input; cards.main.0.count: Too big (and 2 more).',
      'The deck cannot be saved: name: Too big: expected string to have <=120 characters.',
    ])
    expect(retries.map(en.retryText)).toEqual(['There is still no room: nothing more was saved. Free more space and try again.', 'UnknownError: backing store'])
    await showLanguage('ja')
    const ja = useStoreMessages()
    const texts = [...writes.map(ja.writeText), ...retries.map(ja.retryText)]
    expect(texts[1]).toBe('保存できませんでした：gundeck はこの端末の保存データを開けません。どうすればよいかは、ページ上部のお知らせをご覧ください。')
    expect(texts[2]).toBe('ConstraintError: Key already exists')
    expect(texts[3]).toBe(
      'このデッキは保存できません：name: Too big: expected string to have <=120 characters；デッキ: Invalid input；cards.main.0.count: Too big（ほか 2\u00a0件）。',
    )
    expect(texts[5]).toBe('まだ空きが足りません。これ以上は何も保存していません。さらに空きを増やしてから、もう一度試してください。')
    for (const text of [texts[0]!, texts[1]!, texts[5]!]) expect(text.replace('gundeck', '')).not.toMatch(/[A-Za-z]{3,}/)
  })
})

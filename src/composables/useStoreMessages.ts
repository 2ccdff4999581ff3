import type { BackupMessage } from '~/stores/backup'
import type { NamesImportMessage } from '~/stores/card-names'
import type { CardsWords, FailureParams } from '~/stores/cards'
import type { DeckMessage } from '~/stores/decks'
import type { EditorNotice } from '~/stores/deck-editor'
import type { RetryProblem, WriteProblem } from '~/stores/storage'
import type { DeskError, DeskSaveMessage } from '~/stores/event-desk'
import type { SyncWords, useSyncStore } from '~/stores/sync'
import { backupWords, cardsWords, limitWords, workerWords } from '~/engine/messages/notices'
import { useLocale } from './useLocale'

/** A change sync could not make (sync/bridge.ts's code), as the sync store's status holds it. */
type ChangeWords = NonNullable<NonNullable<ReturnType<typeof useSyncStore>['status']['problem']>['change']>

/**
 * The stores' reports in the language shown: a store keeps a code and its values, and a view words it
 * here, so picking another language rewords what is already on screen.
 */
export function useStoreMessages() {
  const { t, tn, count, language, date } = useLocale()
  const k = (key: string) => `stores.backup.${key}`

  function backupText(m: BackupMessage): string {
    switch (m.code) {
      case 'saved': {
        const p = m.params
        const parts = [tn(k('decks'), p.decks), tn(k('history'), p.history)]
        if (p.playtests) parts.push(tn(k('playtests'), p.playtests))
        if (p.cards !== null) parts.push(tn(k('cards'), p.cards))
        const left = p.unreadable ? tn(k('left'), p.unreadable, { button: t('cardData.unreadableDownload') }) : ''
        return t(k(left ? 'savedLeft' : 'saved'), { contents: parts.join(t(k('separator'))), left })
      }
      case 'restored': {
        const p = m.params
        const names = p.skipped
          .slice(0, 3)
          .map((s) => backupWords(language.value)(s))
          .join(t(k('nameSeparator')))
        const skipped = p.skipped.length
          ? tn(k('skipped'), p.skipped.length, { names: p.skipped.length > 3 ? t(k('skippedMore'), { names, n: count(p.skipped.length - 3) }) : names })
          : ''
        return t(k(skipped ? 'restoredSkipped' : 'restored'), {
          decks: tn(k('decks'), p.decks),
          history: tn(k('history'), p.history),
          playtests: p.playtests ? t(k('restoredPlaytests'), { playtests: tn(k('playtests'), p.playtests) }) : '',
          file: p.file,
          skipped,
        })
      }
      case 'failed':
        return t(k('failed'), {
          reason: m.params.reason === 'no-copy-halted' ? t(k('noCopyHalted')) : m.params.reason === 'no-copy' ? t(k('noCopy')) : m.params.detail,
        })
      case 'too-big':
        return t(k('nothingChanged'), { problem: t(k('tooBig'), { problem: limitWords(language.value)(m.params.problem) }) })
      case 'not-a-backup':
        return t(k('nothingChanged'), { problem: t(k('notABackup'), { file: m.params.file, detail: backupWords(language.value)(m.params.text) }) })
      case 'not-text':
        return t(k('nothingChanged'), { problem: t(k('notText'), m.params) })
      case 'unreadable':
        return t(k('nothingChanged'), { problem: t(k('unreadable'), m.params) })
      case 'quota':
        return t(k('quota'))
      case 'restore-failed':
        return t(k('restoreFailed'), m.params)
    }
  }

  /** Why the desk's lists could not be checked: the worker failing, its own problem, or an error's own words. */
  function checkFailure(m: Extract<DeskError, { code: 'check-failed' }>): string {
    if ('problem' in m) return workerWords(language.value)(m.problem)
    if (!('failure' in m)) return m.detail
    return m.failure.code === 'bad-answer'
      ? t('stores.desk.badAnswer', { detail: m.failure.detail ?? t('sync.workers.invalid') })
      : t('stores.desk.stopped', { detail: m.failure.detail ?? t('sync.workers.unknownError') })
  }

  /** The Event desk's error, or what became of saving an event. */
  function deskText(m: DeskError | DeskSaveMessage): string {
    switch (m.code) {
      case 'no-cards':
        return t('stores.desk.noCards')
      case 'check-failed':
        return t('stores.desk.checkFailed', { detail: checkFailure(m) })
      case 'nothing-pasted':
        return t('stores.desk.nothingPasted')
      case 'gone':
        return t('stores.desk.gone')
      case 'unreadable':
        return t('stores.desk.unreadable', { detail: m.detail })
      case 'saved':
        return tn('stores.desk.saved', m.lists, { name: m.name })
      case 'full':
        return t('stores.desk.full')
      case 'save-failed':
        return t('stores.desk.saveFailed', { detail: m.detail })
      case 'list-failed':
        return t('stores.desk.listFailed', { detail: m.detail })
    }
  }

  /** What became of a card names import. */
  function namesText(m: NamesImportMessage): string {
    switch (m.code) {
      case 'too-big':
        return t('stores.names.tooBig', { problem: limitWords(language.value)(m.params.problem) })
      case 'refused':
        return t('stores.names.refused', { file: m.params.file, errors: tn('stores.names.errors', m.params.errors) })
      case 'imported':
        return tn(m.params.replaced ? 'stores.names.replaced' : 'stores.names.imported', m.params.n, { language: m.params.language, file: m.params.file })
      case 'save-failed':
        return t('stores.names.saveFailed', m.params)
    }
  }

  /** A sync words code in the language shown. */
  function syncWords(w: SyncWords): string {
    switch (w.code) {
      case 'address-invalid':
        return t('stores.sync.addressInvalid', w.params)
      case 'address-protocol':
        return t('stores.sync.addressProtocol')
      case 'offline':
        return t('stores.sync.offline')
      case 'cors':
        return t('stores.sync.cors', { server: w.params.server, origin: w.params.origin ?? t('sync.thisAddress') })
      case 'no-name':
        return t('stores.sync.noName')
      case 'wrong-password':
        return t('stores.sync.wrongPassword')
      case 'refused':
        return t('stores.sync.refused', { status: w.params.status, reason: w.params.reason ? t('stores.sync.reason', { reason: w.params.reason }) : '' })
      case 'not-couch':
        return t('stores.sync.notCouch', w.params)
      case 'expired':
        return t('stores.sync.expired')
      case 'forbidden':
        return t('stores.sync.forbidden', w.params)
      case 'no-database':
        return t('stores.sync.noDatabase', w.params)
      case 'server-status':
        return t('stores.sync.serverStatus', { status: w.params.status })
    }
  }

  /** A problem sync tries again after: what it was, and that the changes wait here. */
  function retryingWords(w: SyncWords): string {
    switch (w.code) {
      case 'offline':
        return t('sync.retrying.offline')
      case 'cors':
        return t('sync.retrying.cors', { server: w.params.server, origin: w.params.origin ?? t('sync.thisAddress') })
      case 'server-status':
        return t('sync.retrying.serverStatus', { status: w.params.status })
      default:
        return t('stores.sync.retrying', { problem: syncWords(w) })
    }
  }

  /**
   * A sync problem or a failed sign-in, from its code in the language shown; a failure sync has no code for
   * (an unexpected error) keeps its own message.
   */
  function syncText(p: {
    message?: string
    words?: SyncWords | undefined
    retrying?: boolean | undefined
    change?: ChangeWords | undefined
    detail?: string | undefined
  }): string {
    if (p.words) return p.retrying ? retryingWords(p.words) : syncWords(p.words)
    if (p.change)
      return t('stores.sync.changeFailed', {
        detail: p.change.code === 'kept-changing' ? t('sync.change.keptChanging', p.change.params) : t('sync.change.refused', p.change.params),
      })
    if (p.detail !== undefined) return t('stores.sync.changeFailed', { detail: p.detail })
    return p.message ?? ''
  }

  /** Why a download or a rebuild failed: the import's problem from its code, any other error in its own words. */
  const failureText = (p: FailureParams) => ('problem' in p ? workerWords(language.value)(p.problem) : p.detail)

  /** The card data's report (an import, a restore, a rebuild, an update check) in the language shown. */
  function cardsText(w: CardsWords): string {
    const c = (key: string) => `stores.cards.${key}`
    switch (w.code) {
      case 'imported':
        // The counts as digits, as the report's table under it shows them.
        return t(c('imported'), {
          cards: String(w.params.cards),
          printings: String(w.params.printings),
          skipped: w.params.skipped ? t(c('skipped'), { n: String(w.params.skipped) }) : '',
        })
      case 'no-cards':
        return cardsWords(language.value)(w.params.text)
      case 'file-unreadable':
        return w.params.file === null ? t(c('notTextUnnamed')) : t(c('notText'), { file: w.params.file })
      case 'download-failed':
        return t(c('downloadFailed'), { detail: failureText(w.params) })
      case 'cancelled-saving':
        return t(c('cancelledSaving'))
      case 'full-import':
        return t(c('fullImport'))
      case 'save-failed':
        return t(c('saveFailed'), w.params)
      case 'kept':
        return t(c('kept'), { cards: tn(c('cards'), w.params.cards) })
      case 'no-previous':
        return t(c('noPrevious'))
      case 'full-restore':
        return t(c('fullRestore'))
      case 'restore-failed':
        return t(c('restoreFailed'), w.params)
      case 'restored':
        return t(c('restored'), { cards: tn(c('cards'), w.params.cards), label: w.params.label ? t(c('label'), { label: w.params.label }) : '' })
      case 'rebuilt':
        return t(c('rebuilt'), { cards: tn(c('cards'), w.params.cards), label: w.params.label, date: date(w.params.date) })
      case 'rebuild-failed':
        return t(c('rebuildFailed'), { detail: failureText(w.params) })
      case 'rebuild-refused':
        return t(c('rebuildFailed'), { detail: cardsText(w.params.cause) })
      case 'too-big':
        return t(c('tooBig'), { problem: limitWords(language.value)(w.params.problem) })
      case 'import-cancelled':
        return t(c('importCancelled'))
      case 'no-version':
        return t(c('noVersion'))
      case 'up-to-date':
        return t(c('upToDate'), w.params)
      case 'new-version':
        return t(c('newVersion'), { version: w.params.version, have: w.params.have ? t(c('have'), { have: w.params.have }) : '' })
    }
  }

  /** Why a page cannot show its deck (the one deck loader's state), the browser's words after an error. */
  function deckText(m: DeckMessage): string {
    return m.code === 'error' ? t('stores.deck.error', { detail: m.detail }) : t(`stores.deck.${m.code}`)
  }

  /** What the deck editor tells the player about the deck open in it. */
  function editorText(n: EditorNotice): string {
    const e = (key: string) => `stores.editor.${key}`
    switch (n.code) {
      case 'recovered':
        return t(e('recovered'))
      case 'recovered-kept':
        return t(e('recoveredKept'))
      case 'deleted-elsewhere':
        return t(e('deletedElsewhere'))
      case 'updated':
        return t(e('updated'))
      case 'kept-in-history':
        return t(e('keptInHistory'))
      case 'not-kept':
        return t(e('notKept'), { detail: n.detail })
      case 'conflict':
        return t(e('conflict'))
      case 'gone':
        return t(e('gone'))
      case 'full':
        return t('stores.storage.full')
      case 'save-failed':
        return t(e('saveFailed'), { detail: n.detail })
    }
  }

  /** Why a write of the Decks page or the collection failed; any failure but these two in the browser's words. */
  function writeText(p: WriteProblem): string {
    if (p.code === 'failed') return p.detail
    if (p.code !== 'refused') return t(`stores.storage.${p.code}`)
    // The first three reasons, each its field and the schema's words, and how many more.
    const shown = p.issues.slice(0, 3).map((i) => `${i.path || t('stores.refused.deck')}: ${i.message}`)
    const more = p.issues.length > 3 ? t('stores.refused.more', { n: String(p.issues.length - 3) }) : ''
    return t('stores.refused.text', { issues: shown.join(t('stores.refused.separator')), more })
  }

  /** Why Try again did not take. */
  function retryText(p: RetryProblem): string {
    return p.code === 'failed' ? p.detail : t('stores.storage.noRoom')
  }

  return { backupText, deskText, namesText, syncText, cardsText, deckText, editorText, writeText, retryText }
}

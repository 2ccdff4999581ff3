import type { StoredCounts, StoreLoss } from '~/schemas/store-record'
import { storageMessage } from '../messages/en/storage'
import type { NoticeCodes, StorageText } from '../messages/storage'

/** What a notice says: a title and its sentences. */
export interface NoticeText {
  title: string
  lines: string[]
}

const none = (c: StoredCounts | null | undefined) => !c || (!c.decks && !c.cards && !c.history && !c.playtests)

/** The card list rebuilt from its kept files is no longer lost: said as what came back instead. */
function withRebuiltCards(loss: StoreLoss): { lost: StoredCounts | null; rebuilt: StorageText[] } {
  const lost = loss.lost ?? null
  if (!loss.rebuiltCards) return { lost, rebuilt: [] }
  return { lost: lost && { ...lost, cards: 0 }, rebuilt: [{ code: 'rebuilt', params: { cards: loss.rebuiltCards } }] }
}

/**
 * The end of every loss notice: the card list rebuilt from its kept files, what is still lost (in the
 * notice's own words, `say`), and how to get the cards again when they are among it.
 */
function afterRecovery(loss: StoreLoss, say: (lost: StoredCounts) => StorageText, { decks = true } = {}): { lost: boolean; lines: StorageText[] } {
  const { lost: left, rebuilt } = withRebuiltCards(loss)
  const lost = left !== null && !none(decks ? left : { ...left, decks: 0 })
  return {
    lost,
    lines: [...rebuilt, ...(lost ? [say(left)] : []), ...(left?.cards ? [{ code: 'get-cards', params: {} } as const] : [])],
  }
}

/** What gundeck found lost, and what it got back, as codes. */
export function lossNotice(loss: StoreLoss): NoticeCodes {
  switch (loss.kind) {
    case 'dropped': {
      const end = afterRecovery(loss, (what) => ({ code: 'lost', params: { what, decks: true, unread: false } }))
      return {
        title: { code: 'title.dropped', params: {} },
        lines: [{ code: 'dropped', params: {} }, { code: 'recovered', params: { decks: loss.recovered } }, ...end.lines],
      }
    }
    case 'short': {
      const end = afterRecovery(loss, (what) => ({ code: 'lost', params: { what, decks: true, unread: false } }))
      return {
        title: { code: 'title.short', params: { lost: end.lost } },
        lines: [{ code: 'short', params: {} }, ...(loss.recovered ? [{ code: 'recovered', params: { decks: loss.recovered } } as const] : []), ...end.lines],
      }
    }
    case 'moved': {
      const end = afterRecovery(loss, (what) => ({ code: 'not-recovered', params: { what } }), { decks: false })
      return { title: { code: 'title.moved', params: { decks: loss.recovered } }, lines: [{ code: 'moved', params: { decks: loss.recovered } }, ...end.lines] }
    }
    case 'vanished': {
      // Deleted before the page had read the rest (just after it started): said, not glossed over.
      const end = afterRecovery(loss, (what) => ({ code: 'lost', params: { what, decks: true, unread: true } }))
      return {
        title: { code: 'title.vanished', params: { lost: end.lost } },
        lines: [{ code: 'vanished', params: {} }, { code: 'written-back', params: { what: loss.restored } }, ...end.lines, { code: 'images-off', params: {} }],
      }
    }
  }
}

/** A database that cannot be opened: what is safe, what is not, and what the player can do, as codes. */
export function unopenableNotice(u: { decks: number; held: StoredCounts | null }, canPutBack: boolean): NoticeCodes {
  const notInCopy = u.held !== null && !none({ ...u.held, decks: 0 })
  return {
    title: { code: 'title.unopenable', params: {} },
    lines: [
      { code: 'unopenable', params: {} },
      u.decks ? { code: 'copy.safe', params: { decks: u.decks } } : { code: 'copy.none', params: {} },
      ...(notInCopy ? [{ code: 'copy.not-in', params: { what: u.held! } } as const] : []),
      ...(u.decks ? [canPutBack ? ({ code: 'copy.put-back', params: {} } as const) : ({ code: 'copy.download', params: {} } as const)] : []),
    ],
  }
}

const english = (n: NoticeCodes): NoticeText => ({ title: storageMessage(n.title), lines: n.lines.map(storageMessage) })

/** What gundeck found lost, and what it got back, in plain sentences (English). */
export const lossText = (loss: StoreLoss): NoticeText => english(lossNotice(loss))

/** A database that cannot be opened, in plain sentences (English). */
export const unopenableText = (u: { decks: number; held: StoredCounts | null }, canPutBack: boolean): NoticeText => english(unopenableNotice(u, canPutBack))

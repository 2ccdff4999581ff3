import { plural, pluralForm } from '~/engine/text/format'
import type { StoredCounts, StoreLoss } from '~/schemas/store-record'

/** What a notice says: a title and its sentences. */
export interface NoticeText {
  title: string
  lines: string[]
}

function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** "2 decks, the card list (1,075 cards), 2 history entries and 1 saved playtest"; '' when there is nothing. */
export function listHeld(c: StoredCounts, { decks = true } = {}): string {
  const parts: string[] = []
  if (decks && c.decks) parts.push(plural(c.decks, 'deck'))
  if (c.cards) parts.push(`the card list (${plural(c.cards, 'card')})`)
  if (c.history) parts.push(plural(c.history, 'history entry', 'history entries'))
  if (c.playtests) parts.push(plural(c.playtests, 'saved playtest'))
  return joinAnd(parts)
}

const GET_CARDS = 'Download or import the card list again on the Card data page.'

/** The card list rebuilt from its kept files is no longer lost: said as what came back instead. */
function withRebuiltCards(loss: StoreLoss): { lost: StoredCounts | null; rebuilt: string[] } {
  const lost = loss.lost ?? null
  if (!loss.rebuiltCards) return { lost, rebuilt: [] }
  return {
    lost: lost && { ...lost, cards: 0 },
    rebuilt: [`The card list (${plural(loss.rebuiltCards, 'card')}) was rebuilt from the files of its last import, kept on this device.`],
  }
}

/**
 * The end of every loss notice: the card list rebuilt from its kept files, what is still lost (in the
 * notice's own words, `say`), and how to get the cards again when they are among it.
 */
function afterRecovery(loss: StoreLoss, say: (lost: string) => string, { decks = true } = {}): { lost: string; lines: string[] } {
  const { lost: left, rebuilt } = withRebuiltCards(loss)
  const lost = left ? listHeld(left, { decks }) : ''
  return { lost, lines: [...rebuilt, ...(lost ? [say(lost)] : []), ...(left?.cards ? [GET_CARDS] : [])] }
}

/** What gundeck found lost, and what it got back, in plain sentences. */
export function lossText(loss: StoreLoss): NoticeText {
  switch (loss.kind) {
    case 'dropped': {
      const end = afterRecovery(loss, (lost) => `Lost: ${lost}.`)
      return {
        title: 'Some of your saved data was lost',
        lines: [
          'When gundeck started, the browser had deleted its saved data on this device (browsers do this when they find the files damaged, or to free disk space).',
          loss.recovered
            ? `Recovered: ${plural(loss.recovered, 'deck')}, from the copy kept in this browser.`
            : 'No deck could be recovered: the copy kept in this browser held none.',
          ...end.lines,
        ],
      }
    }
    case 'short': {
      const end = afterRecovery(loss, (lost) => `Lost: ${lost}.`)
      return {
        title: end.lost ? 'Some of your saved data could not be read' : 'Your saved data was put back together',
        lines: [
          'When gundeck started, part of its saved data on this device could not be read (the browser found some of its files damaged).',
          ...(loss.recovered ? [`Recovered: ${plural(loss.recovered, 'deck')}, from the copy kept in this browser.`] : []),
          ...end.lines,
        ],
      }
    }
    case 'moved': {
      const end = afterRecovery(loss, (lost) => `Not recovered: ${lost}.`, { decks: false })
      return {
        title: pluralForm(loss.recovered, 'Your deck was put back', 'Your decks were put back'),
        lines: [
          `gundeck could not open its saved data on this device, so it started afresh with ${plural(loss.recovered, 'deck')} from the copy kept in this browser.`,
          ...end.lines,
        ],
      }
    }
    case 'vanished': {
      // Deleted before the page had read the rest (just after it started): said, not glossed over.
      const end = afterRecovery(loss, (lost) => `Lost: ${lost}, which this page had not read yet.`)
      return {
        title: end.lost ? 'The browser deleted gundeck’s data; some of it was written back' : 'The browser deleted gundeck’s data, and it was written back',
        lines: [
          'While this page was open, the browser deleted gundeck’s saved data on this device, most likely to free disk space.',
          `Everything this page held was written back: ${listHeld(loss.restored) || 'nothing was held'}.`,
          ...end.lines,
          'To leave room for your data, card images are no longer kept for offline use (the Card data page can turn this back on). Free some space on this device if you can.',
        ],
      }
    }
  }
}

/** A database that cannot be opened: what is safe, what is not, and what the player can do. */
export function unopenableText(u: { decks: number; held: StoredCounts | null }, canPutBack: boolean): NoticeText {
  const notInCopy = u.held ? listHeld(u.held, { decks: false }) : ''
  return {
    title: 'gundeck cannot open your saved data',
    lines: [
      'The browser cannot open gundeck’s saved data on this device. If the device is out of space, free some and press Try again.',
      u.decks
        ? `Your ${plural(u.decks, 'deck')} ${pluralForm(u.decks, 'is', 'are')} safe in a copy kept in this browser.`
        : 'No copy of your decks was found in this browser.',
      ...(notInCopy ? [`Not in that copy: ${notInCopy}. They stay in the data the browser cannot open, which gundeck leaves as it is.`] : []),
      ...(u.decks
        ? [
            canPutBack
              ? 'Put your decks back to keep working here, or download them as a backup.'
              : 'Download your decks as a backup, then clear this site’s data in the browser’s settings, reload, and restore the backup on the Card data page.',
          ]
        : []),
    ],
  }
}

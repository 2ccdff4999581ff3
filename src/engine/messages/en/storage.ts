import type { StoredCounts } from '~/schemas/store-record'
import { plural, pluralForm } from '../../text/format'
import type { StorageCatalogue, StorageCode, StorageText } from '../storage'

/** The storage notices in English. One function per code, so a code without a message does not compile. */

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

const MESSAGES: StorageCatalogue = {
  'title.dropped': () => 'Some of your saved data was lost',
  'title.short': (p) => (p.lost ? 'Some of your saved data could not be read' : 'Your saved data was put back together'),
  'title.moved': (p) => pluralForm(p.decks, 'Your deck was put back', 'Your decks were put back'),
  'title.vanished': (p) =>
    p.lost ? 'The browser deleted gundeck’s data; some of it was written back' : 'The browser deleted gundeck’s data, and it was written back',
  'title.unopenable': () => 'gundeck cannot open your saved data',

  dropped: () =>
    'When gundeck started, the browser had deleted its saved data on this device (browsers do this when they find the files damaged, or to free disk space).',
  short: () => 'When gundeck started, part of its saved data on this device could not be read (the browser found some of its files damaged).',
  moved: (p) =>
    `gundeck could not open its saved data on this device, so it started afresh with ${plural(p.decks, 'deck')} from the copy kept in this browser.`,
  vanished: () => 'While this page was open, the browser deleted gundeck’s saved data on this device, most likely to free disk space.',
  recovered: (p) =>
    p.decks
      ? `Recovered: ${plural(p.decks, 'deck')}, from the copy kept in this browser.`
      : 'No deck could be recovered: the copy kept in this browser held none.',
  'written-back': (p) => `Everything this page held was written back: ${listHeld(p.what) || 'nothing was held'}.`,
  'images-off': () =>
    'To leave room for your data, card images are no longer kept for offline use (the Card data page can turn this back on). Free some space on this device if you can.',

  rebuilt: (p) => `The card list (${plural(p.cards, 'card')}) was rebuilt from the files of its last import, kept on this device.`,
  lost: (p) => `Lost: ${listHeld(p.what, { decks: p.decks })}${p.unread ? ', which this page had not read yet' : ''}.`,
  'not-recovered': (p) => `Not recovered: ${listHeld(p.what, { decks: false })}.`,
  'get-cards': () => 'Download or import the card list again on the Card data page.',

  unopenable: () => 'The browser cannot open gundeck’s saved data on this device. If the device is out of space, free some and press Try again.',
  'copy.safe': (p) => `Your ${plural(p.decks, 'deck')} ${pluralForm(p.decks, 'is', 'are')} safe in a copy kept in this browser.`,
  'copy.none': () => 'No copy of your decks was found in this browser.',
  'copy.not-in': (p) =>
    `Not in that copy: ${listHeld(p.what, { decks: false })}. They stay in the data the browser cannot open, which gundeck leaves as it is.`,
  'copy.put-back': () => 'Put your decks back to keep working here, or download them as a backup.',
  'copy.download': () =>
    'Download your decks as a backup, then clear this site’s data in the browser’s settings, reload, and restore the backup on the Card data page.',
}

/** A storage notice's title or line in English. */
export function storageMessage(text: StorageText): string {
  return (MESSAGES[text.code] as (p: StorageText['params']) => string)(text.params)
}

/** Every code this catalogue has a message for (its test checks none is missing). */
export const ENGLISH_STORAGE_CODES = Object.keys(MESSAGES) as StorageCode[]

import { describe, expect, it } from 'vitest'
import { listHeld } from '../messages/en/storage'
import { lossText, unopenableText } from './storage-loss'

const none = { decks: 0, history: 0, playtests: 0, cards: 0 }

describe('what the storage notices say', () => {
  it('lists what was held in one plain phrase', () => {
    expect(listHeld({ decks: 2, history: 2, playtests: 1, cards: 1075 })).toBe('2 decks, the card list (1,075 cards), 2 history entries and 1 saved playtest')
    expect(listHeld({ ...none, history: 1 })).toBe('1 history entry')
    expect(listHeld({ ...none, decks: 1, cards: 1 }, { decks: false })).toBe('the card list (1 card)')
    expect(listHeld(none)).toBe('')
  })

  it('a database deleted before the start: what came back, what was lost, and what to do about the cards', () => {
    expect(lossText({ kind: 'dropped', at: 'x', recovered: 2, lost: { decks: 0, history: 2, playtests: 1, cards: 1075 } })).toEqual({
      title: 'Some of your saved data was lost',
      lines: [
        'When gundeck started, the browser had deleted its saved data on this device (browsers do this when they find the files damaged, or to free disk space).',
        'Recovered: 2 decks, from the copy kept in this browser.',
        'Lost: the card list (1,075 cards), 2 history entries and 1 saved playtest.',
        'Download or import the card list again on the Card data page.',
      ],
    })
    expect(lossText({ kind: 'dropped', at: 'x', recovered: 0, lost: { ...none, decks: 3 } }).lines.slice(1)).toEqual([
      'No deck could be recovered: the copy kept in this browser held none.',
      'Lost: 3 decks.',
    ])
  })

  it('a card list rebuilt from its kept files is said as back, not lost, and no longer sends the player to get it again', () => {
    expect(lossText({ kind: 'dropped', at: 'x', recovered: 1, lost: { decks: 0, history: 3, playtests: 1, cards: 1075 }, rebuiltCards: 1075 }).lines).toEqual([
      'When gundeck started, the browser had deleted its saved data on this device (browsers do this when they find the files damaged, or to free disk space).',
      'Recovered: 1 deck, from the copy kept in this browser.',
      'The card list (1,075 cards) was rebuilt from the files of its last import, kept on this device.',
      'Lost: 3 history entries and 1 saved playtest.',
    ])
    expect(lossText({ kind: 'moved', at: 'x', recovered: 2, lost: { decks: 0, history: 0, playtests: 0, cards: 10 }, rebuiltCards: 10 }).lines).toEqual([
      'gundeck could not open its saved data on this device, so it started afresh with 2 decks from the copy kept in this browser.',
      'The card list (10 cards) was rebuilt from the files of its last import, kept on this device.',
    ])
  })

  it('a database read short: what came back from the copy and the kept files, what was lost', () => {
    expect(lossText({ kind: 'short', at: 'x', recovered: 1, lost: { decks: 0, history: 2, playtests: 0, cards: 1075 }, rebuiltCards: 1075 })).toEqual({
      title: 'Some of your saved data could not be read',
      lines: [
        'When gundeck started, part of its saved data on this device could not be read (the browser found some of its files damaged).',
        'Recovered: 1 deck, from the copy kept in this browser.',
        'The card list (1,075 cards) was rebuilt from the files of its last import, kept on this device.',
        'Lost: 2 history entries.',
      ],
    })
    expect(lossText({ kind: 'short', at: 'x', recovered: 0, lost: { ...none, cards: 10 } }).lines.slice(1)).toEqual([
      'Lost: the card list (10 cards).',
      'Download or import the card list again on the Card data page.',
    ])
  })

  it('a database deleted under an open page: what was written back, and why images are no longer kept', () => {
    expect(lossText({ kind: 'vanished', at: 'x', restored: { decks: 1, history: 1, playtests: 0, cards: 1075 } }).lines).toEqual([
      'While this page was open, the browser deleted gundeck’s saved data on this device, most likely to free disk space.',
      'Everything this page held was written back: 1 deck, the card list (1,075 cards) and 1 history entry.',
      'To leave room for your data, card images are no longer kept for offline use (the Card data page can turn this back on). Free some space on this device if you can.',
    ])
  })

  it('a database deleted under a page that had not read it all yet: what is back, what is lost, and how to get the cards again', () => {
    const t = lossText({
      kind: 'vanished',
      at: 'x',
      restored: { decks: 1, history: 0, playtests: 0, cards: 0 },
      lost: { decks: 0, history: 2, playtests: 0, cards: 1075 },
    })
    expect(t.title).toBe('The browser deleted gundeck’s data; some of it was written back')
    expect(t.lines).toEqual([
      'While this page was open, the browser deleted gundeck’s saved data on this device, most likely to free disk space.',
      'Everything this page held was written back: 1 deck.',
      'Lost: the card list (1,075 cards) and 2 history entries, which this page had not read yet.',
      'Download or import the card list again on the Card data page.',
      'To leave room for your data, card images are no longer kept for offline use (the Card data page can turn this back on). Free some space on this device if you can.',
    ])
  })

  it('a database that cannot be opened: what is safe, what is not, and the way out where the browser has none to offer', () => {
    const u = { decks: 2, held: { decks: 2, history: 2, playtests: 1, cards: 1075 } }
    expect(unopenableText(u, true).lines).toEqual([
      'The browser cannot open gundeck’s saved data on this device. If the device is out of space, free some and press Try again.',
      'Your 2 decks are safe in a copy kept in this browser.',
      'Not in that copy: the card list (1,075 cards), 2 history entries and 1 saved playtest. They stay in the data the browser cannot open, which gundeck leaves as it is.',
      'Put your decks back to keep working here, or download them as a backup.',
    ])
    expect(unopenableText(u, false).lines.at(-1)).toBe(
      'Download your decks as a backup, then clear this site’s data in the browser’s settings, reload, and restore the backup on the Card data page.',
    )
    expect(unopenableText({ decks: 0, held: null }, true).lines).toEqual([
      'The browser cannot open gundeck’s saved data on this device. If the device is out of space, free some and press Try again.',
      'No copy of your decks was found in this browser.',
    ])
  })
})

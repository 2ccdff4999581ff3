import { describe, expect, it } from 'vitest'
import { getFormat, banListFor } from '~/engine/formats/registry'
import { card, legalFixture, pool as makePool } from '~/engine/testing/builders'
import { validateDeck } from '~/engine/validate'
import { leftEnglish, withoutNames } from '~/engine/testing/english-left'
import { registrationSheetHtml } from './registration-sheet'

const format = getFormat('gcg')!
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('registration sheet', () => {
  const fx = legalFixture()
  const sheet = (deck = fx.deck, lookup = fx.pool.lookup) =>
    registrationSheetHtml({
      deck,
      lookup,
      format,
      banList: banListFor(format),
      result: validateDeck(deck, lookup, format),
      player: { name: 'Amuro <Ray>', id: '0079' },
      deckName: 'White Base',
    })

  it('groups the main deck by type with per-type totals, then resource deck and sideboard', () => {
    const t = text(sheet())
    expect(t.indexOf('Units (32)')).toBeGreaterThan(-1)
    expect(t.indexOf('Units (32)')).toBeLessThan(t.indexOf('Pilots (8)'))
    expect(t.indexOf('Pilots (8)')).toBeLessThan(t.indexOf('Commands (8)'))
    expect(t.indexOf('Commands (8)')).toBeLessThan(t.indexOf('Bases (2)'))
    expect(t).toContain('Main deck (50)')
    expect(t).toContain('Resource deck (10)')
    expect(t).toContain('10 TR-001 Resource')
    expect(t).toContain('Sideboard (0)')
  })

  it('names the format, the ban-list date and the verdict', () => {
    const t = text(sheet())
    expect(t).toContain(`Format: ${format.name}`)
    expect(t).toContain(banListFor(format)!.date)
    expect(t).toContain('LEGAL')
    expect(t).not.toContain('NOT LEGAL')
  })

  it('shows each problem with its rule reference when the deck is not legal', () => {
    const extra = card({ number: 'TS09-001', name: 'Red Card', color: 'red' })
    const lookup = makePool([...fx.cards, extra]).lookup
    const deck = { ...fx.deck, main: [...fx.deck.main.slice(1), { number: extra.number, printing: null, count: 4 }] }
    const t = text(sheet(deck, lookup))
    expect(t).toContain('NOT LEGAL')
    expect(t).toContain('Error (5-1-1-2')
  })

  it('is all Japanese in Japanese: its words, the types, the verdict and each problem from its code', () => {
    const extra = card({ number: 'TS09-001', name: 'Red Card', color: 'red' })
    const cards = [...fx.cards, extra]
    const lookup = makePool(cards).lookup
    const deck = { ...fx.deck, main: [...fx.deck.main.slice(1), { number: extra.number, printing: null, count: 4 }] }
    const input = {
      deck,
      lookup,
      format,
      formatName: 'ガンダムカードゲーム（禁止・制限あり）',
      banList: banListFor(format),
      result: validateDeck(deck, lookup, format),
    }
    const html = registrationSheetHtml(input, 'ja')
    const t = text(html)
    expect(html).toContain('<html lang="ja">')
    expect(t).toContain('ユニット（')
    expect(t).toContain('使用不可')
    expect(t).toMatch(/エラー（5-1-1-2[^）]*）：[^ ]*[\u3040-\u30ff\u4e00-\u9fff]/)
    // No word of the English sheet is left but the data's own: card names, the ban list's name, the format's id.
    const names = [...cards.map((c) => c.name), banListFor(format)!.name, format.id]
    const english = { sheet: withoutNames(text(registrationSheetHtml(input)), names) }
    expect(english.sheet).toMatch(/Deck registration.*Units \(32\).*Sideboard.*NOT LEGAL.*Three colors.*Judge/)
    expect(leftEnglish(withoutNames(t, names), english)).toEqual([])
  })

  it('escapes what players type, so a name cannot inject markup', () => {
    const html = sheet()
    expect(html).toContain('Amuro &lt;Ray&gt;')
    expect(html).not.toContain('<Ray>')
    expect(html).toContain('@page')
  })
})

import { describe, expect, it } from 'vitest'
import { DeckCardsSchema } from '~/schemas/deck'
import { getFormat } from '../formats/registry'
import { card, pool as makePool } from '../testing/builders'
import { validateDeck } from '../validate'
import { decodeDeckCode, encodeDeckCode } from './code'
import { readDeckList } from './read'
import { DECK_LIST_FORMATS, writeDeckList } from './write'

// Lists as players paste them: titles, EX and token sections, print tags, Japanese counters,
// Markdown, spreadsheets. Our own pool, shaped like the real one where it matters.
const cards = [
  card({
    number: 'GD01-001',
    name: 'Gundam',
    rarity: 'LR',
    printings: [
      { id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: null },
      { id: 'GD01-001_p1', rarity: 'LR +', set: 'GD01', imageUrl: null },
      { id: 'GD01-001_p2', rarity: 'LR ++', set: 'GD01', imageUrl: null },
    ],
  }),
  card({
    number: 'GD01-050',
    name: 'Neo Zeong',
    rarity: 'LR',
    printings: [
      { id: 'GD01-050', rarity: 'LR', set: 'GD01', imageUrl: null },
      { id: 'GD01-050_p1', rarity: 'LR +', set: 'GD01', imageUrl: null },
    ],
  }),
  card({ number: 'GD01-008', name: 'Guntank' }),
  card({ number: 'GD01-090', name: 'Red Gundam' }),
  card({ number: 'T-018', name: 'Red Gundam', type: 'unit-token' }),
  card({ number: 'EXB-001', name: 'EX Base', type: 'ex-base', color: null }),
  card({ number: 'EXR-001', name: 'EX Resource', type: 'ex-resource', color: null }),
  card({ number: 'R-001', name: 'Resource', type: 'resource', color: null }),
]
const pool = makePool(cards)
const plain = (list: readonly { number: string; printing: string | null; count: number }[]) =>
  list.map(({ number, printing, count }) => ({ number, printing, count }))
const e = (number: string, count = 4, printing: string | null = null) => ({ number, printing, count })

describe('lists as players paste them', () => {
  it('a title line before the first card names the deck; the list reads and validates as without it', () => {
    const r = readDeckList('SEED Aggro Print and Play Deck\n4 GD01-001 Gundam\n2 GD01-008', pool)
    expect(r.diagnostics).toEqual([])
    expect(r.name).toBe('SEED Aggro Print and Play Deck')
    expect(plain(r.main)).toEqual([e('GD01-001'), e('GD01-008', 2)])
    // After the first card, such a line is unreadable as before, with its line number.
    const late = readDeckList('4 GD01-001\nSEED Aggro', pool)
    expect(late.name).toBeUndefined()
    expect(late.diagnostics[0]).toMatchObject({ line: 2, severity: 'error' })
  })

  it.each([
    ['# ST04 Earth Alliance / ZAFT', 'ST04 Earth Alliance / ZAFT'],
    ['// SEED Aggro', 'SEED Aggro'],
    ['## Blue/White Midrange Deck ##', 'Blue/White Midrange Deck'],
    ['Deck name: SEED Aggro', 'SEED Aggro'],
    ['Name: SEED Aggro', 'SEED Aggro'],
    ['# Name: SEED Aggro', 'SEED Aggro'],
  ])('the first line %s names the deck', (first, name) => {
    const r = readDeckList(`${first}\n4 GD01-001 Gundam\n2 GD01-008`, pool)
    expect(r.diagnostics).toEqual([])
    expect(r.name).toBe(name)
    expect(plain(r.main)).toEqual([e('GD01-001'), e('GD01-008', 2)])
  })

  it.each([
    ['# Resources', '# Resources\n10 R-001'],
    ['# Main deck', '# Main deck\n4 GD01-001'],
    ['## Units (12)', '## Units (12)\n4 GD01-001'],
    ['# Other - 8', '# Other - 8\n4 GD01-001'],
    ['# Format: Standard', '# Format: Standard\n4 GD01-001'],
    ['// Exported from a deck builder', '// Exported from a deck builder\n4 GD01-001'],
    ['# https://example.com/deck/1', '# https://example.com/deck/1\n4 GD01-001'],
    ['a comment after the first line', '4 GD01-001\n# Not a name'],
  ])('a first comment that is a section header or a note names nothing: %s', (_, text) => {
    const r = readDeckList(text, pool)
    expect(r.diagnostics).toEqual([])
    expect(r.name).toBeUndefined()
  })

  it('a Name: line beats a title line, which beats a first comment', () => {
    expect(readDeckList('# From a comment\nTitle line\n4 GD01-001', pool).name).toBe('Title line')
    expect(readDeckList('# From a comment\n// Name: Named\n4 GD01-001', pool).name).toBe('Named')
    expect(readDeckList('Title line\nName: Named\n4 GD01-001', pool).name).toBe('Named')
    expect(readDeckList('// Name: Named\nTitle line\n4 GD01-001', pool).diagnostics[0]).toMatchObject({ line: 2, severity: 'error' })
  })

  it.each([
    ['// EX Base', '// EX Base\n1 EXB-001'],
    ['EX Resource:', 'EX Resource:\n1 EXR-001'],
    ['Tokens', 'Tokens\n1 T-018'],
  ])('%s opens the EX and token section, never the resource deck (5-1-2, Q7, Q11)', (_, text) => {
    const r = readDeckList(`4 GD01-001\n${text}`, pool)
    expect(r.diagnostics).toEqual([])
    expect(r.resource).toEqual([])
    expect(r.ex).toHaveLength(1)
    expect(plain(r.main)).toEqual([e('GD01-001')])
  })

  it('EX cards and tokens outside any section go beside the decks, as Resources go to the resource deck', () => {
    const r = readDeckList('4 GD01-001\n1 EXR-001\n10 R-001', pool)
    expect(plain(r.ex)).toEqual([e('EXR-001', 1)])
    expect(plain(r.resource)).toEqual([e('R-001', 10)])
  })

  it('the EX section counts in no deck: only a deck card listed there is an error (5-1-2)', () => {
    const ok = validateDeck(readDeckList('4 GD01-001\nEX Resource:\n1 EXR-001\nTokens\n2 T-018', pool), pool.lookup, getFormat('gcg-open')!)
    expect(ok.violations.map((v) => v.rule)).not.toContain('ex-card-type')
    expect(ok.violations.find((v) => v.rule === 'main-deck-size')!.message).toContain('4')
    const bad = validateDeck(readDeckList('4 GD01-001\nTokens\n1 GD01-008', pool), pool.lookup, getFormat('gcg-open')!)
    const v = bad.violations.find((x) => x.rule === 'ex-card-type')!
    expect(v.ref).toBe('5-1-2, Q7, Q11')
    expect(v.cards).toEqual(['GD01-008'])
    expect(v.lines).toEqual([3])
  })

  it('a name a deck card shares with a token is the deck card; in the token section, the token', () => {
    const r = readDeckList('4 Red Gundam\nTokens\n1 Red Gundam', pool)
    expect(r.diagnostics).toEqual([])
    expect(plain(r.main)).toEqual([e('GD01-090')])
    expect(plain(r.ex)).toEqual([e('T-018', 1)])
  })

  it.each([
    ['Neo Zeong (LR+)', '4 Neo Zeong (LR+)', e('GD01-050', 4, 'GD01-050_p1')],
    ['(R+) after a number', '4 GD01-001 Gundam (LR++)', e('GD01-001', 4, 'GD01-001_p2')],
    ['[P] names the single parallel', '2 Neo Zeong [P]', e('GD01-050', 2, 'GD01-050_p1')],
    ['(Parallel) with several parallels names none', '4x Gundam (GD01-001) (Parallel)', e('GD01-001')],
    ['the base rarity is the base printing', '4 GD01-001 Gundam (LR)', e('GD01-001')],
  ])('print tag: %s', (_, text, expected) => {
    const r = readDeckList(text, pool)
    expect(r.diagnostics).toEqual([])
    expect(plain(r.main)).toEqual([expected])
    const v = validateDeck(r, pool.lookup, getFormat('gcg-open')!)
    expect(v.warnings.filter((w) => w.rule === 'name-mismatch')).toEqual([])
  })

  it.each([
    ['Japanese counter', 'GD01-001 ガンダム 4枚', e('GD01-001')],
    ['counter first', '4枚 GD01-001', e('GD01-001')],
    ['full-width digits', 'ＧＤ０１－００１　ガンダム　４枚', e('GD01-001')],
    ['full-width count first', '４ GD01-008', e('GD01-008')],
    ['Markdown bullet', '- 4x Gundam (GD01-001)', e('GD01-001')],
    ['Markdown star bullet', '* 4 GD01-008 Guntank', e('GD01-008')],
    // `Name (NUMBER) x4` already read right; a bullet in front of it is the new part.
    ['Markdown bullet, Name (NUMBER) x4', '- Gundam (GD01-001) x4', e('GD01-001')],
  ])('%s', (_, text, expected) => {
    const r = readDeckList(text, pool)
    expect(r.diagnostics).toEqual([])
    expect(plain(r.main)).toEqual([expected])
  })

  it('Markdown headings open sections', () => {
    const r = readDeckList('# SEED Aggro\n## Deck\n- 4x Gundam (GD01-001)\n## EX Resource\n- 1 EXR-001\n## Resource Deck\n- 10 R-001', pool)
    expect(r.diagnostics).toEqual([])
    expect(plain(r.main)).toEqual([e('GD01-001')])
    expect(plain(r.ex)).toEqual([e('EXR-001', 1)])
    expect(plain(r.resource)).toEqual([e('R-001', 10)])
  })

  it('a spreadsheet paste with a header row reads by its columns', () => {
    const r = readDeckList('Qty\tCard Number\tName\n4\tGD01-001\tGundam\n2\tGD01-008\tGuntank\n', pool)
    expect(r.diagnostics).toEqual([])
    expect(plain(r.main)).toEqual([e('GD01-001'), e('GD01-008', 2)])
    const reordered = readDeckList('Name\tCard No.\tQuantity\nGundam\tGD01-001\t3', pool)
    expect(plain(reordered.main)).toEqual([e('GD01-001', 3)])
  })
})

describe('cards newer than the card pool', () => {
  const text = '4 GD09-001 Future Gundam\n4 GD01-001 Gundam\nEX Resource:\n1 EXR-001'

  it('a list whose only problem is cards newer than the pool is "unchecked", and says so; with another problem, not legal', () => {
    const open = getFormat('gcg-open')!
    const only = validateDeck(readDeckList('12 GD01-001\n12 GD01-050\n12 GD01-008\n12 GD01-090\n2 GD09-001 Future Gundam\n10 R-001', pool), pool.lookup, {
      ...open,
      copyLimit: { ...open.copyLimit, max: 12 },
    })
    expect(only.status).toBe('unchecked')
    expect(only.legal).toBe(false)
    expect(only.unchecked).toEqual(['GD09-001'])
    expect(only.violations[0]!.message).toMatch(/GD09-001 \("Future Gundam"\).*cannot be fully checked until the card data is updated/)
    const worse = validateDeck(readDeckList('4 GD09-001 Future Gundam\n5 GD01-001', pool), pool.lookup, open)
    expect(worse.status).toBe('not-legal')
  })

  it.each(DECK_LIST_FORMATS)('%s: the name the list gave is written back, and the EX section survives', (to) => {
    const r = readDeckList(text, pool)
    const out = writeDeckList(r, to, pool)
    if (to !== 'code' && !['exburst', 'oneline'].includes(to)) expect(out).toContain('Future Gundam')
    const back = readDeckList(out, pool)
    expect(plain(back.main)).toEqual([e('GD09-001'), e('GD01-001')])
    expect(plain(back.ex)).toEqual([e('EXR-001', 1)])
  })
})

describe('stored decks and deck codes from before the EX section', () => {
  it('stored deck cards without an ex section still read; a deck code without EX cards is the same code as before; one with them carries them', () => {
    const deck = { main: [e('GD01-001')], resource: [e('R-001', 10)], sideboard: [] }
    expect(encodeDeckCode({ ...deck, ex: [] })).toBe(encodeDeckCode(deck))
    const withEx = decodeDeckCode(encodeDeckCode({ ...deck, ex: [e('EXR-001', 1)] }, { name: 'X' }))
    expect(withEx.diagnostics).toEqual([])
    expect(plain(withEx.ex)).toEqual([e('EXR-001', 1)])
    expect(withEx.name).toBe('X')
    // Deck cards stored before the section existed read as having none.
    const parsed = DeckCardsSchema.safeParse(deck)
    expect(parsed.success).toBe(true)
    expect(parsed.data!.ex ?? []).toEqual([])
    expect(DeckCardsSchema.safeParse({ ...deck, ex: [e('EXR-001', 1)] }).data!.ex).toEqual([e('EXR-001', 1)])
  })
})

import { describe, expect, it } from 'vitest'
import { getFormat } from '../formats/registry'
import { legalFixture } from '../testing/builders'
import type { DeskRow } from '~/schemas/event'
import { checkList, type CheckSettings } from './check'
import { deskRow, filterRows, markedLines, playerOf, shownRows, sortRows, splitPastedLists, statusCounts, type DeskSort } from './desk'

const f = legalFixture()
const gcg = getFormat('gcg')!
const settings: CheckSettings = { cards: f.pool, format: gcg, banList: null, assumeResources: true, standardResource: 'TR-001' }
const legal = f.deck.main.map((e) => `${e.count} ${e.number}`).join('\n')

describe('splitPastedLists', () => {
  it('splits at lines of three or more dashes, trims blank lines, numbers the lists and says where each starts', () => {
    const text = ['// Player: Alice', '4 TS01-100', '', '---', '', '// Player: Bob', '4 TS01-101', '-----------', '  ---  ', '4 TS01-102'].join('\n')
    expect(splitPastedLists(text)).toEqual([
      { name: 'Pasted list 1', text: '// Player: Alice\n4 TS01-100', firstLine: 1 },
      { name: 'Pasted list 2', text: '// Player: Bob\n4 TS01-101', firstLine: 6 },
      { name: 'Pasted list 3', text: '4 TS01-102', firstLine: 10 },
    ])
  })

  it('keeps a list whole when no line is only dashes (a "--" or "- 4x" line is not a separator), and gives nothing for blanks', () => {
    expect(splitPastedLists('--\n- 4x Gundam (GD01-001)\n--- note')).toHaveLength(1)
    expect(splitPastedLists('\n---\n  \n---\n')).toEqual([])
    expect(splitPastedLists('a\r\n---\r\nb').map((p) => p.text)).toEqual(['a', 'b'])
  })
})

describe('desk rows', () => {
  const rows = [
    deskRow(0, 'zed.txt', `// Player: Zed\nDeck name: Zeta\n${legal}`, checkList(`Deck name: Zeta\n${legal}`, settings), gcg, f.pool.lookup),
    deskRow(1, 'amy.txt', `// Player: amy\n${legal}\n9 TS01-100`, checkList(`// Player: amy\n${legal}\n9 TS01-100`, settings), gcg, f.pool.lookup),
    deskRow(
      2,
      'link.txt',
      'https://www.bandai-tcg-plus.com/deck_recipe?deck=QxT&deck_code=AB12&game_title_id=15',
      checkList('https://www.bandai-tcg-plus.com/deck_recipe?deck=QxT&deck_code=AB12&game_title_id=15', settings),
      gcg,
      f.pool.lookup,
    ),
    deskRow(
      3,
      'bob.txt',
      `// Player: Bob\n${legal}\nthree of the best`,
      checkList(`// Player: Bob\n${legal}\nthree of the best`, settings),
      gcg,
      f.pool.lookup,
    ),
  ]

  it('takes the player from a Player line, the deck name, the verdict, colors and the CSV row as the CLI writes it', () => {
    expect(playerOf('# Player name: Kira Yamato\n4 GD01-001')).toBe('Kira Yamato')
    expect(playerOf('4 GD01-001')).toBeNull()
    expect(rows.map((r) => [r.player, r.deck, r.status])).toEqual([
      ['Zed', 'Zeta', 'legal'],
      ['amy', '', 'not-legal'],
      [null, '', 'unreadable'],
      ['Bob', '', 'not-legal'],
    ])
    expect(rows[0]!.colors.length).toBeGreaterThan(0)
    expect(rows[0]!.report.slice(0, 3)).toEqual(['zed.txt', 'Zeta', 'legal'])
    expect(rows[0]!.sections.resource).toEqual([{ count: 10, id: 'TR-001', name: expect.any(String) }])
  })

  it('marks the lines a problem is about', () => {
    const bob = rows[3]!
    const lineOfJunk = bob.text.split('\n').indexOf('three of the best') + 1
    expect(markedLines(bob).get(lineOfJunk)?.[0]?.message).toContain('cannot read "three of the best"')
  })

  it('sorts not legal first by default, then by player or file; each column both ways', () => {
    expect(sortRows(rows).map((r) => r.file)).toEqual(['amy.txt', 'bob.txt', 'link.txt', 'zed.txt'])
    expect(sortRows(rows, { key: 'status', descending: true }).map((r) => r.file)).toEqual(['zed.txt', 'link.txt', 'amy.txt', 'bob.txt'])
    // "Player or file": the player's name when the list gives one, the file otherwise; case does not count.
    expect(sortRows(rows, { key: 'player', descending: false }).map((r) => r.file)).toEqual(['amy.txt', 'bob.txt', 'link.txt', 'zed.txt'])
    expect(sortRows(rows, { key: 'deck', descending: true })[0]!.deck).toBe('Zeta')
    const byProblems = sortRows(rows, { key: 'problems', descending: true })
    expect(byProblems.at(-1)!.file).toBe('zed.txt')
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3])
  })

  it('filters by verdict and by words in any column (all words, any case)', () => {
    expect(filterRows(rows, { status: 'not-legal', text: '' }).map((r) => r.file)).toEqual(['amy.txt', 'bob.txt'])
    expect(filterRows(rows, { status: 'all', text: 'BANDAI' }).map((r) => r.file)).toEqual(['link.txt'])
    expect(filterRows(rows, { status: 'not-legal', text: 'copies TS01-100' }).map((r) => r.file)).toEqual(['amy.txt'])
    expect(filterRows(rows, { status: 'legal', text: 'zeta' }).map((r) => r.file)).toEqual(['zed.txt'])
    expect(filterRows(rows, { status: 'unchecked', text: '' })).toEqual([])
    expect(statusCounts(rows)).toEqual({ legal: 1, 'not-legal': 2, unchecked: 0, unreadable: 1 })
  })

  it('finds colours as the page names them, and as the card data spells them', () => {
    const coloured = rows.filter((r) => r.colors.length > 0)
    expect(coloured.length).toBeGreaterThan(0)
    const [colour] = coloured[0]!.colors
    const named = (c: string) => `colour-${c}-named`
    const want = coloured.filter((r) => r.colors.includes(colour!)).map((r) => r.file)
    expect(filterRows(rows, { status: 'all', text: named(colour!) }, undefined, named).map((r) => r.file)).toEqual(want)
    expect(filterRows(rows, { status: 'all', text: colour! }, undefined, named).map((r) => r.file)).toEqual(want)
    // Without the page's names, only the card data's spelling is found.
    expect(filterRows(rows, { status: 'all', text: named(colour!) })).toEqual([])
    // The remembered answer is not reused for another language's names.
    const shown = shownRows()
    const all = { status: 'all', text: named(colour!) } as const
    expect(shown(rows, all, { key: 'status', descending: false })).toEqual([])
    expect(
      shown(rows, all, { key: 'status', descending: false }, undefined, named)
        .map((r) => r.file)
        .sort(),
    ).toEqual([...want].sort())
  })

  it('shows rows that arrive in batches as if all were sorted at once, and sorts afresh when the order or filter changes', () => {
    // Many rows, received in an order unlike the sorted one, with ties on the verdict.
    const many: DeskRow[] = Array.from({ length: 60 }, (_, k) => ({ ...rows[(k * 7) % 4]!, index: k, file: `f${(k * 37) % 60}.txt`, player: null }))
    const shown = shownRows()
    const all = { status: 'all', text: '' } as const
    let got: DeskRow[] = []
    for (let n = 5; n <= 60; n += 11) {
      // The store adds each batch to a new array: the rows before are kept as they were.
      got = shown(many.slice(0, n), all, { key: 'status', descending: false })
      expect(got.map((r) => r.index)).toEqual(sortRows(many.slice(0, n)).map((r) => r.index))
    }
    const byPlayer: DeskSort = { key: 'player', descending: true }
    expect(shown(many, all, byPlayer).map((r) => r.index)).toEqual(sortRows(many, byPlayer).map((r) => r.index))
    const notLegal = { status: 'not-legal', text: '' } as const
    expect(shown(many, notLegal, byPlayer).map((r) => r.index)).toEqual(sortRows(filterRows(many, notLegal), byPlayer).map((r) => r.index))
    // Grown again under the filter: only the new rows that pass it join.
    const more = [...many, { ...rows[1]!, index: 60, file: 'a0.txt', player: null }, { ...rows[0]!, index: 61, file: 'a1.txt', player: null }]
    expect(shown(more, notLegal, byPlayer).map((r) => r.index)).toEqual(sortRows(filterRows(more, notLegal), byPlayer).map((r) => r.index))
    // A new set of rows (not the old ones and more) is sorted whole.
    const other = more.slice(10)
    expect(shown(other, notLegal, byPlayer).map((r) => r.index)).toEqual(sortRows(filterRows(other, notLegal), byPlayer).map((r) => r.index))
  })
})

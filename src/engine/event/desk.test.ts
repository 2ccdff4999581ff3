import { describe, expect, it } from 'vitest'
import { getFormat } from '../formats/registry'
import { legalFixture } from '../testing/builders'
import { checkList, type CheckSettings } from './check'
import { deskRow, filterRows, markedLines, playerOf, sortRows, splitPastedLists, statusCounts } from './desk'

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
})

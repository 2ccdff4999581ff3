import { describe, expect, it } from 'vitest'
import { readDeckList } from '../decklist/read'
import { getFormat } from '../formats/registry'
import { legalFixture } from '../testing/builders'
import { checkList, unreadableCheck, type CheckSettings } from './check'
import { EVENT_REPORT_COLUMNS, eventReportCsv, eventReportRow } from './report'

// Lists as an organiser receives them, each of our own making in a shape seen in the wild, on the
// hand-made legal fixture (13 numbers TS01-100..112 named "Fixture 0".."Fixture 12", 10 x TR-001).
const f = legalFixture()
const gcg = getFormat('gcg')!
const settings: CheckSettings = { cards: f.pool, format: gcg, banList: null }
const mainLines = f.deck.main.map((e) => `${e.count} ${e.number}`)

const TCG_PLUS = 'https://www.bandai-tcg-plus.com/deck_recipe?deck=QxT.QxT.Vm9.Vm9.Vm9.Vm9.Kp2.Kp2&deck_code=ABCD1234EFGH&game_title_id=15'

describe('checkList, for the CLI and the event desk', () => {
  it("a TCG+ link is unreadable with one problem, the link's: never an empty deck", () => {
    const check = checkList(TCG_PLUS, settings)
    expect(check.status).toBe('unreadable')
    expect(check.legal).toBe(false)
    expect(check.violations).toEqual([expect.objectContaining({ rule: 'unreadable', lines: [1], message: expect.stringContaining('Bandai TCG+ deck link') })])
    // The reader's reason, as data, for a tool that words it in another language.
    expect(check.violations[0]).toMatchObject({ code: 'list.tcg-plus-link', params: { url: `${TCG_PLUS.slice(0, 77)}...`, copies: null } })
    expect(check.warnings).toEqual([])
    expect(check.list.main).toEqual([])
  })

  it('a list in which no line reads as a card is unreadable, naming its first problems: never "Main deck has 0 cards"', () => {
    const check = checkList('Friday list\n4 Gundam Nothing\nfour copies of the best', settings)
    expect(check.status).toBe('unreadable')
    expect(check.unreadable?.kind).toBe('no-cards')
    expect(check.violations).toEqual([
      expect.objectContaining({
        rule: 'unreadable',
        lines: [2],
        message: expect.stringMatching(/^no card could be read from this list: line 2: .*; line 3: cannot read/),
      }),
    ])
    expect(check.violations.map((v) => v.message).join()).not.toContain('0 cards')
    expect(check.violations[0]).toMatchObject({
      code: 'list.no-cards',
      params: {
        problems: [expect.objectContaining({ line: 2, code: 'card-name.unknown' }), expect.objectContaining({ line: 3, code: 'line.unreadable' })],
        more: 0,
      },
    })
    expect(check.name).toBe('Friday list')
  })

  it('a file that could not be opened says so in words alone: no reader said it, so no code', () => {
    const [v] = unreadableCheck('cannot read it').violations
    expect(v).toEqual({ rule: 'unreadable', ref: 'deck list', severity: 'error', message: 'cannot read it', cards: [], lines: [] })
  })

  it("a tournament site's deck record is read and checked", () => {
    const record = JSON.stringify({ player: 'Amuro', deck: [...f.deck.main, ...f.deck.resource].map((e) => ({ card_id: e.number, count: e.count })) })
    expect(checkList(record, settings)).toMatchObject({ status: 'legal', source: 'json', violations: [], warnings: [], assumedResources: null })
  })

  it("another tool's JSON is unreadable and says so", () => {
    const check = checkList(JSON.stringify({ cards: [{ card_id: 'TS01-100', count: 4 }] }), settings)
    expect(check.status).toBe('unreadable')
    expect(check.violations[0]!.message).toMatch(/^not a gundeck deck file/)
  })

  it('assumes the standard resource deck by default, only for a list with none, and says it did: one warning, from validateDeck', () => {
    const assumed: CheckSettings = { ...settings, standardResource: 'TR-001' }
    const check = checkList(mainLines.join('\n'), assumed)
    expect(check).toMatchObject({ status: 'legal', assumedResources: { number: 'TR-001', count: 10 } })
    expect(check.list.resource).toEqual([expect.objectContaining({ number: 'TR-001', count: 10 })])
    expect(check.warnings).toEqual([
      expect.objectContaining({ rule: 'assumed-resources', message: expect.stringMatching(/^Resource deck not given: the standard 10 Resources/) }),
    ])
    expect(checkList(mainLines.concat('resource 10 TR-001').join('\n'), assumed)).toMatchObject({ status: 'legal', warnings: [], assumedResources: null })
  })

  it('assumeResources: false checks a list with no resource deck as written', () => {
    const check = checkList(mainLines.join('\n'), { ...settings, assumeResources: false, standardResource: 'TR-001' })
    expect(check).toMatchObject({ status: 'not-legal', assumedResources: null, warnings: [] })
    expect(check.violations.map((v) => v.message)).toEqual(['Resource deck has 0 cards; it must have exactly 10 (5-1-1, Q5)'])
    expect(check.list.resource).toEqual([])
  })
})

describe("the organiser's CSV report", () => {
  const row = (file: string, text: string, s: CheckSettings = settings) => eventReportRow(file, checkList(text, s), gcg)
  const cell = (r: string[], column: (typeof EVENT_REPORT_COLUMNS)[number]) => r[EVENT_REPORT_COLUMNS.indexOf(column)]!

  it('each problem is its message, with the counts, cards and the line as written', () => {
    const text = ['Blue Storm', ...mainLines, '4 TS05-100', '5 TS05-101', 'three of the best', 'Resource deck', '10 TR-001'].join('\n')
    const r = row('blue.txt', text)
    expect(cell(r, 'deck')).toBe('Blue Storm')
    expect(cell(r, 'status')).toBe('not-legal')
    const problems = cell(r, 'violations')
    expect(problems).toContain('main-deck-size')
    expect(problems).toContain('Main deck has 59 cards; it must have exactly 50')
    expect(problems).toContain('5 copies of TS05-101')
    expect(problems).toContain('line 17: cannot read "three of the best"')
    expect(cell(r, 'resource deck')).toBe('listed (10)')
  })

  it('the assumed resource deck is a column, not a warning; the deck name is never a URL', () => {
    const assumed: CheckSettings = { ...settings, standardResource: 'TR-001' }
    const r = row('pasted.txt', mainLines.join('\n'), assumed)
    expect(cell(r, 'status')).toBe('legal')
    expect(cell(r, 'warnings')).toBe('')
    expect(cell(r, 'resource deck')).toBe('assumed 10 x TR-001')
    const link = row('link.txt', TCG_PLUS, assumed)
    expect(cell(link, 'deck')).toBe('')
    expect(cell(link, 'status')).toBe('unreadable')
    expect(cell(link, 'violations')).toMatch(/^unreadable \[line 1\]: this list is a Bandai TCG\+ deck link/)
  })

  it('writes a header row and one row per list', () => {
    const csv = eventReportCsv([row('a.txt', mainLines.concat('resource 10 TR-001').join('\n'))])
    expect(csv.split('\n')[0]).toBe('file,deck,status,errors,violations,warnings,resource deck')
    expect(csv.trim().split('\n')).toHaveLength(2)
    // Read back, the report is never a deck list.
    expect(readDeckList(csv, f.pool).unreadable?.kind).toBe('report')
  })

  it('a deck or file name no spreadsheet runs, whichever separator it splits on: quoted, each formula after a separator neutralised', () => {
    const csv = eventReportCsv([row('x;=SUM(1+1);y.txt', ['# x;=SUM(1+1);y', ...mainLines].join('\n'))])
    const line = csv.split('\n')[1]!
    expect(line.startsWith(`"x;'=SUM(1+1);y.txt","x;'=SUM(1+1);y",`)).toBe(true)
    expect(line).not.toMatch(/[,;\t]=/)
  })
})

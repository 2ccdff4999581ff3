import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { legalFixture } from '~/engine/testing/builders'
import { exportCardsCsv } from '~/io/cards/csv'
import { hasShared, NEEDS_SHARED, SHARED } from '../tests/shared'
import { run } from './main'

function cli(...argv: string[]) {
  return cliOn({}, ...argv)
}

/** The CLI with its standard error a terminal, or not (a pipe, a file: the default here). */
function cliOn(io: { errIsTerminal?: boolean }, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = run(argv, { out: (t) => out.push(t), err: (t) => err.push(t), ...io })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

// An event's mailbox: lists in several shapes, in subfolders, checked against a ban list newer
// than the one gundeck ships (it bans TS01-101).
const dir = mkdtempSync(join(tmpdir(), 'gundeck-organiser-'))
const f = legalFixture()
const cardsCsv = join(dir, 'cards.csv')
writeFileSync(cardsCsv, exportCardsCsv(f.cards))
const mainLines = f.deck.main.map((e) => `${e.count} ${e.number}`)
const lists = join(dir, 'lists')
mkdirSync(join(lists, 'late'), { recursive: true })
// Legal under the shipped list; not legal under the newer one (TS01-101 banned there).
writeFileSync(join(lists, 'alice.txt'), ['Alice Aggro', ...mainLines, 'Resource deck', '10 TR-001'].join('\n'))
// Free of TS01-101: four more of a spare Unit instead. Legal under both.
writeFileSync(join(lists, 'bob.txt'), [...mainLines.filter((l) => !l.includes('TS01-101')), '4 TS05-100', 'Resource deck', '10 TR-001'].join('\n'))
// A card newer than the card data, and nothing else wrong: unchecked.
writeFileSync(
  join(lists, 'late', 'carol.txt'),
  [...mainLines.filter((l) => !l.includes('TS01-101')), '4 TS09-001 Brand New Gundam', 'Resource deck', '10 TR-001'].join('\n'),
)
// No resource deck at all, as pasted lists come.
writeFileSync(
  join(lists, 'late', 'dave.txt'),
  mainLines
    .filter((l) => !l.includes('TS01-101'))
    .concat('4 TS05-101')
    .join('\n'),
)
writeFileSync(join(lists, 'notes.md'), 'not a deck list')
const newer = join(dir, 'banlist-2027.json')
writeFileSync(
  newer,
  JSON.stringify({
    id: 'gcg-2027-01-15',
    game: 'gcg',
    name: 'Banned/Restricted Cards',
    date: '2027-01-15',
    source: 'event notice',
    banned: [{ number: 'TS01-101', name: 'Fixture 1' }],
    restricted: [],
    bannedPairs: [],
    cardGroups: [],
  }),
)

describe('gundeck validate FOLDER, for organisers', () => {
  it('checks every list in a folder, recursively and sorted, against a newer ban list: the verdicts the rules give', () => {
    const r = cli('validate', lists, '--cards', cardsCsv, '--banlist', newer, '--no-assume-resources', '--json')
    expect(r.code).toBe(1)
    const reports = JSON.parse(r.out) as { file: string; legal: boolean; status: string; violations: { rule: string; cards: string[] }[] }[]
    expect(reports.map((x) => [x.file.slice(lists.length + 1), x.status])).toEqual([
      ['alice.txt', 'not-legal'],
      ['bob.txt', 'legal'],
      [join('late', 'carol.txt'), 'unchecked'],
      [join('late', 'dave.txt'), 'not-legal'],
    ])
    expect(reports[0]!.violations).toEqual([expect.objectContaining({ rule: 'banned', cards: ['TS01-101'] })])
    expect(reports[2]!.legal).toBe(false)
    expect(reports[3]!.violations.map((v) => v.rule)).toEqual(['resource-deck-size'])
  })

  it('a list without a resource deck gets the standard 10 x R-001 by default, with exactly one warning; --assume-resources changes nothing', () => {
    const dave = join(lists, 'late', 'dave.txt')
    const r = cli('validate', dave, '--cards', cardsCsv, '--json')
    const report = JSON.parse(r.out)
    expect(report.deck.resource).toEqual([{ number: 'R-001', printing: null, count: 10 }])
    expect(report.warnings.filter((w: { rule: string }) => w.rule === 'assumed-resources')).toEqual([
      {
        rule: 'assumed-resources',
        ref: '5-1-1, Q5',
        severity: 'warning',
        message: 'Resource deck not given: the standard 10 Resources (10 x R-001) were assumed',
        cards: ['R-001'],
        lines: [],
        code: 'assumed-resources',
        params: { copies: 10, number: 'R-001' },
      },
    ])
    // The fixture's pool has no R-001, so the assumed deck is unknown to it: unchecked, never legal by guess.
    expect(report.status).toBe('unchecked')
    // The old flag, kept for scripts written before assuming was the default: the same output.
    expect(cli('validate', dave, '--cards', cardsCsv, '--assume-resources', '--json').out).toBe(r.out)
    // The JSON grows, never breaks: the same keys in the same order.
    expect(Object.keys(report)).toEqual(['file', 'format', 'legal', 'status', 'deck', 'violations', 'warnings'])
  })

  it('--no-assume-resources requires the resource deck: none is an error, and nothing is assumed', () => {
    const dave = join(lists, 'late', 'dave.txt')
    const r = cli('validate', dave, '--cards', cardsCsv, '--no-assume-resources', '--json')
    expect(r.code).toBe(1)
    const report = JSON.parse(r.out)
    expect(report.status).toBe('not-legal')
    expect(report.deck.resource).toEqual([])
    expect(report.violations).toEqual([
      expect.objectContaining({ rule: 'resource-deck-size', message: 'Resource deck has 0 cards; it must have exactly 10 (5-1-1, Q5)' }),
    ])
    expect(report.warnings).toEqual([])
    const both = cli('validate', dave, '--cards', cardsCsv, '--assume-resources', '--no-assume-resources')
    expect(both.code).toBe(2)
    expect(both.err).toContain('--assume-resources and --no-assume-resources contradict each other')
  })

  it('prints the verdicts, says "unchecked" plainly, and its summary once', () => {
    const r = cli('validate', lists, '--cards', cardsCsv, '--banlist', newer)
    expect(r.out).toContain('Ban list: Banned/Restricted Cards, 2027-01-15 (event notice)')
    expect(r.out).toMatch(/NOT LEGAL {2}alice\.txt/)
    expect(r.out).toMatch(/UNCHECKED {2}carol\.txt/)
    expect(r.out).toMatch(/UNCHECKED {2}dave\.txt {2}\(main 50, resource 10 assumed, sideboard 0\)/)
    expect(r.out).toContain('cannot be fully checked until the card data is updated')
    const tail = r.out.split('\n').slice(-2)
    expect(tail).toEqual([
      'Checked 4 lists: 1 legal, 1 not legal, 2 unchecked',
      'Resource deck not given: the standard 10 Resources (10 x R-001) were assumed for 1 list; check its resource deck at the table (--no-assume-resources checks lists as written)',
    ])
    // One summary: no second count of the verdicts.
    expect(r.out.match(/\d+ legal, \d+ not legal/g)).toHaveLength(1)
    // Said once under the report, not as a warning in dave's block.
    expect(r.out).not.toContain('warning assumed-resources')
  })

  it('--report writes one CSV row per list: file, deck name, status, each violation in words, the resource deck', () => {
    const csv = join(dir, 'report.csv')
    cli('validate', lists, '--cards', cardsCsv, '--banlist', newer, '--report', csv, '--no-assume-resources')
    const rows = readFileSync(csv, 'utf8').trim().split('\n')
    expect(rows[0]).toBe('file,deck,status,errors,violations,warnings,resource deck')
    expect(rows).toHaveLength(5)
    expect(rows[1]).toContain('Alice Aggro,not-legal,1,')
    expect(rows[1]).toContain('banned [line 3]: Banned: TS01-101 Fixture 1 may not be played (Banned/Restricted Cards, 2027-01-15)')
    expect(rows[2]).toMatch(/bob\.txt,,legal,0,,,listed \(10\)$/)
    expect(rows[4]).toMatch(/dave\.txt,,not-legal,1,"resource-deck-size: Resource deck has 0 cards; it must have exactly 10 \(5-1-1, Q5\)",,none$/)
  })

  it('a bad ban list file exits 2 naming the field; --as-of picks the list in force that day', () => {
    const bad = join(dir, 'bad-banlist.json')
    writeFileSync(
      bad,
      JSON.stringify({
        id: 'x',
        game: 'gcg',
        name: 'X',
        date: '2027-01-15',
        source: 's',
        banned: [{ number: 'TS01-101' }],
        restricted: [],
        bannedPairs: [],
        cardGroups: [],
      }),
    )
    const r = cli('validate', lists, '--cards', cardsCsv, '--banlist', bad)
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/ban list .*bad-banlist\.json: field banned\.0\.name/)
    // Before the newer list took effect, the shipped one was in force: Alice is legal that day.
    const before = JSON.parse(cli('validate', join(lists, 'alice.txt'), '--cards', cardsCsv, '--banlist', newer, '--as-of', '2026-12-01', '--json').out)
    expect(before.status).toBe('legal')
    const after = JSON.parse(cli('validate', join(lists, 'alice.txt'), '--cards', cardsCsv, '--banlist', newer, '--as-of', '2027-02-01', '--json').out)
    expect(after.status).toBe('not-legal')
    const tooEarly = cli('validate', join(lists, 'alice.txt'), '--cards', cardsCsv, '--as-of', '2020-01-01')
    expect(tooEarly.code).toBe(2)
    expect(tooEarly.err).toContain('no gcg ban list known to gundeck was in force on 2020-01-01')
  })

  it('a progress line goes to stderr for a batch of lists when it is a terminal, never into a pipe or a file', () => {
    const many = join(dir, 'many')
    mkdirSync(many)
    const text = readFileSync(join(lists, 'bob.txt'), 'utf8')
    for (let i = 0; i < 60; i++) writeFileSync(join(many, `list-${String(i).padStart(3, '0')}.txt`), text)
    const r = cliOn({ errIsTerminal: true }, 'validate', many, '--cards', cardsCsv, '--json')
    expect(r.code).toBe(0)
    expect(r.err).toBe('checked 60 of 60 lists')
    expect(JSON.parse(r.out)).toHaveLength(60)
    const piped = cli('validate', many, '--cards', cardsCsv, '--json')
    expect(piped.code).toBe(0)
    expect(piped.err).toBe('')
    expect(piped.out).toBe(r.out)
  })
})

describe.skipIf(!hasShared)(`gundeck validate, starter decks and titles on the real pool ${NEEDS_SHARED}`, () => {
  it("the unmodified ST02 and ST05 starter decks are legal by the ban list's exception", () => {
    const r = cli(
      'validate',
      join(SHARED, 'decks/official/deck-005.txt'),
      join(SHARED, 'decks/official/deck-010.txt'),
      '--cards',
      join(SHARED, 'cards/gcg-api/cards.json'),
      '--json',
    )
    expect(r.code).toBe(0)
    for (const report of JSON.parse(r.out)) expect(report.warnings.map((w: { rule: string }) => w.rule)).toEqual(['ban-list-exception'])
  })

  it('a list with a title line converts and validates', () => {
    const file = join(dir, 'titled.txt')
    writeFileSync(file, `SEED Aggro Print and Play Deck\n${readFileSync(join(SHARED, 'decks/official/deck-001.txt'), 'utf8')}`)
    const cards = join(SHARED, 'cards/gcg-api/cards.json')
    expect(cli('validate', file, '--cards', cards).code).toBe(0)
    const converted = cli('convert', file, '--cards', cards, '--to', 'canonical')
    expect(converted.code).toBe(0)
    expect(converted.out).toContain('// Name: SEED Aggro Print and Play Deck')
  })
})

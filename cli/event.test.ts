import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { legalFixture } from '~/engine/testing/builders'
import { exportCardsCsv } from '~/io/cards/csv'
import { run } from './main'

// What an organiser meets at the desk, on the command line: every list of our own making, in a
// shape players send. The fixture: 13 numbers TS01-100..112 ("Fixture 0".."Fixture 12"), 10 x TR-001.
function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = run(argv, { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const dir = mkdtempSync(join(tmpdir(), 'gundeck-event-'))
const f = legalFixture()
const cards = join(dir, 'cards.csv')
writeFileSync(cards, exportCardsCsv(f.cards))
const mainLines = f.deck.main.map((e) => `${e.count} ${e.number}`)
const legal = [...mainLines, 'Resource deck', '10 TR-001'].join('\n')
const write = (name: string, text: string) => {
  const path = join(dir, name)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, text)
  return path
}
const TCG_PLUS = 'https://www.bandai-tcg-plus.com/deck_recipe?deck=Ab1.Ab1.Cd2.Cd2.Ef3&deck_code=ZZ99YY88&game_title_id=15'
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

describe('a Bandai TCG+ link and foreign files', () => {
  it('validate: a TCG+ link is UNREADABLE with the reason and what to do, exit 1, status "unreadable"; never an empty legal-looking deck', () => {
    const link = write('link/tcg-plus.txt', `${TCG_PLUS}\n`)
    const text = cli('validate', link, '--cards', cards)
    expect(text.code).toBe(1)
    expect(text.out).toMatch(/UNREADABLE tcg-plus\.txt {2}\(no deck list could be read\)/)
    expect(text.out).toContain('this list is a Bandai TCG+ deck link')
    expect(text.out).not.toContain('Main deck has 0 cards')
    expect(text.out).toContain('0 legal, 0 not legal, 1 unreadable')
    const json = JSON.parse(cli('validate', link, '--cards', cards, '--json').out)
    expect(json).toMatchObject({ legal: false, status: 'unreadable', violations: [{ rule: 'unreadable', lines: [1] }], warnings: [] })
    expect(Object.keys(json)).toEqual(['file', 'format', 'legal', 'status', 'deck', 'violations', 'warnings'])
  })

  it('convert: a TCG+ link converts to nothing, exit 1, with the reason on stderr', () => {
    const link = write('link/convert.txt', TCG_PLUS)
    const r = cli('convert', link, '--cards', cards, '--to', 'canonical')
    expect(r.code).toBe(1)
    expect(r.out).toBe('')
    expect(r.err).toContain('Bandai TCG+ deck link')
  })

  it('a tournament site\'s deck record ({"deck": [{"card_id", "count"}]}) is read and checked', () => {
    const deck = [...f.deck.main, ...f.deck.resource].map((e, i) => ({ card_id: i === 0 ? `${e.number}_p1` : e.number, count: e.count }))
    const json = write('record.json', JSON.stringify({ name: 'Blue Storm', player: 'Amuro', deck }))
    const r = cli('validate', json, '--cards', cards, '--json')
    const report = JSON.parse(r.out)
    expect(report.status).toBe('legal')
    expect(report.deck.main[0]).toEqual({ number: f.deck.main[0]!.number, printing: `${f.deck.main[0]!.number}_p1`, count: f.deck.main[0]!.count })
    expect(report.deck.resource).toEqual([{ number: 'TR-001', printing: null, count: 10 }])
  })

  it("another tool's JSON says it is not a gundeck deck file and what it looks like", () => {
    const json = write('foreign.json', JSON.stringify({ cards: f.deck.main.map((e) => ({ card_id: e.number, count: e.count })) }))
    const r = cli('validate', json, '--cards', cards)
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/UNREADABLE foreign\.json/)
    expect(r.out).toContain(`not a gundeck deck file (no "kind": "gundeck-deck"): it looks like another tool's deck file: a "cards" list of 13 entries`)
    expect(r.out).not.toContain('Invalid input')
  })
})

describe('the remaining shapes, from files', () => {
  it('`resource 10 NUMBER`, trailing comments and a `## Decklist` heading: legal, no warnings, no name "Decklist"', () => {
    const path = write(
      'shapes.txt',
      ['## Decklist', ...f.deck.main.map((e, i) => `${e.count} ${e.number}  # Fixture ${i} is my note`), 'resource 10 TR-001 // basic'].join('\n'),
    )
    const report = join(dir, 'shapes-report.csv')
    const r = cli('validate', path, '--cards', cards, '--json', '--report', report)
    expect(r.code).toBe(0)
    const json = JSON.parse(r.out)
    expect(json).toMatchObject({ status: 'legal', violations: [], warnings: [] })
    expect(json.deck.resource).toEqual([{ number: 'TR-001', printing: null, count: 10 }])
    expect(readFileSync(report, 'utf8').split('\n')[1]).toMatch(/shapes\.txt,,legal,0,,,listed \(10\)$/)
  })
})

describe("the organiser's report and options", () => {
  it('--report: status, each problem as its message, the assumed resource deck as a column; the name from the list, never a URL', () => {
    const folder = join(dir, 'report-lists')
    write('report-lists/a-pasted.txt', ['Pasted Aggro', ...mainLines].join('\n'))
    write('report-lists/b-big.txt', ['Big Blue', ...mainLines, '4 TS05-100', '2 TS05-101', 'resource 10 TR-001', 'a line nobody can read'].join('\n'))
    write('report-lists/c-link.txt', `${TCG_PLUS}\n`)
    const report = join(dir, 'event.csv')
    const r = cli('validate', folder, '--cards', cards, '--report', report)
    expect(r.code).toBe(1)
    const rows = readFileSync(report, 'utf8').trim().split('\n')
    expect(rows[0]).toBe('file,deck,status,errors,violations,warnings,resource deck')
    // The pasted list: the standard resource deck is assumed by default (the fixture's is TR-001, so
    // R-001 is unknown to it: unchecked), said in its column, and no assumed-resources warning there.
    expect(rows[1]).toMatch(/a-pasted\.txt,Pasted Aggro,unchecked,1,.*,,assumed 10 x R-001$/)
    expect(rows[1]).not.toContain('assumed-resources')
    expect(rows[2]).toContain('b-big.txt,Big Blue,not-legal,2,')
    expect(rows[2]).toContain('Main deck has 56 cards; it must have exactly 50')
    expect(rows[2]).toContain('line 18: cannot read ""a line nobody can read""')
    expect(rows[2]).toMatch(/,listed \(10\)$/)
    expect(rows[3]).toMatch(/c-link\.txt,,unreadable,1,"unreadable \[line 1\]: this list is a Bandai TCG\+ deck link/)
    // The text report says the assumption once, not as a warning on every list.
    expect(r.out).not.toContain('warning assumed-resources')
    expect(r.out).toContain('Resource deck not given: the standard 10 Resources (10 x R-001) were assumed for 1 list; check its resource deck at the table')
    expect(r.out).toMatch(/UNCHECKED {2}a-pasted\.txt {2}\(main 50, resource 10 assumed, sideboard 0\)/)
  })

  it('--banlist: a date that is no day of the calendar is refused with a clear message; --as-of too', () => {
    const banlist = (date: string) =>
      write(
        `banlist-${date}.json`,
        JSON.stringify({ id: 'x', game: 'gcg', name: 'X', date, source: 's', banned: [], restricted: [], bannedPairs: [], cardGroups: [] }),
      )
    const bad = cli('validate', write('one.txt', legal), '--cards', cards, '--banlist', banlist('2026-13-45'))
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/ban list .*banlist-2026-13-45\.json: field date: not a day of the calendar/)
    expect(cli('validate', join(dir, 'one.txt'), '--cards', cards, '--banlist', banlist('2026-02-30')).code).toBe(2)
    expect(cli('validate', join(dir, 'one.txt'), '--cards', cards, '--banlist', banlist('2028-02-29')).code).toBe(0)
    const asOf = cli('validate', join(dir, 'one.txt'), '--cards', cards, '--as-of', '2026-02-30')
    expect(asOf.code).toBe(2)
    expect(asOf.err).toContain('--as-of must be a day of the calendar as YYYY-MM-DD (not "2026-02-30")')
  })

  it('--cards FOLDER leaves out files that hold no card data quietly, and names them once with --verbose', () => {
    const folder = join(dir, 'card-folder')
    write('card-folder/cards.csv', exportCardsCsv(f.cards))
    write('card-folder/products.json', JSON.stringify([{ product_code: 'TP-01', title: 'Test Pack' }]))
    write('card-folder/rules-faq.json', JSON.stringify([{ q: 'Is this a test?', a: 'Yes.' }]))
    write('card-folder/sets.json', JSON.stringify([{ set_code: 'TS01', set_name: 'Test Set' }]))
    const one = join(dir, 'one.txt')
    const quiet = cli('validate', one, '--cards', folder)
    expect(quiet.code).toBe(0)
    expect(quiet.err).toBe('')
    const verbose = cli('validate', one, '--cards', folder, '--verbose')
    expect(verbose.err.split('\n')).toEqual([`${folder}: left out 3 file(s) that hold no card data: products.json, rules-faq.json, sets.json`])
    // A broken card file is still a problem, said every time.
    write('card-folder/more-cards.json', '[{"card_number": "TS09-001", ')
    expect(cli('validate', one, '--cards', folder).err).toContain('more-cards.json: not valid JSON')
  })
})

describe('nothing from a list reaches the terminal raw', () => {
  const ESC = '\u001b'
  it('a list that forges its own verdict shows its escape codes as \\x1b, in the text report and in the JSON', () => {
    const forged = write(
      'forged.txt',
      ['5 TS01-100', `4 TS01-101 ${ESC}[2J${ESC}[H LEGAL  forged.txt  (main 50)\u009b1A 1 legal, 0 not legal${ESC}[8m`].join('\n'),
    )
    const r = cli('validate', forged, '--cards', cards)
    expect(r.code).toBe(1)
    expect(r.out).not.toMatch(RAW_CONTROL)
    // 64 characters: cut at 60 with its length said (engine/text/cut.ts), every code before the cut shown escaped.
    expect(r.out).toContain('the list calls it "\\x1b[2J\\x1b[H LEGAL  forged.txt  (main 50)\\x9b1A 1 legal, 0 not legal…(64 characters)"')
    expect(r.out).toContain('0 legal, 1 not legal')
    const json = cli('validate', forged, '--cards', cards, '--json')
    expect(json.out).not.toMatch(RAW_CONTROL)
    const warnings = JSON.parse(json.out).warnings as { rule: string; message: string }[]
    expect(warnings.find((w) => w.rule === 'name-mismatch')!.message).toContain(`${ESC}[2J`)
  })

  it('a folder’s JSON array escapes DEL, C1 and bidi controls in any element, and reads back as the same value', () => {
    const RLO = '\u202e'
    write('mixed/a-plain.txt', legal)
    // An ASCII list whose only control is DEL, and a file name with a bidi control and C1.
    write('mixed/b-del.txt', ['5 TS01-100', '4 TS01-101 Zaku\u007fevil'].join('\n'))
    write(`mixed/c-${RLO}name\u0085.txt`, legal)
    const r = cli('validate', join(dir, 'mixed'), '--cards', cards, '--json')
    expect(r.out).not.toMatch(/[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
    expect(r.out).toContain('Zaku\\u007fevil')
    expect(r.out).toContain('c-\\u202ename\\u0085.txt')
    const reports = JSON.parse(r.out) as { file: string; warnings: { rule: string; message: string }[] }[]
    expect(reports.map((x) => x.file.split('/').at(-1))).toEqual(['a-plain.txt', 'b-del.txt', `c-${RLO}name\u0085.txt`])
    expect(reports[1]!.warnings.find((w) => w.rule === 'name-mismatch')!.message).toContain('Zaku\u007fevil')
  })

  it('file names and ban-list names are escaped, in the report and in messages', () => {
    const named = write(`odd-${ESC}[31mname\n LEGAL.txt`, legal)
    const banlist = write(
      'banlist-esc.json',
      JSON.stringify({
        id: 'x',
        game: 'gcg',
        name: `Ban ${ESC}[2J`,
        date: '2027-01-01',
        source: `src ${ESC}]0;title\u0007`,
        notes: [`${ESC}[8m`],
        banned: [],
        restricted: [],
        bannedPairs: [],
        cardGroups: [],
      }),
    )
    const r = cli('validate', named, '--cards', cards, '--banlist', banlist)
    expect(r.out).not.toMatch(RAW_CONTROL)
    expect(r.out).toContain('odd-\\x1b[31mname\\x0a LEGAL.txt')
    expect(r.out).toContain('Ban list: Ban \\x1b[2J, 2027-01-01 (src \\x1b]0;title\\x07)')
    const missing = cli('validate', join(dir, `missing-${ESC}[2J.txt`), '--cards', cards)
    expect(missing.code).toBe(2)
    expect(missing.err).not.toMatch(RAW_CONTROL)
    expect(missing.err).toContain('missing-\\x1b[2J.txt')
  })
})

describe('folder runs an organiser can trust', () => {
  it('--report is never read back as a list on the next run, nor written over an input list', () => {
    const folder = join(dir, 'mailbox')
    write('mailbox/alice.txt', legal)
    write('mailbox/bob.txt', legal)
    const report = join(folder, 'report.csv')
    expect(cli('validate', folder, '--cards', cards, '--report', report).code).toBe(0)
    // The next run, the same report: two lists, not three.
    const again = cli('validate', folder, '--cards', cards, '--report', report)
    expect(again.code).toBe(0)
    expect(again.out).toContain('Checked 2 lists: 2 legal')
    // Without --report, the old report found among the lists is left out, and said so.
    const other = cli('validate', folder, '--cards', cards)
    expect(other.code).toBe(0)
    expect(other.out).toContain('Checked 2 lists: 2 legal')
    expect(other.err).toContain('left out 1 gundeck report found among the lists')
    // A report written over an input list is refused, and the list is untouched.
    const alice = join(folder, 'alice.txt')
    const over = cli('validate', folder, '--cards', cards, '--report', alice)
    expect(over.code).toBe(2)
    expect(over.err).toContain('is one of the deck lists being checked: gundeck never writes over a list')
    expect(readFileSync(alice, 'utf8')).toBe(legal)
    const named = cli('validate', alice, '--cards', cards, '--report', alice)
    expect(named.code).toBe(2)
    expect(readFileSync(alice, 'utf8')).toBe(legal)
    // Nor over a file that is no gundeck report.
    const notes = write('notes.csv', 'name,table\nAlice,1\n')
    expect(cli('validate', alice, '--cards', cards, '--report', notes).err).toContain('already exists and is not a gundeck report')
    expect(readFileSync(notes, 'utf8')).toBe('name,table\nAlice,1\n')
  })

  // From 500 files a thread reads them ahead of the checking: the same verdicts and reasons either way.
  it.each([0, 520])(
    'an unreadable file or subfolder is reported as such and the rest is checked (exit 1, not 2); %i more lists',
    (more) => {
      const name = `locked-${more}`
      const folder = join(dir, name)
      write(`${name}/a.txt`, legal)
      write(`${name}/secret/b.txt`, legal)
      write(`${name}/c.txt`, legal)
      write(`${name}/d.txt`, 'x'.repeat(1024 * 1024 + 1))
      writeFileSync(join(folder, 'e.txt'), Buffer.from([0x34, 0x20, 0xff, 0xfe]))
      for (let i = 0; i < more; i++) write(`${name}/more/${String(i).padStart(3, '0')}.txt`, legal)
      write(`${name}/z.txt`, legal)
      chmodSync(join(folder, 'secret'), 0o000)
      chmodSync(join(folder, 'c.txt'), 0o000)
      chmodSync(dir, 0o755)
      // Permissions do not hold for root: run the command as nobody then.
      const asRoot = process.getuid?.() === 0
      const r = spawnSync(
        join(process.cwd(), 'node_modules/.bin/tsx'),
        ['--tsconfig', 'tsconfig.node.json', 'cli/gundeck.ts', 'validate', folder, '--cards', cards, '--json', '--verbose', '--jobs', '2'],
        { encoding: 'utf8', ...(asRoot ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: tmpdir() } } : {}) },
      )
      chmodSync(join(folder, 'secret'), 0o755)
      chmodSync(join(folder, 'c.txt'), 0o644)
      const total = more + 6
      // Standard error is a pipe here: no progress lines, only what --verbose asks for.
      expect(r.stderr).toBe(more ? `checked ${total} lists in one thread, the files read ahead by another\n` : '')
      expect(r.status).toBe(1)
      const reports = JSON.parse(r.stdout) as { file: string; status: string; violations: { rule: string; message: string }[] }[]
      const named = reports.filter((x) => !x.file.includes(`${join(folder, 'more')}/`))
      expect(named.map((x) => [x.file.slice(folder.length + 1), x.status, x.violations[0]?.message])).toEqual([
        ['a.txt', 'legal', undefined],
        ['c.txt', 'unreadable', 'cannot read it: permission denied (EACCES)'],
        ['d.txt', 'unreadable', 'it is over the limit of 1 MB for a deck list'],
        ['e.txt', 'unreadable', 'it is not UTF-8 text'],
        ['secret', 'unreadable', 'this folder cannot be read: permission denied (EACCES); the lists in it were not checked'],
        ['z.txt', 'legal', undefined],
      ])
      expect(reports.filter((x) => x.status !== 'legal')).toHaveLength(4)
      // Each says why as data too, as every violation does (issue #46): the system's code, not its words.
      const coded = (file: string) => named.find((x) => x.file.endsWith(file))!.violations[0] as { code?: string; params?: unknown } | undefined
      expect([coded('c.txt'), coded('d.txt'), coded('e.txt'), coded('secret')]).toEqual([
        expect.objectContaining({ code: 'file.unreadable', params: { errno: 'EACCES', error: null } }),
        expect.objectContaining({ code: 'file.too-big', params: { limit: 1024 * 1024 } }),
        expect.objectContaining({ code: 'file.not-utf8', params: {} }),
        expect.objectContaining({ code: 'folder.unreadable', params: { errno: 'EACCES', error: null } }),
      ])
      expect(reports).toHaveLength(total)
    },
    60_000,
  )
})

import { describe, expect, it } from 'vitest'
import type { CliCode, CliParams, CliText } from './cli'
import { cliMessage as english, ENGLISH_CLI_CODES } from './en/cli'
import { cliMessage as japanese, JAPANESE_CLI_CODES } from './ja/cli'

const USAGE = 'Usage: gundeck validate FILE'

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in CliCode]: CliParams[C] } = {
  'file.too-big': { what: 'deck list', name: 'big.txt', bytes: 3 * 1024 * 1024, limit: 1024 * 1024 },
  'file.folder': { what: 'ban list', name: 'bans' },
  'file.missing': { what: 'deck list', name: 'missing.txt' },
  'file.unreadable': { what: 'card file', name: 'cards.json', detail: 'EACCES: permission denied' },
  'file.not-utf8': { what: 'deck list', name: null },
  'cards.missing': { path: 'cards/' },
  'cards.none': { path: 'cards.csv', detail: 'line 2: no card number' },
  'cards.other-files': { path: 'cards/', files: ['products.json', 'sets.json'] },
  'cards.skipped': { path: 'cards/', skipped: 3, problems: 4 },
  'cards.more-problems': { count: 7 },
  'format.unknown': { id: 'chess', known: ['gcg', 'gcg-open'] },
  'lang.unknown': { lang: 'fr', known: ['en', 'ja'] },
  'option.unknown': { detail: "Unknown option '--colour'" },
  'command.unknown': { command: 'check', usage: USAGE },
  'lists.none': { usage: USAGE },
  'lists.one': { given: 2, usage: USAGE },
  'convert.one': { usage: USAGE },
  'cards.required': { command: 'convert', usage: USAGE },
  'to.unknown': { to: 'yaml', known: ['canonical', 'csv'], usage: USAGE },
  'jobs.bad': { given: '0' },
  'assume.both': {},
  'folder.no-lists': { path: 'lists/' },
  'report.unwritable': { path: 'out/report.csv', detail: 'no such folder', folder: true },
  'report.is-input': { path: 'a.txt' },
  'report.not-ours': { path: 'notes.csv' },
  'ban-list.not-json': { path: 'bans.json', detail: 'Unexpected token' },
  'ban-list.field': { path: 'bans.json', field: 'entries.0.number', detail: 'Required' },
  'ban-list.other-game': { path: 'bans.json', game: 'gundam-war', format: 'gcg', formatGame: 'gcg' },
  'ban-list.none-in-format': { format: 'gcg-open' },
  'ban-list.none-in-force': { game: 'gcg', date: '2020-01-01', earliest: '2025-07-25' },
  'as-of.bad': { given: '2026-13-01' },
  'hit.required': { usage: USAGE },
  'hit.too-many': { max: 3 },
  'hit.bad': { hit: 'GD01-001::2' },
  'hit.empty-number': { hit: 'GD01-001,' },
  'hit.unknown-card': { hit: 'ZZ99-999', number: 'ZZ99-999' },
  'whole-number': { option: '--trials', min: 0, max: 1_000_000, given: '-5' },
  'player.bad': { given: 'third' },
  'redraw.bad': { given: 'always' },
  'deck.unreadable': { file: 'deck.txt', detail: 'line 3: no count' },
  'deck.no-main': { file: 'deck.txt' },
  'simulate.failed': { file: 'deck.txt', problems: ['group 1 names no card'] },
  'convert.unreadable': { file: 'deck.txt', lines: 2 },
  'warning.deck-size': { cards: 40, format: 'gcg', min: 50, max: 50, ref: '5-1-1-2' },
  warning: { text: 'group 2 can never hold 3' },
  progress: { done: 5000, total: 10000 },
  'threads.several': { total: 10000, threads: 4, byWorkers: 7000 },
  'threads.one': { total: 2000, why: 'no-idle-core' },
  'reports.left-out': { count: 2 },
  error: { message: 'no deck list given' },
  'internal-error': { detail: 'out of memory' },
}

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as CliText)

/** The values a message must show as given: text, and lists' items (numbers are formatted; sizes are in MB). */
function shownValues(params: Record<string, unknown>): string[] {
  return Object.entries(params).flatMap(([key, v]) =>
    // Words the catalogue chooses (a file's kind, a command, a reason) and games, named in the language.
    ['what', 'command', 'why', 'folder', 'game', 'formatGame'].includes(key) ? [] : typeof v === 'string' ? [v] : Array.isArray(v) ? v.map(String) : [],
  )
}

describe.each([
  { language: 'en', codes: ENGLISH_CLI_CODES, render: english },
  { language: 'ja', codes: JAPANESE_CLI_CODES, render: japanese },
])("the $language catalogue of the CLI's messages", ({ language, codes, render }) => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...codes].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a sentence with every value it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    for (const v of shownValues(text.params)) expect(message).toContain(v)
    // `error` only puts the program's name before a message already in the language.
    if (language === 'ja' && text.code !== 'error') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })

  it('says which file a problem is in, and standard input by name', () => {
    const stdin = render({ code: 'file.not-utf8', params: { what: 'deck list', name: null } })
    expect(stdin).toMatch(language === 'en' ? /standard input/ : /標準入力/)
    expect(render({ code: 'file.missing', params: { what: 'deck list', name: 'a.txt' } })).not.toBe(
      render({ code: 'file.missing', params: { what: 'ban list', name: 'a.txt' } }),
    )
  })
})

describe("the CLI's English", () => {
  it('is the English the CLI always said (its tests and scripts read it)', () => {
    expect(english({ code: 'progress', params: { done: 500, total: 1000 } })).toBe('checked 500 of 1000 lists')
    expect(english({ code: 'reports.left-out', params: { count: 1 } })).toBe(
      'left out 1 gundeck report found among the lists (--report files are never read as lists)',
    )
    expect(english({ code: 'file.too-big', params: { what: 'deck list', name: null, bytes: null, limit: 1024 * 1024 } })).toBe(
      'deck list on standard input is over the limit of 1 MB (reading stopped there)',
    )
  })
})

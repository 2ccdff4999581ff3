import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportCardsCsv } from '~/io/cards/csv'
import { legalFixture } from '~/engine/testing/builders'
import { hasShared, NEEDS_SHARED, SHARED } from '../tests/shared'
import { run } from './main'

function cli(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = run(argv, { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

// A hand-made pool as our CSV, and decks as canonical text, in a temp folder.
const dir = mkdtempSync(join(tmpdir(), 'gundeck-cli-'))
const f = legalFixture()
const cardsCsv = join(dir, 'cards.csv')
writeFileSync(cardsCsv, exportCardsCsv(f.cards))
const legalText = ['Main deck', ...f.deck.main.map((e) => `${e.count} ${e.number}`), 'Resource deck', '10 TR-001'].join('\n')
const legalFile = join(dir, 'legal.txt')
writeFileSync(legalFile, legalText)
const badFile = join(dir, 'bad.txt')
writeFileSync(badFile, legalText.replace('4 TS01-100', '5 TS01-100') + '\nnonsense line\n')

describe('gundeck validate', () => {
  it('exits 0 for a legal deck and prints the JSON contract, key order included', () => {
    const r = cli('validate', legalFile, '--cards', cardsCsv, '--json')
    expect(r.code).toBe(0)
    const json = JSON.parse(r.out)
    expect(Object.keys(json)).toEqual(['file', 'format', 'legal', 'status', 'deck', 'violations', 'warnings'])
    expect(Object.keys(json.deck)).toEqual(['main', 'resource', 'sideboard'])
    expect(json.deck.main[0]).toEqual({ number: 'TS01-100', printing: null, count: 4 })
    expect(json.deck.resource).toEqual([{ number: 'TR-001', printing: null, count: 10 }])
    expect(json).toMatchObject({ file: legalFile, format: 'gcg', legal: true, violations: [], warnings: [] })
  })

  it('exits 1 when a deck is not legal, and each violation has rule, ref, severity, message, cards, lines', () => {
    const r = cli('validate', badFile, legalFile, '--cards', cardsCsv, '--json', '--format', 'gcg-open')
    expect(r.code).toBe(1)
    const [bad, good] = JSON.parse(r.out)
    expect(good.legal).toBe(true)
    expect(bad.legal).toBe(false)
    expect(bad.format).toBe('gcg-open')
    // The contract grows, never breaks: these six first, in this order (a deck rule's code and params follow).
    for (const v of bad.violations) expect(Object.keys(v).slice(0, 6)).toEqual(['rule', 'ref', 'severity', 'message', 'cards', 'lines'])
    expect(bad.violations.map((v: { rule: string }) => v.rule)).toEqual(['parse-error', 'main-deck-size', 'copy-limit'])
    expect(bad.violations[0].lines).toEqual([17])
  })

  it('prints a readable report without --json', () => {
    const r = cli('validate', badFile, '--cards', cardsCsv)
    expect(r.code).toBe(1)
    expect(r.out).toContain('NOT LEGAL  bad.txt')
    expect(r.out).toMatch(/error +copy-limit \[line \d+\]: 5 copies of TS01-100/)
    expect(r.out).toContain('Ban list: Banned/Restricted Cards, 2026-09-25')
    expect(r.out).toContain('0 legal, 1 not legal')
  })

  it('--lang ja prints the text report in Japanese, every problem from its code; --lang en is the default, word for word', () => {
    const en = cli('validate', badFile, legalFile, '--cards', cardsCsv)
    expect(cli('validate', badFile, legalFile, '--cards', cardsCsv, '--lang', 'en')).toEqual(en)
    const ja = cli('validate', badFile, legalFile, '--cards', cardsCsv, '--lang=ja')
    expect(ja.code).toBe(en.code)
    expect(ja.out).toContain('使用不可   bad.txt  （デッキ 51、リソースデッキ 10、サイドボード 0）')
    expect(ja.out).toContain('使用可能   legal.txt  （デッキ 50、リソースデッキ 10、サイドボード 0）')
    expect(ja.out).toMatch(/エラー parse-error: 17行目：「nonsense line」を読めません/)
    expect(ja.out).toMatch(/エラー copy-limit \[\d+行目\]: TS01-100 .*が5枚あります。同じカードナンバーのカードは4枚までです（5-1-1-3, Q3, Q4）/)
    expect(ja.out).toContain('禁止・制限リスト：Banned/Restricted Cards、2026-09-25')
    expect(ja.out).toContain('2件のリストをチェックしました：使用可能 1、使用不可 1')
    // One block per list and one line per problem, as in English: only the words differ.
    expect(ja.out.split('\n')).toHaveLength(en.out.split('\n').length)
    expect(ja.out).not.toMatch(/NOT LEGAL|error |Checked|copies of|line \d/)
  })

  it('--json is the same in every language; a language gundeck does not speak is a usage error', () => {
    expect(cli('validate', badFile, '--cards', cardsCsv, '--json', '--lang', 'ja')).toEqual(cli('validate', badFile, '--cards', cardsCsv, '--json'))
    const r = cli('validate', badFile, '--cards', cardsCsv, '--lang', 'fr')
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toBe('gundeck: --lang must be one of en, ja, not "fr"')
  })

  it('--lang ja says its usage errors and the card data problems in Japanese too', () => {
    const noList = cli('validate', '--cards', cardsCsv, '--lang', 'ja')
    expect(noList.code).toBe(2)
    expect(noList.err.split('\n')[0]).toBe('gundeck：デッキリストが指定されていません')
    // The command's help follows, in Japanese too, and --help prints it for every command.
    expect(noList.err).toContain('使い方：gundeck validate FILE|FOLDER... --cards PATH')
    for (const command of ['validate', 'simulate', 'convert']) {
      const help = cli(command, '--help', '--lang', 'ja')
      expect(help.out).toMatch(new RegExp(`^使い方：gundeck ${command} `))
      expect(help.out).toContain('終了ステータス：')
      expect(cli(command, '--help').out).toMatch(new RegExp(`^Usage: gundeck ${command} `))
    }
    expect(cli('--help', '--lang', 'ja').out).toMatch(/^gundeck：ガンダムのトレーディングカードゲームのデッキチェック\n\nコマンド：/)
    expect(cli('validate', badFile, '--cards', join(dir, 'nowhere'), '--lang=ja').err).toBe(
      `gundeck：カードデータ ${join(dir, 'nowhere')} を読めません：ファイルもフォルダーもありません`,
    )
    expect(cli('validate', badFile, '--cards', cardsCsv, '--jobs', '0', '--lang', 'ja').err).toBe(
      'gundeck：--jobs には 1〜64 の整数を指定してください（「0」は使えません）',
    )
    const unknown = cli('validate', badFile, '--cards', cardsCsv, '--colour', '--lang', 'ja')
    expect(unknown.code).toBe(2)
    expect(unknown.err).toMatch(/^gundeck：オプションを読めません：Unknown option '--colour'/)
    // A card file with a bad record: skipped, said in Japanese with its place.
    const someBad = join(dir, 'some-bad.csv')
    writeFileSync(someBad, readFileSync(cardsCsv, 'utf8').trimEnd() + '\n' + 'x,,,,,,,,,,\n')
    const said = cli('validate', legalFile, '--cards', someBad, '--lang', 'ja').err
    expect(said).toMatch(/1件のレコードを飛ばしました。問題は\d+件です：\n  \d+行目/)
    expect(said).not.toMatch(/record|skipped|problem/)
    // English stays word for word.
    expect(cli('validate', '--cards', cardsCsv).err.split('\n')[0]).toBe('gundeck: no deck list given')
  })

  it('a deck of the wrong size says its count, without listing every line of the deck', () => {
    const short = join(dir, 'short.txt')
    // 40 cards: the last three entries (4 + 4 + 2) left out.
    writeFileSync(short, ['Main deck', ...f.deck.main.slice(0, -3).map((e) => `${e.count} ${e.number}`), 'Resource deck', '10 TR-001'].join('\n'))
    const r = cli('validate', short, '--cards', cardsCsv)
    expect(r.out).toContain('  error   main-deck-size: Main deck has 40 cards; it must have exactly 50 (5-1-1, Q1)')
    expect(r.out).not.toMatch(/main-deck-size \[line/)
    const json = JSON.parse(cli('validate', short, '--cards', cardsCsv, '--json').out)
    expect(json.violations).toEqual([expect.objectContaining({ rule: 'main-deck-size', cards: [], lines: [] })])
  })

  it("--json gives each violation its code and parameters after `lines` (issue #46), a deck rule's and a reading problem's alike", () => {
    const json = JSON.parse(cli('validate', badFile, '--cards', cardsCsv, '--json').out) as { violations: Record<string, unknown>[] }
    const copies = json.violations.find((v) => v.rule === 'copy-limit')!
    expect(Object.keys(copies)).toEqual(['rule', 'ref', 'severity', 'message', 'cards', 'lines', 'code', 'params'])
    expect(copies.code).toBe('copy-limit')
    expect(copies.params).toEqual({
      copies: 5,
      card: { number: 'TS01-100', name: 'Fixture 0' },
      byName: false,
      printings: ['TS01-100'],
      withSideboard: false,
      max: 4,
    })
    const unread = json.violations.find((v) => v.rule === 'parse-error')!
    expect(Object.keys(unread)).toEqual(['rule', 'ref', 'severity', 'message', 'cards', 'lines', 'code', 'params'])
    expect(unread).toMatchObject({ message: expect.stringMatching(/^line 17: cannot read "nonsense line"/), lines: [17] })
    expect(unread.code).toBe('line.unreadable')
    expect(unread.params).toEqual({ text: 'nonsense line' })
  })

  it('exits 2 with a message, never a stack trace, for usage errors and unreadable input', () => {
    const cases = [
      cli('validate', legalFile),
      cli('validate', '--cards', cardsCsv),
      cli('validate', legalFile, '--cards', cardsCsv, '--format', 'vintage'),
      cli('validate', join(dir, 'missing.txt'), '--cards', cardsCsv),
      cli('validate', legalFile, '--cards', join(dir, 'nope')),
      cli('validate', legalFile, '--cards', legalFile),
      cli('validate', legalFile, '--cards', cardsCsv, '--bogus'),
      cli('frobnicate'),
    ]
    for (const c of cases) {
      expect(c.code).toBe(2)
      expect(c.err).toMatch(/^gundeck: /)
      expect(c.err).not.toMatch(/\n\s+at /)
    }
    expect(cases[2]!.err).toContain('known formats: gcg, gcg-open')
    expect(cases[3]!.err).toContain('no such file')
  })
})

describe('gundeck validate and a very long name in a list', () => {
  // Nearly 1 MB in all: 150,000 characters of three bytes each, beside a known card and beside an unknown number.
  const name = 'Ｘ'.repeat(150_000)
  const file = join(dir, 'long-name.txt')
  writeFileSync(file, `${legalText}\n1 TS01-100 ${name}\n1 ZZ99-001 ${name}\n`)

  it('cuts the name in the text report, saying its length, instead of echoing it whole', () => {
    const r = cli('validate', file, '--cards', cardsCsv)
    expect(r.code).toBe(1)
    // Full-width letters are read as plain ones.
    const cut = `"${'X'.repeat(60)}…(150,000 characters)"`
    expect(r.out).toContain(`but the list calls it ${cut}`)
    expect(r.out).toContain(`ZZ99-001 (${cut})`)
    expect(r.out.length).toBeLessThan(5_000)
  })

  it('cuts it in the JSON messages too, every field of the contract still there', () => {
    const r = cli('validate', file, '--cards', cardsCsv, '--json')
    const json = JSON.parse(r.out)
    expect(Object.keys(json)).toEqual(['file', 'format', 'legal', 'status', 'deck', 'violations', 'warnings'])
    const messages = [...json.violations, ...json.warnings].map((v: { message: string }) => v.message)
    expect(messages.filter((m) => m.includes('…(150,000 characters)'))).toHaveLength(2)
    expect(r.out.length).toBeLessThan(10_000)
  })
})

describe.skipIf(!hasShared)(`gundeck validate on the real pool ${NEEDS_SHARED}`, () => {
  it('reads a folder of card files and checks an official list', () => {
    const r = cli('validate', join(SHARED, 'decks/official/deck-019.txt'), '--cards', join(SHARED, 'cards/official-scrape'), '--json')
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out).violations.map((v: { rule: string }) => v.rule)).toEqual(['restricted'])
  })

  it('gives a list as other sites write it the verdict the app gives: legal, the resource deck assumed, no name warning', () => {
    // As tests/e2e/lists-from-other-sites.e2e.ts pastes it into the import preview and the event desk.
    const lines = readFileSync(join(SHARED, 'decks/official/deck-001.txt'), 'utf8')
      .split('\n')
      .map((l) => /^(\d+) ([A-Z]+\d*-\d+) (.+)$/.exec(l))
      .filter((m): m is RegExpExecArray => !!m && !m[2]!.startsWith('R-'))
      .map((m) => (m[2] === 'ST01-001' ? `${m[1]} Turn A Gundam (GD04-067)` : `${m[1]} ${m[3]} (${m[2]})`))
    const file = join(dir, 'other-site.txt')
    writeFileSync(file, ['Blue/White from a results site', ...lines].join('\n'))
    const r = cli('validate', file, '--cards', join(SHARED, 'cards/gcg-api'), '--json')
    expect(r.code).toBe(0)
    const json = JSON.parse(r.out)
    expect(json.legal).toBe(true)
    expect(json.warnings.map((w: { rule: string }) => w.rule)).toEqual(['assumed-resources'])
    expect(cli('validate', file, '--cards', join(SHARED, 'cards/gcg-api'), '--no-assume-resources').code).toBe(1)
  })
})

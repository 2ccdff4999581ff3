import { describe, expect, it } from 'vitest'
import { card } from '../testing/builders'
import { readDeckList } from '../decklist/read'
import { getFormat } from '../formats/registry'
import { MAX_NAMES_ENTRIES, MAX_NAMES_FILE_BYTES } from '../limits'
import { cardRows, searchCards } from '../query'
import { validateDeck } from '../validate'
import { OtherNames, readableInOtherNames } from './names'
import { languageTag, readNamesFile, type NamesProblem } from './names-file'
import { CardPool } from './pool'

// Names made up for these tests: not any publisher's.
const known = new Set(['GD01-001', 'GD01-002', 'GD01-003', 'R-001'])
const isKnown = (n: string) => known.has(n)
const errors = (problems: NamesProblem[]) => problems.filter((p) => p.severity === 'error')
const warnings = (problems: NamesProblem[]) => problems.filter((p) => p.severity === 'warning')

describe('readNamesFile: CSV', () => {
  it('reads number and name in any order, with `card number` or `card_number`, and a language column', () => {
    const read = readNamesFile('name,Card_Number,language\nテスト号,gd01-001,ja\n"試作, 二号",GD01-002_p1,JA\n', { known: isKnown })
    expect(read.ok).toBe(true)
    expect(read.format).toBe('csv')
    expect(read.language).toBe('ja')
    expect([...read.names]).toEqual([
      ['GD01-001', 'テスト号'],
      ['GD01-002', '試作, 二号'],
    ])
    expect(read.problems).toEqual([])
    expect(readNamesFile('card number,name\nGD01-003,Essai\n', { language: 'fr' }).names.get('GD01-003')).toBe('Essai')
  })

  it('names the line of every bad row, and refuses the file when any row is an error', () => {
    const long = 'あ'.repeat(201)
    const text = ['number,name', 'GD01-001,テスト号', 'GD01-002,', `GD01-003,${long}`, 'GD01-001,別の名前', ',名無し', 'GD09-999,未知'].join('\n')
    const read = readNamesFile(text, { language: 'ja', known: isKnown })
    expect(read.ok).toBe(false)
    expect(errors(read.problems).map((p) => [p.line, p.code, p.params])).toEqual([
      [3, 'names.entry-refused', { error: 'the name is empty' }],
      [4, 'names.entry-refused', { error: 'the name is over 200 characters' }],
      [5, 'names.repeated', { number: 'GD01-001', first: { line: 2 }, name: '別の名前', before: 'テスト号' }],
      [6, 'names.entry-refused', { error: 'the card number is empty' }],
    ])
    expect(errors(read.problems)[2]!.message).toBe('GD01-001 is given again (first at line 2) with another name: "別の名前" or "テスト号"?')
    // An unknown number is only a warning, and its name is kept.
    expect(warnings(read.problems)).toEqual([
      {
        severity: 'warning',
        line: 7,
        code: 'names.unknown-number',
        params: { number: 'GD09-999' },
        message: 'GD09-999 is not in your card data: its name is kept for when it is.',
      },
    ])
  })

  it('a number given twice with the same name is a warning, not an error', () => {
    const read = readNamesFile('number,name\nGD01-001,テスト号\nGD01-001, テスト号 \n', { language: 'ja' })
    expect(read.ok).toBe(true)
    expect(read.problems.map((p) => [p.severity, p.line, p.code])).toEqual([['warning', 3, 'names.repeated']])
    expect(read.problems[0]!.message).toBe('GD01-001 is given again (first at line 2), with the same name.')
  })

  it('refuses a file of more names than any game has, naming the line past the limit', () => {
    const rows = Array.from({ length: MAX_NAMES_ENTRIES + 1 }, (_, i) => `X${i}-001,n`)
    const read = readNamesFile(`number,name\n${rows.join('\n')}\n`, { language: 'ja', fileName: 'all.txt' })
    expect(read.format).toBe('csv')
    expect(errors(read.problems)).toEqual([
      {
        severity: 'error',
        line: MAX_NAMES_ENTRIES + 2,
        code: 'names.too-many',
        params: { max: MAX_NAMES_ENTRIES },
        message: 'The file holds over 50,000 names: that is no names file of one game.',
      },
    ])
    expect(readNamesFile('{"language":"ja","names":{"X-1":"n"}}', { fileName: 'names.txt' }).format).toBe('json')
  })

  it('says which columns the header lacks, and that rows of other languages do not belong', () => {
    const noName = readNamesFile('number,japanese\nGD01-001,テスト号\n', { language: 'ja' })
    expect(noName.ok).toBe(false)
    expect(errors(noName.problems)[0]).toMatchObject({
      line: 1,
      code: 'names.no-header',
      params: { missing: ['name'], read: 'number, japanese' },
      message: expect.stringContaining('no name column'),
    })
    const mixed = readNamesFile('number,name,language\nGD01-001,テスト号,ja\nGD01-002,Essai,fr\n')
    expect(errors(mixed.problems)).toEqual([
      {
        severity: 'error',
        line: 3,
        code: 'names.language-mixed',
        params: { tag: 'fr', before: 'ja' },
        message: 'This line says fr, the lines before it ja: one file holds one language.',
      },
    ])
  })

  it('needs a language from the file or the player, and refuses one that disagrees', () => {
    expect(errors(readNamesFile('number,name\nGD01-001,テスト号\n').problems)).toEqual([
      { severity: 'error', field: 'language', code: 'names.language-unknown', params: {}, message: 'Say which language the names are in: the file does not.' },
    ])
    const disagree = readNamesFile('number,name,language\nGD01-001,テスト号,ja\n', { language: 'fr' })
    expect(disagree.ok).toBe(false)
    expect(errors(disagree.problems)[0]).toMatchObject({ code: 'names.language-differs', params: { file: 'ja', chosen: 'fr' } })
    expect(errors(disagree.problems)[0]!.message).toBe('The file says its names are in ja, not fr.')
    expect(readNamesFile('number,name\nGD01-001,x\n', { language: 'japanese!' }).problems[0]).toMatchObject({
      code: 'names.language-invalid',
      params: { written: 'japanese!' },
    })
  })

  it('refuses an empty file, and one over the size limit before reading it', () => {
    expect(errors(readNamesFile('number,name\n', { language: 'ja' }).problems)[0]).toMatchObject({ code: 'names.empty', message: 'The file holds no names.' })
    const big = readNamesFile(`number,name\n${'GD01-001,x\n'.repeat(MAX_NAMES_FILE_BYTES / 10)}`, { language: 'ja' })
    expect(big.ok).toBe(false)
    expect(big.names.size).toBe(0)
    expect(readNamesFile('number,name\nGD01-001,\uFFFD\uFFFD\n', { language: 'ja' }).problems).toEqual([
      {
        severity: 'error',
        line: 2,
        code: 'names.not-utf8',
        params: {},
        message: 'This line is not UTF-8 text: save the file as UTF-8 (CSV UTF-8 in a spreadsheet) and import it again.',
      },
    ])
    expect(big.problems[0]).toMatchObject({ code: 'names.too-big', params: { limit: MAX_NAMES_FILE_BYTES } })
    expect(big.problems[0]!.message).toBe('The names file is 5.5 MB; the limit is 5 MB: that is no names file.')
  })
})

describe('readNamesFile: JSON', () => {
  it('reads { language, names } and a list of { number, name }', () => {
    const object = readNamesFile(JSON.stringify({ language: 'ja', names: { 'GD01-001': 'テスト号', 'GD01-002': '試作二号' } }), { fileName: 'ja.json' })
    expect(object.ok).toBe(true)
    expect(object.format).toBe('json')
    expect(object.language).toBe('ja')
    expect(object.names.get('GD01-002')).toBe('試作二号')
    const list = readNamesFile(JSON.stringify([{ number: 'GD01-003', name: 'Essai' }]), { language: 'fr' })
    expect(list.ok).toBe(true)
    expect([...list.names]).toEqual([['GD01-003', 'Essai']])
  })

  it('names the field of every bad entry', () => {
    const object = readNamesFile(JSON.stringify({ language: 'ja', names: { 'GD01-001': '', 'GD01-002': 7 } }))
    expect(errors(object.problems).map((p) => [p.field, p.code, p.params])).toEqual([
      ['names → GD01-001 (name)', 'names.entry-refused', { error: 'the name is empty' }],
      ['names → GD01-002 (name)', 'names.entry-refused', { error: 'the name must be text' }],
    ])
    const list = readNamesFile(JSON.stringify([{ number: 'GD01-001', name: 'x' }, { name: 'y' }, 'z']), { language: 'fr' })
    expect(errors(list.problems).map((p) => [p.field, p.code, p.message])).toEqual([
      ['entry 2 (number)', 'names.entry-refused', 'the card number is missing'],
      ['entry 3', 'names.entry-not-object', 'an entry must be { "number": "…", "name": "…" }'],
    ])
  })

  it('says what is wrong with a file that is no JSON or no names file, and never throws', () => {
    expect(readNamesFile('{"language":', { fileName: 'x.json' }).problems[0]).toMatchObject({
      code: 'names.not-json',
      message: expect.stringMatching(/^The file is not JSON/),
    })
    expect(readNamesFile('{"cards": []}').problems[0]).toMatchObject({ code: 'names.json-shape', message: expect.stringMatching(/^The JSON must be/) })
    expect(readNamesFile(JSON.stringify({ language: 'Japanese', names: { 'GD01-001': 'x' } })).problems[0]).toMatchObject({
      field: 'language',
      code: 'names.language-invalid',
      params: { written: 'Japanese' },
    })
    for (const input of ['', '\u0000', '[', 'null', '"x"', '{"names":null}', 'a\nb\n"c']) expect(() => readNamesFile(input)).not.toThrow()
  })
})

describe('languageTag', () => {
  it('writes a tag as the settings keep it, or refuses it', () => {
    expect(languageTag(' JA ')).toBe('ja')
    expect(languageTag('pt_BR')).toBe('pt-BR')
    expect(languageTag('zh-Hant')).toBe('zh-Hant')
    expect(languageTag('japanese')).toBeNull()
    expect(languageTag('')).toBeNull()
  })
})

const gundam = card({ number: 'GD01-001', name: 'Gundam', printings: [{ id: 'GD01-001', rarity: 'C', set: 'GD01', imageUrl: null }] })
const aerial = card({ number: 'GD01-002', name: 'Gundam Aerial', printings: [{ id: 'GD01-002', rarity: 'C', set: 'GD01', imageUrl: null }] })
const zaku = card({ number: 'GD01-003', name: 'Zaku II', printings: [{ id: 'GD01-003', rarity: 'C', set: 'GD01', imageUrl: null }] })
const pool = new CardPool([gundam, aerial, zaku])
const japanese = new OtherNames([{ language: 'ja', names: { 'GD01-001': 'テスト号', 'GD01-002': 'テスト号・改', 'GD01-003': 'ザク II' } }])

describe('OtherNames', () => {
  it('finds a card by its name ignoring width, spaces and punctuation', () => {
    expect(japanese.numbersNamed('テスト号・改')).toEqual(['GD01-002'])
    expect(japanese.numbersNamed('ﾃｽﾄ号 改')).toEqual(['GD01-002'])
    expect(japanese.numbersNamed('ザクⅡ')).toEqual(['GD01-003'])
    expect(japanese.numbersNamed('テスト')).toEqual([])
    expect(japanese.names('GD01-001', 'テスト号')).toBe(true)
    expect(japanese.names('GD01-001', 'テスト号・改')).toBe(false)
  })
})

describe('search with names in another language', () => {
  const rows = cardRows(pool.cards)
  const numbers = (query: string, otherNames?: OtherNames) => searchCards(rows, query, { otherNames }).results.map((r) => r.card.number)

  it('a bare word and name: find a card by its other name too; without the names, nothing', () => {
    expect(numbers('テスト号', japanese)).toEqual(['GD01-001', 'GD01-002'])
    expect(numbers('テスト号')).toEqual([])
    expect(numbers('ﾃｽﾄ号改', japanese)).toEqual(['GD01-002'])
    expect(numbers('name:ザク', japanese)).toEqual(['GD01-003'])
    expect(numbers('!"テスト号"', japanese)).toEqual(['GD01-001'])
    // The English names still find their cards, with or without.
    expect(numbers('aerial', japanese)).toEqual(['GD01-002'])
    expect(numbers('-テスト号', japanese)).toEqual(['GD01-003'])
  })
})

describe('deck lists written with names in another language', () => {
  const gcg = getFormat('gcg')!
  const cards = readableInOtherNames(pool, japanese)

  it('reads name-only lines by the other name, and the name check takes it for the card’s', () => {
    const list = readDeckList('4 テスト号\n4 ﾃｽﾄ号 改\n2 GD01-003 ザク II\n', cards)
    expect(list.diagnostics).toEqual([])
    expect(list.main.map((e) => [e.number, e.count])).toEqual([
      ['GD01-001', 4],
      ['GD01-002', 4],
      ['GD01-003', 2],
    ])
    const checked = validateDeck(list, pool.lookup, gcg, null, { otherNames: japanese })
    expect(checked.warnings.filter((w) => w.rule === 'name-mismatch')).toEqual([])
  })

  it('without the names the same list does not read clean, and a wrong other name is still a mismatch', () => {
    expect(readDeckList('4 テスト号\n', pool).diagnostics.map((d) => d.code)).toEqual(['card-name.unknown'])
    const list = readDeckList('2 GD01-003 テスト号\n', cards)
    expect(validateDeck(list, pool.lookup, gcg, null).warnings.map((w) => w.rule)).toContain('name-mismatch')
    expect(validateDeck(list, pool.lookup, gcg, null, { otherNames: japanese }).warnings.map((w) => w.rule)).toContain('name-mismatch')
    const right = readDeckList('2 GD01-003 ザク II\n', cards)
    expect(validateDeck(right, pool.lookup, gcg, null).warnings.map((w) => w.rule)).toContain('name-mismatch')
  })
})

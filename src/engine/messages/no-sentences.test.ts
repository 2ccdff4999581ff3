import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sentences } from '~/engine/testing/sentences'

/**
 * The engine speaks in codes: a sentence for the player is written in a catalogue (messages/en,
 * messages/ja), never in the engine's code, or it cannot be read in another language. This test reads
 * the engine's source (messages/ and testing/ aside, tests aside) and fails on a string or template
 * with three English words or more outside a comment; a developer's error (`new Error(...)`) is no
 * player's sentence and passes.
 */
const ENGINE = fileURLToPath(new URL('../', import.meta.url))

/**
 * Files that still build sentences, each to be turned into codes and catalogue entries. The test fails
 * when one no longer does, so the list only shrinks.
 */
const NOT_YET_CONVERTED: readonly string[] = []

/**
 * Files whose strings are a format other programs or the player type, the same in every language, and
 * so never translated: each says why, and holds nothing else.
 */
const FIXED_FORMAT: Record<string, string> = {
  // `# Main deck (50)`, `Sideboard:`: the headings other deck sites read and write; a list is written
  // with them whatever language the app shows, or no other site could read it back.
  'decklist/headings.ts': 'the text deck list format',
  // `c:red or c:blue`, `lv cost ap hp`: the search language's own words, typed alike in every
  // language; the help's meanings are the catalogues' (messages/*/query.ts).
  'query/help.ts': 'the search language',
}

function engineFiles(): string[] {
  return readdirSync(ENGINE, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.ts') && !/\.(test|d)\.ts$/.test(f) && !/^(messages|testing)\//.test(f))
}

describe('the engine builds no English sentence outside the catalogues', () => {
  it('finds a sentence in a string, a template or a refusal (planted examples)', () => {
    const planted = [
      "d.log('6-5-1', 'Main phase begins now.')",
      'return refuse(rule, `${card.name} is not in your hand; a ${kind} is played from the hand.`)',
      'errors.push(`the deck has ${deckSize} cards; the simulator takes at most ${MAX_SIM_DECK}`)',
      'const t = "Nothing to undo here"',
      "message: `Redraw when you hold ${said.join('; or ')}`,",
      'const multi = `first line\n  and a sentence over two lines`',
      "label: 'Player or file'",
      "banList: 'Ban list of the day {date}'",
    ]
    for (const text of planted) expect(sentences(text), text).not.toEqual([])
  })

  it('lets codes, identifiers, paths, interpolations, comments and developers’ errors pass', () => {
    const fine = [
      "{ code: 'section-size.no-resource-deck', params: { copies } }",
      "import { plural } from '../text/format'",
      '`${field}${chip.op}${chip.value}`',
      '`${a} ${b} ${c}`',
      "// A comment may say what it likes: the player never reads it.\nconst x = 'a-b'",
      '/* the deck has too many cards */ const y = 1',
      'throw new Error(`the board lost card ${id} while moving it`)',
      "const url = 'https://example.com' // and a comment after it",
      "'GD01-001 GD01-002'",
      // A stylesheet is rules, not words (`align: left; vertical` would read as three words otherwise).
      'const CSS = `\n@page { size: A4; margin: 10mm; }\nth, td { text-align: left; vertical-align: top; }\n@media print { .no-print { display: none; } }\n`',
    ]
    for (const text of fine) expect(sentences(text), text).toEqual([])
  })

  it('finds none in the engine but in the files not converted yet, and each of those still has one', () => {
    const files = engineFiles()
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((f) => sentences(readFileSync(`${ENGINE}${f}`, 'utf8')).map((s) => ({ file: f, ...s })))
    expect(found.filter((s) => !NOT_YET_CONVERTED.includes(s.file) && !(s.file in FIXED_FORMAT)).map((s) => `${s.file}:${s.line} ${s.text}`)).toEqual([])
    for (const file of Object.keys(FIXED_FORMAT)) expect(files, `${file} is allowed as a fixed format but does not exist`).toContain(file)
    for (const file of NOT_YET_CONVERTED)
      expect(
        found.some((s) => s.file === file),
        `${file} builds no sentence now: take it off the list`,
      ).toBe(true)
  })
})

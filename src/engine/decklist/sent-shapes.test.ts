import { describe, expect, it } from 'vitest'
import { getFormat } from '../formats/registry'
import { legalFixture } from '../testing/builders'
import { validateDeck } from '../validate'
import { encodeDeckCode } from './code'
import { readDeckList } from './read'

// Lists as an organiser receives them, each of our own making in a shape seen in the wild, on the
// hand-made legal fixture (13 numbers TS01-100..112 named "Fixture 0".."Fixture 12", 10 x TR-001).
const f = legalFixture()
const gcg = getFormat('gcg')!
const mainLines = f.deck.main.map((e) => `${e.count} ${e.number}`)
const plain = (list: readonly { number: string; count: number }[]) => list.map(({ number, count }) => `${count} ${number}`)
/** Read and check, as an organiser's run does; `unreadable` when no list could be read. */
const checked = (text: string) => {
  const read = readDeckList(text, f.pool)
  const result = validateDeck(read, f.pool.lookup, gcg, null)
  return {
    read,
    name: read.name,
    unreadable: read.unreadable,
    status: read.unreadable ? 'unreadable' : result.status,
    warnings: result.warnings,
    violations: result.violations,
  }
}

const TCG_PLUS = 'https://www.bandai-tcg-plus.com/deck_recipe?deck=QxT.QxT.Vm9.Vm9.Vm9.Vm9.Kp2.Kp2&deck_code=ABCD1234EFGH&game_title_id=15'

describe('a Bandai TCG+ deck link, or any link alone, is never a deck', () => {
  it('a TCG+ link is unreadable, says so plainly and how to get the text: no empty deck, no name from the URL', () => {
    const read = readDeckList(`${TCG_PLUS}\n`, f.pool)
    expect(read.name).toBeUndefined()
    expect(read.unreadable?.kind).toBe('tcg-plus-link')
    expect(read.diagnostics).toEqual([expect.objectContaining({ line: 1, severity: 'error' })])
    // What to do first, in a plain sentence; then the facts of the link.
    expect(read.unreadable?.message).toMatch(
      /^this list is a Bandai TCG\+ deck link \(https:\/\/www\.bandai-tcg-plus\.com\/deck_recipe\?deck=.*\), which gundeck cannot read: in the Bandai TCG\+ app or site, copy the deck as text \(its text export\) and paste that instead, one card a line \("4 GD01-001"\)\. /,
    )
    expect(read.unreadable?.message).toContain("one 3-character token per copy, a base-64 number that is the TCG+ app's own id of that printing")
    expect(read.unreadable?.message).toMatch(/Bandai's id table, which is not public$/)
    expect(read.unreadable?.message).not.toMatch(/not published|card cop(y|ies), as/)
    // The line's diagnostic says it as data too: unreadable, for the link's reason.
    expect(read.diagnostics[0]).toMatchObject({ code: 'list.unreadable', params: { reason: { code: 'list.tcg-plus-link', params: { copies: null } } } })
    expect(read.diagnostics[0]!.message).toBe(`line 1: ${read.unreadable!.message}`)
    // Never an empty deck that reads as "Main deck has 0 cards" and nothing else.
    expect(checked(TCG_PLUS).status).toBe('unreadable')
  })

  it('a well-formed link says how many card copies it holds: one 3-character token each, before the closing !!!', () => {
    const copies = (deck: string) =>
      readDeckList(`https://www.bandai-tcg-plus.com/deck_recipe?deck=${deck}&deck_code=ABCD&game_title_id=15`).unreadable!.message
    expect(copies('0Ab0Ab1Cd%2B9z!!!')).toContain("The link's deck= holds 4 card copies, as one 3-character token per copy")
    expect(copies('0Ab0Ab1Cd+9z/0a!!!')).toContain('holds 5 card copies')
    expect(copies('z9Z!!!')).toContain('holds 1 card copy,')
    // Not well-formed (a token cut short, no !!!): the facts without a count.
    for (const deck of ['0Ab0A!!!', '0Ab0Ab', '%E0%A4%A']) expect(copies(deck)).toContain("The link's deck= holds one 3-character token per copy")
  })

  it.each([
    ['after a title line and a label', `Amuro's deck for Sunday\nDeck: ${TCG_PLUS}`],
    ['in a Markdown link', `[My deck](${TCG_PLUS})`],
    ['in angle brackets, after a comment mark', `# <${TCG_PLUS}>`],
  ])('a TCG+ link %s is still the link, and the title still names the list', (_, text) => {
    const check = checked(text)
    expect(check.status).toBe('unreadable')
    expect(check.unreadable?.kind).toBe('tcg-plus-link')
    expect(check.name ?? '').not.toMatch(/http|bandai/)
  })

  it('another link alone is unreadable too, and says gundeck does not open links', () => {
    const check = checked('https://decks.example.org/gcg/12345')
    expect(check.status).toBe('unreadable')
    expect(check.unreadable).toEqual({
      kind: 'link',
      message: expect.stringMatching(/only a link .*does not open links/),
      reason: { code: 'list.link', params: { url: 'https://decks.example.org/gcg/12345' } },
    })
  })

  it('our own share link under a title line is still read as the deck it holds', () => {
    const code = encodeDeckCode({
      main: f.deck.main.map((e) => ({ ...e, printing: null })),
      resource: [{ number: 'TR-001', printing: null, count: 10 }],
      sideboard: [],
    })
    const check = checked(`Saturday's deck\nhttps://gundeck.example/#/d/${code}`)
    expect(check.status).toBe('legal')
    expect(check.read.source).toBe('code')
  })

  it('a link line beside the cards is neither the name nor a card: the list reads as without it', () => {
    const check = checked([TCG_PLUS, 'Zaft Rush', ...mainLines, 'Resource deck', '10 TR-001'].join('\n'))
    expect(check.status).toBe('legal')
    expect(check.name).toBe('Zaft Rush')
    expect(check.violations).toEqual([])
  })
})

describe('the remaining shapes', () => {
  it('`resource 10 NUMBER` and `sideboard 2 NUMBER` put that line in that section', () => {
    const read = readDeckList([...mainLines, 'resource 10 TR-001', 'Sideboard 2 TS05-100', 'side deck 1x TS05-101'].join('\n'), f.pool)
    expect(read.diagnostics).toEqual([])
    expect(plain(read.resource)).toEqual(['10 TR-001'])
    expect(plain(read.sideboard)).toEqual(['2 TS05-100', '1 TS05-101'])
    expect(checked(mainLines.concat('resource 10 TR-001').join('\n')).status).toBe('legal')
  })

  it('a title that starts with a section word is still a title (`Side 7 Aggro`)', () => {
    expect(readDeckList(['Side 7 Aggro', ...mainLines].join('\n'), f.pool).name).toBe('Side 7 Aggro')
  })

  it('a trailing `# …` or `// …` after an entry is a comment, never the card name: no name-mismatch warnings', () => {
    const text = [
      '## Decklist',
      ...f.deck.main.map((e, i) => `${e.count} ${e.number}   ${i % 2 ? '#' : '//'} my note ${i}`),
      '## Resources',
      '10 TR-001 # basic',
    ].join('\n')
    const check = checked(text)
    expect(check.warnings).toEqual([])
    expect(check.status).toBe('legal')
    // `## Decklist` is a heading over the list, not its name.
    expect(check.name).toBeUndefined()
  })

  it('a comment after a name keeps the name: a wrong name still warns, with the name alone', () => {
    const check = checked([...mainLines.slice(1), '4 TS01-100 Fixture 9 # the wrong name', 'resource 10 TR-001'].join('\n'))
    expect(check.warnings).toEqual([expect.objectContaining({ rule: 'name-mismatch', message: expect.stringContaining('calls it "Fixture 9"') })])
  })
})

describe('a list in which no line reads as a card is unreadable, never an empty deck', () => {
  it('names its first three problems with their lines, and how many more', () => {
    const text = ['4 Gundam Nothing', 'three of the best', '2 Mystery Card', 'xx', '1 Not A Card'].join('\n')
    const read = readDeckList(text, f.pool)
    expect(read.unreadable?.kind).toBe('no-cards')
    expect(read.unreadable!.message).toBe(
      'no card could be read from this list: line 1: no card is named "Gundam Nothing": check the spelling or write its card number; ' +
        'line 2: cannot read "three of the best"; line 3: no card is named "Mystery Card": check the spelling or write its card number; ' +
        'and 2 more problems; write one card a line, its count and its card number ("4 GD01-001")',
    )
    expect(read.unreadable!.reason).toEqual({
      code: 'list.no-cards',
      params: {
        problems: [
          { line: 1, code: 'card-name.unknown', params: { name: 'Gundam Nothing' } },
          { line: 2, code: 'line.unreadable', params: { text: 'three of the best' } },
          { line: 3, code: 'card-name.unknown', params: { name: 'Mystery Card' } },
        ],
        more: 2,
      },
    })
    // The lines' own errors stay, each where it is.
    expect(read.diagnostics.map((d) => d.line)).toEqual([1, 2, 3, 4, 5])
    expect(checked(text).status).toBe('unreadable')
  })

  it('says so of a list of titles and comments alone, and of one bad line', () => {
    expect(readDeckList('My deck\n# nothing here yet', f.pool).unreadable).toEqual({
      kind: 'no-cards',
      message:
        'no card could be read from this list: it has no line with a count and a card; write one card a line, its count and its card number ("4 GD01-001")',
      reason: { code: 'list.no-cards', params: { problems: [], more: 0 } },
    })
    expect(readDeckList('4 Nothing', f.pool).unreadable?.message).toMatch(
      /^no card could be read from this list: line 1: no card is named "Nothing"[^;]*; write one/,
    )
  })

  it('a list of card numbers the card data does not hold yet is read (cards newer than the pool), not unreadable; one good line is enough', () => {
    const newer = checked('4 ZZ99-001\n4 ZZ99-002 Future Gundam\nresource 10 TR-001')
    expect(newer.unreadable).toBeUndefined()
    expect(newer.read.main.map((e) => e.number)).toEqual(['ZZ99-001', 'ZZ99-002'])
    expect(new Set(newer.violations.map((v) => v.rule))).toEqual(new Set(['unknown-card', 'main-deck-size']))
    // A whole deck of them: unchecked, as before.
    const whole = checked([...mainLines.map((l) => l.replace('TS01', 'ZZ01')), 'resource 10 TR-001'].join('\n'))
    expect(whole.unreadable).toBeUndefined()
    expect(whole.status).toBe('unchecked')
    const one = checked('4 TS01-100\nthree of the best\n2 Mystery Card')
    expect(one.unreadable).toBeUndefined()
    expect(one.status).toBe('not-legal')
  })
})

/** A deck record as tournament-result sites publish it, written out here: event fields beside the deck; one parallel printing, the Resources by number. */
const TOURNAMENT_RECORD = `{
  "player": "Amuro R.",
  "name": "Blue Storm",
  "placement": 3,
  "event": { "name": "Store Championship", "date": "2026-10-04" },
  "deck": [
${[
  ...f.deck.main.map((e, i) => `    { "card_id": "${i === 0 ? `${e.number}_p1` : e.number}", "count": ${e.count} }`),
  '    { "card_id": "R-001", "count": 6 }',
  '    { "card_id": "R-001_p4", "count": 4 }',
].join(',\n')}
  ]
}`

describe('the deck record tournament-result sites publish: {"deck": [{"card_id", "count"}]}', () => {
  it('reads the deck with its name; a printing id is kept as the printing, counted under its number; Resources go to the resource deck', () => {
    const read = readDeckList(TOURNAMENT_RECORD)
    expect(read.unreadable).toBeUndefined()
    expect(read.source).toBe('json')
    expect(read.name).toBe('Blue Storm')
    expect(read.diagnostics).toEqual([])
    expect(read.main[0]).toMatchObject({ number: f.deck.main[0]!.number, printing: `${f.deck.main[0]!.number}_p1`, count: f.deck.main[0]!.count })
    expect(plain(read.main)).toEqual(plain(f.deck.main))
    expect(read.resource).toEqual([
      { number: 'R-001', printing: null, count: 6, lines: [], names: [] },
      { number: 'R-001', printing: 'R-001_p4', count: 4, lines: [], names: [] },
    ])
  })

  it('is checked as the deck it is: the fixture main deck is legal there, no resource deck assumed', () => {
    const withTr = TOURNAMENT_RECORD.replace('"R-001", "count": 6', '"TR-001", "count": 6').replace('"R-001_p4", "count": 4', '"TR-001", "count": 4')
    const check = checked(withTr)
    // TR-001 is the fixture's basic Resource: placed by its type from the card data.
    expect(check.read.resource).toEqual([expect.objectContaining({ number: 'TR-001', count: 10 })])
    expect(check.status).toBe('legal')
    expect(check.violations).toEqual([])
    expect(check.warnings.map((w) => w.rule)).toEqual(['unknown-card'])
  })

  it('an entry that is no card and count is an error naming it; the rest is read', () => {
    const read = readDeckList(
      JSON.stringify({ deck: [{ card_id: 'TS01-100', count: 4 }, { card_id: 'not a card', count: 2 }, { card_id: 'TS01-101', count: 0 }, 'x'] }),
      f.pool,
    )
    expect(read.main).toEqual([expect.objectContaining({ number: 'TS01-100', count: 4 })])
    expect(read.diagnostics.map((d) => d.message)).toEqual([
      'deck entry 2: "not a card" is not a card number (such as GD01-001 or GD01-001_p1)',
      'deck entry 3: TS01-101: count 0 must be a whole number from 1 to 9999',
      'deck entry 4: not a card and a count (expected {"card_id": "GD01-001", "count": 4})',
    ])
    expect(read.diagnostics.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'json.entry-bad-number', params: { entry: 2, written: 'not a card' } },
      { code: 'json.entry-bad-count', params: { entry: 3, number: 'TS01-101', written: '0', max: 9999 } },
      { code: 'json.entry-not-card', params: { entry: 4 } },
    ])
    // Not one entry read: unreadable, naming the problems.
    const none = readDeckList(JSON.stringify({ deck: [{ card_id: 'nope', count: 4 }] }), f.pool)
    expect(none.unreadable?.kind).toBe('no-cards')
    expect(none.unreadable?.message).toContain('deck entry 1: "nope" is not a card number')
  })
})

describe("another tool's JSON deck", () => {
  it('says "not a gundeck deck file" and what it looks like, never the schema\'s words', () => {
    const json = JSON.stringify({ cards: f.deck.main.map((e) => ({ card_id: e.number, count: e.count })), leader: null })
    const read = readDeckList(json, f.pool)
    expect(read.unreadable?.kind).toBe('foreign-json')
    const message = read.unreadable!.message
    expect(message).toMatch(/^not a gundeck deck file/)
    expect(message).toContain(`another tool's deck file: a "cards" list of 13 entries with "card_id", "count"`)
    expect(message).not.toMatch(/Invalid input|expected/)
    expect(read.diagnostics).toHaveLength(1)
    expect(read.diagnostics[0]).toMatchObject({
      code: 'list.unreadable',
      params: {
        reason: { code: 'json.foreign', params: { kind: null, looksLike: { shape: 'deck', key: 'cards', entries: 13, keys: ['card_id', 'count'] } } },
      },
    })
    expect(checked(json).status).toBe('unreadable')
  })

  it('a gundeck backup and card data are named for what they are', () => {
    expect(readDeckList('{"kind":"gundeck-backup","version":1}', f.pool).unreadable?.message).toContain('this is a gundeck backup')
    expect(readDeckList('[{"card_number":"GD01-001","card_type":"UNIT"}]', f.pool).unreadable?.message).toContain('card data, not a deck')
  })

  it('our own deck file with a bad field and no card read is unreadable, naming the field', () => {
    const read = readDeckList('{"kind":"gundeck-deck","version":1,"main":[{"number":"TS01-100","printing":null,"count":0}]}', f.pool)
    expect(read.unreadable?.kind).toBe('no-cards')
    expect(read.unreadable?.message).toMatch(/^no card could be read from this list: deck file field main\.0\.count/)
    expect(read.diagnostics[0]!.message).toMatch(/field main\.0\.count/)
  })

  it('our own deck file with no cards at all is an empty deck, not unreadable', () => {
    const read = readDeckList('{"kind":"gundeck-deck","version":1,"main":[],"resource":[],"sideboard":[]}', f.pool)
    expect(read.unreadable).toBeUndefined()
    expect(checked('{"kind":"gundeck-deck","version":1,"main":[],"resource":[],"sideboard":[]}').status).toBe('not-legal')
  })
})

import { describe, expect, it } from 'vitest'
import { card } from '~/engine/testing/builders'
import { exportCardsCsv, importCardsCsv, safeCell } from './csv'
import { detectCardFile, importCardFile, importCardFiles } from './detect'
import { applyErrata } from './errata'

const apiRecord = (overrides: Record<string, unknown> = {}) => ({
  product_id: 'GD01-001',
  card_number: 'GD01-001',
  name: 'Gundam',
  set_code: 'GD01',
  rarity: 'LR',
  card_type: 'UNIT',
  color: 'Blue',
  level: 4,
  cost: 3,
  ap: 3,
  hp: 3,
  zone: 'Space Earth',
  trait: '(Earth Federation) (White Base Team)',
  link: '[Amuro Ray] / (Academy) Trait',
  effect: '<Repair 1>',
  block_icon: '1',
  image_url: null,
  ...overrides,
})

const scrapeRecord = (overrides: Record<string, unknown> = {}) => ({
  id: 'ST01-005',
  code: 'ST01-005',
  name: 'GM',
  rarity: 'C',
  cardType: 'UNIT',
  level: '2',
  cost: 1,
  color: 'Blue',
  ap: 2,
  hp: 2,
  effect: '-',
  zone: 'Space Earth',
  trait: '(Earth Federation)',
  link: '-',
  images: { small: 's.webp', large: 'l.webp' },
  set: { id: 'st01', name: 'Heroic Beginnings [ST01]' },
  ...overrides,
})

describe('gcg-api importer', () => {
  it('maps a record: lower-case color, traits, link refs (pilot and trait), keywords, zones', () => {
    const r = importCardFile({ name: 'cards.json', text: JSON.stringify([apiRecord()]) })
    expect(r.source).toBe('gcg-api')
    const c = r.cards[0]!
    expect(c).toMatchObject({
      game: 'gcg',
      number: 'GD01-001',
      type: 'unit',
      color: 'blue',
      traits: ['Earth Federation', 'White Base Team'],
      zones: ['Space', 'Earth'],
      keywords: [{ keyword: 'Repair', value: 1 }],
    })
    expect(c.link!.refs).toEqual([
      { kind: 'pilot', name: 'Amuro Ray' },
      { kind: 'trait', trait: 'Academy' },
    ])
  })

  it('groups parallel prints under one card number, base print first (2-1-1)', () => {
    const text = JSON.stringify([apiRecord({ product_id: 'GD01-001_p2', rarity: 'LR ++' }), apiRecord(), apiRecord({ product_id: 'GD01-001_p1' })])
    const r = importCardFile({ name: 'cards.json', text })
    expect(r.cards).toHaveLength(1)
    expect(r.printings).toBe(3)
    expect(r.cards[0]!.printings.map((p) => p.id)).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-001_p2'])
    expect(r.cards[0]!.rarity).toBe('LR')
  })

  it('checks a parallel after its base print as fully as any record, though only its printing is kept', () => {
    const text = JSON.stringify([
      apiRecord(),
      apiRecord({ product_id: 'GD01-001_p1', rarity: 'LR+', image_url: 'p1.webp', name: 'Not used' }),
      apiRecord({ product_id: 'GD01-001_p2', ap: 'lots' }),
      apiRecord({ product_id: 'GD01-001_p3', color: 'Plaid!' }),
      apiRecord({ product_id: 'GD01-001_p4', card_type: 'WIZARD' }),
      apiRecord({ product_id: 'GD01-001_p5', traits: 'not a list' }),
      apiRecord({ product_id: 'GD01-001_p1' }),
    ])
    const r = importCardFile({ name: 'cards.json', text })
    expect(r.cards).toHaveLength(1)
    expect(r.cards[0]!.name).toBe('Gundam')
    expect(r.cards[0]!.printings).toEqual([
      { id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: null },
      { id: 'GD01-001_p1', rarity: 'LR+', set: 'GD01', imageUrl: 'p1.webp' },
    ])
    expect(r.imported).toBe(2)
    expect(r.skipped).toBe(5)
    expect(r.errors.map((e) => [e.record, e.field])).toEqual([
      [2, 'ap'],
      [3, 'color'],
      [4, 'card_type'],
      [5, 'traits'],
      [6, 'id'],
    ])
  })

  it('skips a bad record, names its index and field, and keeps the rest', () => {
    const text = JSON.stringify([
      apiRecord(),
      apiRecord({ product_id: 'GD01-002', card_number: 'GD01-002', level: 'high' }),
      apiRecord({ product_id: 'GD01-003', card_number: 'GD01-003', card_type: 'WIZARD' }),
    ])
    const r = importCardFile({ name: 'cards.json', text })
    expect(r.imported).toBe(1)
    expect(r.skipped).toBe(2)
    expect(r.errors.map((e) => [e.record, e.field])).toEqual([
      [1, 'level'],
      [2, 'card_type'],
    ])
  })

  it('reports a duplicate printing and keeps the first', () => {
    const r = importCardFile({ name: 'x.json', text: JSON.stringify([apiRecord(), apiRecord({ name: 'Other' })]) })
    expect(r.cards[0]!.name).toBe('Gundam')
    expect(r.errors[0]).toMatchObject({ record: 1, field: 'id' })
  })

  it('reads NDJSON and reports a broken line by number', () => {
    const text = `${JSON.stringify(apiRecord())}\n{broken\n${JSON.stringify(apiRecord({ product_id: 'GD01-001_p1' }))}\n`
    const r = importCardFile({ name: 'cards.ndjson', text })
    expect(r.printings).toBe(2)
    expect(r.skipped).toBe(1)
    expect(r.errors[0]).toMatchObject({ line: 2 })
  })
})

describe('official-site scrape importer', () => {
  it('reads level as a string, "-" as none, and the set from the file', () => {
    const r = importCardFile({
      name: 'st01.json',
      text: JSON.stringify([
        scrapeRecord(),
        scrapeRecord({ id: 'R-001_p4', code: 'R-001', name: 'Resource', cardType: 'RESOURCE', level: '-', cost: null, color: '-', ap: null, hp: null }),
      ]),
    })
    expect(r.source).toBe('official-scrape')
    const gm = r.cards.find((c) => c.number === 'ST01-005')!
    expect([gm.level, gm.cost, gm.ap, gm.hp, gm.text, gm.link]).toEqual([2, 1, 2, 2, '', null])
    expect(gm.printings[0]!.set).toBe('ST01')
    const res = r.cards.find((c) => c.number === 'R-001')!
    expect([res.type, res.color, res.level, res.printings[0]!.id]).toEqual(['resource', null, null, 'R-001_p4'])
  })

  it('names the field of a bad record', () => {
    const r = importCardFile({ name: 'st01.json', text: JSON.stringify([scrapeRecord({ level: 'Lv.2' })]) })
    expect(r.errors).toEqual([
      {
        record: 0,
        line: null,
        field: 'level',
        code: 'record.stat-invalid',
        params: { json: expect.stringContaining('Lv.2') },
        message: expect.stringContaining('Lv.2'),
      },
    ])
  })
})

describe('our CSV', () => {
  it('needs number, name and type in the header', () => {
    const r = importCardsCsv('number,name\nGD01-001,Gundam\n')
    expect(r.cards).toEqual([])
    expect(r.errors[0]!.message).toContain('type')
  })

  it('reads types and colors case-insensitively, ; lists, copy limits and printings', () => {
    const csv = [
      'Number,Name,Type,Color,Level,Cost,AP,HP,Traits,Link,Printing,Copy_Limit,Copy_Limit_Scope',
      'GD01-001,Gundam,UNIT,BLUE,4,3,3,3,Earth Federation; White Base Team,[Amuro Ray],,unlimited,',
      'GD01-001,Gundam,unit,blue,4,3,3,3,,,GD01-001_p1,,',
      'R-001,Resource,Resource,,,,,,,,,,card',
    ].join('\n')
    const r = importCardsCsv(csv)
    expect(r.errors).toEqual([])
    const g = r.cards.find((c) => c.number === 'GD01-001')!
    expect(g).toMatchObject({ type: 'unit', color: 'blue', traits: ['Earth Federation', 'White Base Team'], copyLimit: 'unlimited' })
    expect(g.printings.map((p) => p.id)).toEqual(['GD01-001', 'GD01-001_p1'])
    expect(r.cards.find((c) => c.number === 'R-001')).toMatchObject({ color: null, level: null, copyLimitScope: 'card' })
  })

  it('reports each bad cell with its line and column name, reading the other rows', () => {
    const csv = [
      'number,name,type,level,copy_limit,copy_limit_scope,printing',
      'GD01-001,Gundam,unit,4,,,',
      'GD01-002,"Multi',
      'line name",unit,x,,,',
      'GD01-003,Zaku,wizard,3,,,',
      'GD01-004,Zaku,unit,3,many,deck,GD01-005_p1',
      ',,unit,,,,',
    ].join('\n')
    const r = importCardsCsv(csv)
    expect(r.cards.map((c) => c.number)).toEqual(['GD01-001'])
    expect(r.skipped).toBe(4)
    expect(r.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'level'],
      [5, 'type'],
      [6, 'copy_limit'],
      [6, 'copy_limit_scope'],
      [6, 'printing'],
      [7, 'number'],
      [7, 'name'],
    ])
  })

  it('does not read an empty stat as 0', () => {
    const r = importCardsCsv('number,name,type,level,cost\nC-1,Plan,command,,\n')
    expect([r.cards[0]!.level, r.cards[0]!.cost]).toEqual([null, null])
  })

  it('round-trips what it exports, including formula-looking text and every printing', () => {
    const cards = [
      card({
        number: 'TS01-001',
        name: '=HYPERLINK("x")',
        text: '+1 AP\n-2 HP, "quoted", @all',
        traits: ['A', 'B'],
        keywords: [
          { keyword: 'Blocker', value: null },
          { keyword: 'Repair', value: 2 },
        ],
        link: { raw: '[Amuro Ray]', refs: [{ kind: 'pilot', name: 'Amuro Ray' }] },
      }),
      card({
        number: 'TS01-002',
        color: null,
        level: null,
        copyLimit: 2,
        copyLimitScope: 'name',
        printings: [
          { id: 'TS01-002', rarity: 'C', set: 'TS01', imageUrl: 'https://example.org/a.png' },
          { id: 'TS01-002_p1', rarity: 'C +', set: 'TS02', imageUrl: null },
        ],
        imageUrl: 'https://example.org/a.png',
      }),
    ]
    const csv = exportCardsCsv(cards)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    const back = importCardsCsv(csv)
    expect(back.errors).toEqual([])
    expect(back.cards).toEqual(cards)
  })

  it('makes formula cells safe', () => {
    expect(['=1', '+1', '-1', '@x', 'ok'].map(safeCell)).toEqual(["'=1", "'+1", "'-1", "'@x", 'ok'])
  })
})

describe('detection and folders', () => {
  it('tells gcg-api, scrape, CSV, errata and unknown files apart', () => {
    expect(detectCardFile({ name: 'a.json', text: JSON.stringify([apiRecord()]) }).source).toBe('gcg-api')
    expect(detectCardFile({ name: 'a.json', text: JSON.stringify([scrapeRecord()]) }).source).toBe('official-scrape')
    expect(detectCardFile({ name: 'cards.csv', text: 'number,name,type\n' }).source).toBe('csv')
    expect(detectCardFile({ name: 'e.json', text: JSON.stringify([{ card_number: 'X-1', field: 'name', before: 'a', after: 'b' }]) }).source).toBe('errata')
    expect(detectCardFile({ name: 'm.json', text: '{"sets":[]}' }).source).toBe('unknown')
    expect(importCardFile({ name: 'notes.txt', text: 'hello' }).errors[0]!.message).toContain('unrecognised card file')
  })

  it('merges a folder of files and applies its errata', () => {
    const r = importCardFiles([
      { name: 'a.json', text: JSON.stringify([apiRecord({ trait: '(Zeon)', traits: undefined })]) },
      { name: 'b.json', text: JSON.stringify([apiRecord({ product_id: 'GD01-001_p1' })]) },
      {
        name: 'errata.json',
        text: JSON.stringify([{ card_number: 'GD01-001', field: 'trait', before: '(Zeon)', after: '(Cyclops Team)', date: '2026-01-30' }]),
      },
      { name: 'manifest.json', text: '{"schema_version":1}' },
    ])
    expect(r.cards).toHaveLength(1)
    expect(r.cards[0]!.printings).toHaveLength(2)
    expect(r.cards[0]!.traits).toEqual(['Cyclops Team'])
    expect(r.cards[0]!.errata[0]).toMatchObject({ field: 'trait', after: '(Cyclops Team)', date: '2026-01-30' })
    expect(r.files.map((f) => f.source)).toEqual(['gcg-api', 'gcg-api', 'errata', 'manifest'])
    expect(r.files[3]!.manifest).toEqual({ version: null, builtAt: null })
  })

  it('reads a manifest beside the cards for its version and build date: listed as read, never as left out', () => {
    const r = importCardFiles([
      { name: 'cards.json', text: JSON.stringify([apiRecord()]) },
      { name: 'manifest.json', text: '{"schema_version":1,"dataset_version":"20-52fe4fd","built_at":"2026-08-17T06:59:17.270Z","card_count":1816}' },
    ])
    expect(r.errors).toEqual([])
    expect(r.source).toBe('gcg-api')
    expect(r.files).toEqual([
      { name: 'cards.json', source: 'gcg-api', imported: 1, skipped: 0 },
      { name: 'manifest.json', source: 'manifest', imported: 0, skipped: 0, manifest: { version: '20-52fe4fd', builtAt: '2026-08-17T06:59:17.270Z' } },
    ])
    // Told by its content under another name too; a list named manifest.json is no manifest.
    expect(detectCardFile({ name: 'gcg-manifest-copy.json', text: '{"dataset_version":"v2"}' }).source).toBe('manifest')
    expect(detectCardFile({ name: 'manifest.json', text: '[1, 2]' }).source).toBe('unknown')
    // Alone it holds no cards, and says what it is.
    expect(importCardFile({ name: 'manifest.json', text: '{"dataset_version":"v2"}' }).errors[0]!.message).toContain('data set manifest')
  })

  it('stores the folded search text with each card, folded after the errata (issue 16)', () => {
    const r = importCardFiles([
      {
        name: 'a.json',
        text: JSON.stringify([apiRecord({ name: 'ＧＵＮＤＡＭ  Ⅱ', trait: '(Zeon)', traits: undefined, link: '[Amuro Ray]', effect: '<Repair 2> Draw  1.' })]),
      },
      { name: 'errata.json', text: JSON.stringify([{ card_number: 'GD01-001', field: 'trait', before: '(Zeon)', after: '(Cyclops Team)' }]) },
    ])
    expect(r.cards[0]!.folded).toEqual({ name: 'gundam ii', text: '<repair 2> draw 1.', traits: ['cyclops team'], link: ['amuro ray'] })
  })

  it('reports an erratum for a card it does not know', () => {
    const out = applyErrata([card({ number: 'A-1' })], [{ card_number: 'B-2', field: 'name', before: 'x', after: 'y' }])
    expect(out.errors[0]).toMatchObject({ field: 'card_number' })
  })
})

describe('files that hold no cards say why', () => {
  it('a JSON file cut short names the parse error and its line', () => {
    const r = importCardFiles([{ name: 'cards.json', text: '[\n{"product_id": "GD01-001",\n"card_number": ' }])
    expect(r.cards).toEqual([])
    expect(r.errors).toEqual([
      {
        record: null,
        line: 3,
        field: null,
        file: 'cards.json',
        code: 'file.not-json',
        params: { error: expect.any(String) },
        message: expect.stringMatching(/^cards\.json: not valid JSON \(.+\)$/),
      },
    ])
  })

  it('a file of another kind is named as not a card file; a manifest beside the cards is not a problem', () => {
    const r = importCardFiles([
      { name: 'notes.txt', text: 'hello' },
      { name: 'manifest.json', text: '{"dataset_version":"v1"}' },
      { name: 'empty.json', text: '[]' },
    ])
    expect(r.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^notes\.txt: unrecognised card file/),
      'empty.json: the file is an empty list: it holds no cards',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { hasShared, NEEDS_SHARED, sharedFiles, sharedText } from '../../../tests/shared'
import { importCardFile, importCardFiles } from './detect'
import { exportCardsCsv, importCardsCsv } from './csv'

describe.skipIf(!hasShared)(`real card data ${NEEDS_SHARED}`, () => {
  const api = importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') })

  it('reads the gcg-api data set: 1,075 card numbers and 1,816 printings, nothing skipped', () => {
    expect(api.source).toBe('gcg-api')
    expect(api.errors).toEqual([])
    expect(api.skipped).toBe(0)
    expect(api.cards).toHaveLength(1075)
    expect(api.printings).toBe(1816)
    expect(api.cards.reduce((n, c) => n + c.printings.length, 0)).toBe(1816)
  })

  it('keeps parallel prints with their card number (2-1-1, Q4)', () => {
    const gundam = api.cards.find((c) => c.number === 'GD01-001')!
    expect(gundam.printings.map((p) => p.id)).toEqual(['GD01-001', 'GD01-001_p1', 'GD01-001_p2'].slice(0, gundam.printings.length))
    expect(gundam.printings[0]!.id).toBe('GD01-001')
    expect(gundam.link?.refs).toEqual([{ kind: 'pilot', name: 'Amuro Ray' }])
    expect(gundam.traits).toEqual(['Earth Federation', 'White Base Team'])
    expect(gundam.color).toBe('blue')
  })

  it('reads the same pool as NDJSON', () => {
    const records = JSON.parse(sharedText('cards/gcg-api/cards.json')) as unknown[]
    const nd = importCardFile({ name: 'cards.ndjson', text: records.map((r) => JSON.stringify(r)).join('\n') })
    expect(nd.errors).toEqual([])
    expect(nd.cards).toEqual(api.cards)
  })

  it('applies the errata the source gives and keeps them for display', () => {
    const folder = importCardFiles(sharedFiles('cards/gcg-api'))
    expect(folder.cards).toHaveLength(1075)
    const manifest = JSON.parse(sharedText('cards/gcg-api/manifest.json')) as { dataset_version: string; built_at: string }
    expect(folder.files.find((f) => f.name === 'manifest.json')).toMatchObject({
      source: 'manifest',
      manifest: { version: manifest.dataset_version, builtAt: manifest.built_at },
    })
    const hyGogg = folder.cards.find((c) => c.number === 'T-013')!
    expect(hyGogg.traits).toEqual(['Cyclops Team'])
    expect(hyGogg.errata.map((e) => e.after)).toEqual(['(Cyclops Team)'])
    const turnA = folder.cards.find((c) => c.number === 'GD04-067')!
    expect(turnA.text).toContain("from any player's trash")
    expect(turnA.errata).toHaveLength(1)
  })

  it('reads the official-site scrape, which agrees with gcg-api on every number both hold', () => {
    const scrape = importCardFiles(sharedFiles('cards/official-scrape'))
    expect(scrape.errors).toEqual([])
    // The scrape's manifest lists its sets and gives no data set version: read, and said so.
    expect(scrape.files.find((f) => f.name === 'manifest.json')).toMatchObject({ source: 'manifest', manifest: { version: null, builtAt: null } })
    expect(scrape.cards.length).toBe(783)
    const byNumber = new Map(api.cards.map((c) => [c.number, c]))
    let compared = 0
    for (const s of scrape.cards) {
      const a = byNumber.get(s.number)
      expect(a, s.number).toBeDefined()
      const pick = (c: typeof s) => [c.name, c.type, c.color, c.level, c.cost, c.ap, c.hp]
      expect(pick(s), s.number).toEqual(pick(a!))
      compared++
    }
    expect(compared).toBe(783)
  })

  it('round-trips the whole pool through our CSV', () => {
    const back = importCardsCsv(exportCardsCsv(api.cards))
    expect(back.errors).toEqual([])
    expect(back.cards).toEqual(api.cards)
  })
})

import { describe, expect, it } from 'vitest'
import { BACKUP_KIND, type Backup } from '~/schemas/backup'
import { SettingsSchema } from '~/schemas/stored'
import { testEvent } from '~/engine/testing/event'
import { backupPath } from '~/engine/messages/backup'
import { catalogue } from '~/engine/messages'
import { migrateBackup, readBackup, summarizeBackup, writeBackup } from './backup'

const deck = (id: string, name = 'Blue/White') => ({
  id,
  name,
  format: 'gcg',
  game: 'gcg' as const,
  cards: { main: [{ number: 'GD01-001', printing: null, count: 4 }], resource: [], sideboard: [] },
  notes: '',
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  revision: 1,
  deletedAt: null,
})
const backup = (): Backup => ({
  kind: BACKUP_KIND,
  version: 1,
  createdAt: '2026-11-21T10:00:00.000Z',
  app: '0.1.0',
  settings: SettingsSchema.parse({}),
  dataset: null,
  decks: [deck('a'), deck('b', 'Red')],
  deckHistory: [
    {
      id: 1,
      deckId: 'a',
      at: '2026-01-01T00:00:00.000Z',
      revision: 0,
      reason: 'created',
      content: { name: 'Blue/White', format: 'gcg', cards: deck('a').cards, notes: '', tags: [] },
    },
  ],
  cards: null,
  playtests: [],
  events: [],
})
const text = (b: unknown) => JSON.stringify(b)
const error = (t: string, ...rest: Parameters<typeof readBackup> extends [string, ...infer R] ? R : never) => {
  const r = readBackup(t, ...rest)
  if (r.ok) throw new Error('expected the backup to be refused')
  return r.error
}

describe('backup file', () => {
  it('reads back what it wrote', () => {
    const r = readBackup(writeBackup(backup()))
    expect(r).toEqual({ ok: true, backup: backup(), skipped: [], skippedTexts: [] })
    expect(summarizeBackup(backup())).toMatchObject({ decks: 2, history: 1, cards: null })
  })

  it('refuses a file that is not JSON, or JSON that is not a backup', () => {
    expect(error('{"kind": "gundeck-backup", "version": 1,')).toMatch(/not valid JSON/)
    expect(error('[1, 2, 3]')).toMatch(/not a gundeck backup/)
    expect(error(text({ cards: [] }))).toMatch(/"kind": "gundeck-backup"/)
    expect(error('')).toMatch(/not valid JSON/)
  })

  it('names the field that is wrong in a damaged backup', () => {
    const b = backup() as unknown as { decks: { cards: { main: { count: number }[] } }[] }
    b.decks[1]!.cards.main[0]!.count = -3
    expect(error(text(b))).toMatch(/^The backup is damaged: decks\[1\]\.cards\.main\[0\]\.count: /)
    expect(error(text({ ...backup(), deckHistory: 'none' }))).toMatch(/deckHistory: /)
    expect(error(text({ ...backup(), decks: [deck('a'), deck('a')] }))).toMatch(/decks\[1\]: deck id a appears twice/)
  })

  it('refuses a backup from a newer app, and one with a version that is not a number', () => {
    expect(error(text({ ...backup(), version: 2 }))).toMatch(/newer version of gundeck \(backup version 2; this app reads up to 1\)/)
    expect(error(text({ ...backup(), version: '1' }))).toMatch(/^version: /)
  })

  it('brings an older backup up to date through its `up` steps, in order', () => {
    // A pretend history: version 1 had `deckList`, version 2 renamed it `decks`, version 3 added `tags`.
    const migrations = {
      1: { up: ({ deckList, ...old }: Record<string, unknown>) => ({ ...old, decks: deckList }) },
      2: { up: (old: Record<string, unknown>) => ({ ...old, decks: (old.decks as object[]).map((d) => ({ ...d, tags: ['migrated'] })) }) },
    }
    const { decks, ...rest } = backup()
    const v1 = { ...rest, version: 1, deckList: decks.map(({ tags: _tags, ...d }) => d) }
    const v3 = migrateBackup(v1, 1, migrations, 3)
    expect(v3.version).toBe(3)
    expect('deckList' in v3).toBe(false)
    expect((v3.decks as { id: string; tags: string[] }[]).map((d) => [d.id, d.tags])).toEqual([
      ['a', ['migrated']],
      ['b', ['migrated']],
    ])
    // A missing step is reported, not guessed.
    expect(error(text(v1), {}, 3)).toMatch(/could not be upgraded: no upgrade from backup version 1/)
  })

  it('formats paths as a reader would write them', () => {
    expect(backupPath(['decks', 3, 'cards', 'main', 0, 'count'])).toBe('decks[3].cards.main[0].count')
    expect(backupPath([])).toBe('')
  })

  it("refuses a deck line whose printing is another card number's, naming the path and both ids (2-1-1)", () => {
    const b = backup()
    b.decks[1]!.cards.main = [{ number: 'ST01-001', printing: 'GD01-020', count: 4 }]
    const e = error(text(b))
    expect(e).toContain('decks[1].cards.main[0].printing: GD01-020 is not a printing of card ST01-001')
    const h = backup()
    h.deckHistory[0]!.content.cards.resource = [{ number: 'R-001', printing: 'R-002_p1', count: 10 }]
    expect(error(text(h))).toContain('deckHistory[0].content.cards.resource[0].printing: R-002_p1 is not a printing of card R-001')
    // Its own parallels are fine.
    const ok = backup()
    ok.decks[0]!.cards.main = [{ number: 'GD01-001', printing: 'GD01-001_p2', count: 4 }]
    expect(readBackup(text(ok)).ok).toBe(true)
  })

  it('keeps the saved events; a backup made before the event desk (no events) still reads, with none', () => {
    const withEvent = { ...backup(), events: [testEvent('Store Championship')] }
    const read = readBackup(writeBackup(withEvent))
    expect(read.ok && read.backup.events.map((e) => e.name)).toEqual(['Store Championship'])
    const old: Record<string, unknown> = backup()
    delete old.events
    const oldRead = readBackup(text(old))
    expect(oldRead.ok && oldRead.backup.events).toEqual([])
    const damaged = readBackup(text({ ...withEvent, events: [{ ...testEvent('X'), rows: [{ ...testEvent('X').rows[0]!, status: 'maybe' }] }] }))
    expect(damaged.ok ? '' : damaged.error).toContain('events[0].rows[0].status')
  })

  it('says why as a code and its params, worded in English as the error and in Japanese', () => {
    const b = backup()
    b.decks[1]!.cards.main = [{ number: 'ST01-001', printing: 'GD01-020', count: 4 }]
    const r = readBackup(text(b))
    expect(r.ok ? null : r.text).toEqual({
      code: 'damaged',
      params: { issues: [{ path: ['decks', 1, 'cards', 'main', 0, 'printing'], code: 'foreign-printing', printing: 'GD01-020', number: 'ST01-001' }], more: 0 },
    })
    expect(r.ok ? '' : catalogue('en').backup(r.text)).toBe(r.ok ? null : r.error)
    expect(r.ok ? '' : catalogue('ja').backup(r.text)).toBe(
      'バックアップが壊れています：decks[1].cards.main[0].printing：GD01-020 はカード ST01-001 のバージョンではありません（バージョンは NUMBER か NUMBER_pN、2-1-1）。',
    )
    const newer = readBackup(text({ ...backup(), version: 2 }))
    expect(newer.ok ? null : newer.text).toEqual({ code: 'too-new', params: { version: 2, current: 1 } })
    expect(newer.ok ? '' : catalogue('ja').backup(newer.text)).toBe(
      'このバックアップは新しいバージョンの gundeck で作られています（バックアップのバージョン 2、このアプリが読めるのは 1 まで）。先にアプリを更新してください。',
    )
    const notJson = readBackup('{')
    expect(notJson.ok ? null : notJson.text.code).toBe('not-json')
    expect(error(text({ ...backup(), version: undefined }))).toBe('version: expected a whole number from 1, got nothing.')
  })

  it('names a saved game it left out, in English and as a code', () => {
    const game = { id: 'x' }
    const r = readBackup(text({ ...backup(), playtests: [game] }))
    expect(r.ok && r.skipped).toEqual([expect.stringMatching(/^playtests\[0\]: /)])
    expect(r.ok && r.skippedTexts.map((t) => [t.code, 'index' in t.params && t.params.index])).toEqual([['skipped.unloadable', 0]])
  })
})

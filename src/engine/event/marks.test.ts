import { describe, expect, it } from 'vitest'
import { getFormat } from '../formats/registry'
import { legalFixture } from '../testing/builders'
import { DeskMarkSchema, DeskRowSchema, SavedEventSchema, type DeskMark } from '~/schemas/event'
import { BACKUP_KIND } from '~/schemas/backup'
import { SettingsSchema } from '~/schemas/stored'
import { readBackup } from '~/io/backup'
import { checkList, type CheckSettings } from './check'
import { deskRow, filterRows, shownRows, DEFAULT_SORT } from './desk'
import { markText } from './marks'

const f = legalFixture()
const gcg = getFormat('gcg')!
const settings: CheckSettings = { cards: f.pool, format: gcg, banList: null, assumeResources: true, standardResource: 'TR-001' }
const legal = f.deck.main.map((e) => `${e.count} ${e.number}`).join('\n')
const checked = (text: string) => deskRow(0, 'amy.txt', text, checkList(text, settings), gcg, f.pool.lookup)

/** A row as the desk saved it before it kept codes: a problem's English, its rule and lines only. */
const oldMark: DeskMark = { severity: 'error', rule: 'copy-limit', message: 'GD01-001 Zaku Ⅱ: 9 copies; at most 4 (5-1-1-3)', lines: [3] }

describe("a desk row's problems in the language shown", () => {
  const row = checked(`${legal}\n9 TS01-100`)
  const copies = row.marks.find((m) => m.rule === 'copy-limit')!

  it('keep the violation’s code, params and rule cited beside its English', () => {
    expect(copies).toMatchObject({ code: 'copy-limit', ref: expect.any(String), params: expect.objectContaining({ copies: expect.any(Number) }) })
    expect(DeskRowSchema.parse(row)).toEqual(row)
  })

  it('are worded from the code in Japanese, and in English as the engine said them', () => {
    expect(markText(copies, 'en')).toBe(copies.message)
    const ja = markText(copies, 'ja')
    expect(ja).not.toBe(copies.message)
    expect(ja).toContain('枚')
    expect(ja).toContain(copies.ref)
    expect(ja).not.toMatch(/\b(copies|most|deck)\b/)
  })

  it('a list that cannot be read: its reader’s code, in Japanese', () => {
    const link = checked('https://www.bandai-tcg-plus.com/deck_recipe?deck=QxT&deck_code=AB12&game_title_id=15')
    const mark = link.marks[0]!
    expect(mark).toMatchObject({ rule: 'unreadable', code: expect.any(String) })
    expect(markText(mark, 'ja')).not.toBe(mark.message)
    expect(markText(mark, 'ja')).not.toMatch(/\b(the|this|link)\b/i)
  })

  it('a row saved before codes reads, and shows its English in every language', () => {
    expect(DeskMarkSchema.parse(oldMark)).toEqual(oldMark)
    expect(markText(oldMark, 'ja')).toBe(oldMark.message)
    expect(markText(oldMark, 'en')).toBe(oldMark.message)
  })

  it('a code or params the catalogue cannot word (storage is not trusted) show the English', () => {
    expect(markText({ ...copies, code: 'no-such-code' }, 'ja')).toBe(copies.message)
    expect(markText({ ...copies, params: {} }, 'ja')).toBe(copies.message)
    expect(markText({ ...copies, ref: undefined }, 'ja')).toBe(copies.message)
  })
})

describe('the find box, in the language shown', () => {
  const rows = [checked(`${legal}\n9 TS01-100`), { ...checked(legal), index: 1, file: 'zed.txt' }]
  const ja = (m: DeskMark) => markText(m, 'ja')
  // Words of the copy limit's Japanese, which only the first list breaks.
  const word = '同じカードナンバー'

  it('finds a problem by its Japanese words, and by its English ones in English', () => {
    expect(filterRows(rows, { status: 'all', text: word }, ja).map((r) => r.file)).toEqual(['amy.txt'])
    expect(filterRows(rows, { status: 'all', text: word }).map((r) => r.file)).toEqual([])
    expect(filterRows(rows, { status: 'all', text: 'copies' }).map((r) => r.file)).toEqual(['amy.txt'])
  })

  it('the rows shown are found again when the language changes', () => {
    const shown = shownRows()
    const filter = { status: 'all' as const, text: word }
    expect(shown(rows, filter, DEFAULT_SORT)).toEqual([])
    expect(shown(rows, filter, DEFAULT_SORT, ja).map((r) => r.file)).toEqual(['amy.txt'])
  })
})

describe('the saved mark’s schema', () => {
  const row = checked(`${legal}\n9 TS01-100`)
  const event = {
    id: 'event-1',
    name: 'Spring cup',
    savedAt: '2026-12-07T14:00:00.000Z',
    settings: { format: 'gcg', date: '2026-12-07', assumeResources: true },
    banList: null,
  }

  it('accepts a saved event’s rows with codes and without (saved before), in IndexedDB and in a backup', () => {
    const old = { ...row, marks: [oldMark] }
    const saved = SavedEventSchema.parse({ ...event, rows: [row, old] })
    expect(saved.rows[0]!.marks).toEqual(row.marks)
    expect(saved.rows[1]!.marks).toEqual([oldMark])
    // A backup of this version (still 1) holding both reads back with both.
    const file = { kind: BACKUP_KIND, version: 1, createdAt: event.savedAt, app: '0.1.0', settings: SettingsSchema.parse({}), dataset: null }
    const read = readBackup(JSON.stringify({ ...file, decks: [], deckHistory: [], cards: null, events: [saved] }))
    expect(read.ok ? read.backup.events[0]!.rows : read.error).toEqual(saved.rows)
  })

  it('a row keeps its params as JSON data, so a key left undefined does not make the worker’s message fail the schema', () => {
    const text = `${legal}\n9 TS01-100`
    const check = checkList(text, settings)
    Object.assign(check.violations[0]!.params!, { extra: undefined })
    const kept = deskRow(0, 'amy.txt', text, check, gcg, f.pool.lookup)
    expect(DeskRowSchema.safeParse(kept).success).toBe(true)
    expect(kept.marks[0]!.params).not.toHaveProperty('extra')
  })

  it('refuses params that are not JSON data, and keys it does not know', () => {
    const mark = row.marks.find((m) => m.code)!
    expect(DeskMarkSchema.safeParse({ ...mark, params: { when: new Date() } }).success).toBe(false)
    expect(DeskMarkSchema.safeParse({ ...mark, params: 'copies' }).success).toBe(false)
    expect(DeskMarkSchema.safeParse({ ...mark, code: '' }).success).toBe(false)
    expect(DeskMarkSchema.safeParse({ ...mark, cards: [] }).success).toBe(false)
  })
})

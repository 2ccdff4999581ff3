import { describe, expect, it } from 'vitest'
import { BanListSchema, FormatSchema } from '~/schemas/format'
import { BAN_LIST_FILES, BAN_LISTS, FORMAT_FILES, FORMATS } from './registry'

describe('the formats and ban lists in data/, taken as written', () => {
  it('every file is exactly what its schema reads: parsing it changes nothing', () => {
    expect(FORMAT_FILES.length).toBeGreaterThanOrEqual(5)
    for (const file of FORMAT_FILES) expect(FormatSchema.parse(file), file.id).toStrictEqual(file)
    for (const file of BAN_LIST_FILES) expect(BanListSchema.parse(file), file.id).toStrictEqual(file)
  })

  it('a mistyped file would be refused, naming the field', () => {
    const gcg = FORMAT_FILES.find((f) => f.id === 'gcg')!
    const typo = { ...gcg, game: 'gcgg' }
    const result = FormatSchema.safeParse(typo)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['game'])
    const withoutNotes: Record<string, unknown> = { ...BAN_LIST_FILES[0]! }
    delete withoutNotes.notes
    // A field the schema would fill in (a default) is missing: the file is not as the app reads it.
    expect(BanListSchema.parse(withoutNotes)).not.toStrictEqual(withoutNotes)
  })

  it('every format and ban list is registered under its id, each format with its own game’s ban list', () => {
    expect([...FORMATS.keys()]).toEqual(FORMAT_FILES.map((f) => f.id))
    expect([...BAN_LISTS.keys()]).toEqual(BAN_LIST_FILES.map((b) => b.id))
    for (const f of FORMATS.values()) if (f.banList !== null) expect(BAN_LISTS.get(f.banList)?.game).toBe(f.game)
  })
})

import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { StoredCardNames } from '~/schemas/card-names'
import { loadCardNames, removeCardNames, replaceCardNames } from './card-names-repository'
import { freshDatabases } from './testing'

const fresh = freshDatabases('card-names')
const names = (language: string, entries: Record<string, string>): StoredCardNames => ({
  language,
  source: `${language}.csv`,
  importedAt: '2026-01-01T00:00:00Z',
  names: entries,
})

describe('the card names repository', () => {
  it('replaces one language whole and leaves the others', async () => {
    const db = fresh()
    await replaceCardNames(db, names('ja', { 'GD01-001': 'テスト号', 'GD01-002': '試作二号' }))
    await replaceCardNames(db, names('fr', { 'GD01-001': 'Essai' }))
    await replaceCardNames(db, names('ja', { 'GD01-003': 'ザク' }))
    const { sets, unreadable } = await loadCardNames(db)
    expect(unreadable).toEqual([])
    expect(Object.fromEntries(sets.map((s) => [s.language, s.names]))).toEqual({ fr: { 'GD01-001': 'Essai' }, ja: { 'GD01-003': 'ザク' } })
  })

  it('refuses names that would not read back, before writing: the stored names stay', async () => {
    const db = fresh()
    await replaceCardNames(db, names('ja', { 'GD01-001': 'テスト号' }))
    await expect(replaceCardNames(db, names('ja', { 'GD01-002': '' }))).rejects.toThrow()
    await expect(replaceCardNames(db, names('Japanese', { 'GD01-002': 'x' }))).rejects.toThrow()
    expect((await loadCardNames(db)).sets).toEqual([names('ja', { 'GD01-001': 'テスト号' })])
  })

  it('a write the browser refuses (a full disk) leaves the old names whole', async () => {
    const db = fresh()
    await replaceCardNames(db, names('ja', { 'GD01-001': 'テスト号', 'GD01-002': '試作二号' }))
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    db.cardNames.hook('updating', full)
    await expect(replaceCardNames(db, names('ja', { 'GD01-003': 'ザク' }))).rejects.toThrow(/quota/i)
    db.cardNames.hook('updating').unsubscribe(full)
    expect((await loadCardNames(db)).sets.map((s) => s.names)).toEqual([{ 'GD01-001': 'テスト号', 'GD01-002': '試作二号' }])
  })

  it('reports a stored row that no longer reads, and keeps it; removes one language', async () => {
    const db = fresh()
    await db.cardNames.put({ language: 'de', names: 'not a map' } as never)
    await replaceCardNames(db, names('ja', { 'GD01-001': 'テスト号' }))
    const loaded = await loadCardNames(db)
    expect(loaded.sets.map((s) => s.language)).toEqual(['ja'])
    expect(loaded.unreadable.map((u) => u.language)).toEqual(['de'])
    expect(await db.cardNames.count()).toBe(2)
    await removeCardNames(db, 'ja')
    expect((await loadCardNames(db)).sets).toEqual([])
    expect(await db.cardNames.count()).toBe(1)
  })
})

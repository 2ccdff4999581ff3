import { describe, expect, it } from 'vitest'
import { looksLikeManifest, parseManifest } from './manifest'

describe('data set manifest', () => {
  it('reads the version and build date', () => {
    expect(parseManifest('{"dataset_version":"2026.11.1","built_at":"2026-11-20T10:00:00Z","card_count":812}')).toEqual({
      dataset_version: '2026.11.1',
      built_at: '2026-11-20T10:00:00Z',
      card_count: 812,
    })
  })

  it('leaves out a field of the wrong type and keeps the others', () => {
    expect(parseManifest('{"dataset_version":5,"built_at":"2026-11-20"}')).toEqual({
      dataset_version: undefined,
      built_at: '2026-11-20',
      card_count: undefined,
    })
  })

  it('is null for text that is not a JSON object', () => {
    expect(parseManifest('not json')).toBeNull()
    expect(parseManifest('[1,2]')).toBeNull()
    expect(parseManifest('null')).toBeNull()
  })

  it('is told by its name, or by a data set version under another name; a list never is', () => {
    expect(looksLikeManifest({ schema_version: 1 }, 'Manifest.JSON')).toBe(true)
    expect(looksLikeManifest({ dataset_version: 'v9' }, 'gcg.json')).toBe(true)
    expect(looksLikeManifest({ sets: [] }, 'm.json')).toBe(false)
    expect(looksLikeManifest([{ dataset_version: 'v9' }], 'manifest.json')).toBe(false)
    expect(looksLikeManifest(null, 'manifest.json')).toBe(false)
  })
})

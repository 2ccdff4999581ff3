import { describe, expect, it } from 'vitest'
import { findManifest, parseManifest } from './manifest'

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

  it('is found among imported files by its name', () => {
    const files = [
      { name: 'cards.json', text: '[]' },
      { name: 'Manifest.JSON', text: '{"dataset_version":"v9"}' },
    ]
    expect(findManifest(files)?.dataset_version).toBe('v9')
    expect(findManifest(files.slice(0, 1))).toBeNull()
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LAYERS } from '../../architecture/layers.mjs'
import { END, START, withLayerTable } from '../../architecture/table.mjs'

describe('ARCHITECTURE.md', () => {
  const doc = readFileSync('ARCHITECTURE.md', 'utf8')

  it('holds the table of layers architecture/layers.mjs writes (npm run architecture)', async () => {
    expect(doc).toBe(await withLayerTable(doc, 'ARCHITECTURE.md'))
  })

  it('names every layer in its table, once', () => {
    const table = doc.slice(doc.indexOf(START), doc.indexOf(END))
    for (const layer of LAYERS)
      expect(
        table.split('\n').filter((line) => line.startsWith(`| ${layer.name} `)),
        layer.name,
      ).toHaveLength(1)
  })
})

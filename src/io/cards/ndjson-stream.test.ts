import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_NDJSON_LINE_CHARS } from '~/engine/limits'
import { importGcgApiNdjson } from './gcg-api'
import { importGcgApiNdjsonChunks } from './ndjson-stream'

const record = (id: string, extra: object = {}) =>
  JSON.stringify({
    product_id: id,
    card_number: id.replace(/_p\d+$/, ''),
    name: `Card ${id}`,
    card_type: 'UNIT',
    color: 'Blue',
    level: 2,
    cost: 1,
    ap: 2,
    hp: 2,
    ...extra,
  })

async function* chunked(text: string, cuts: number[]): AsyncGenerator<string> {
  let at = 0
  for (const cut of [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((a, b) => a - b)) {
    yield text.slice(at, cut)
    at = cut
  }
  yield text.slice(at)
}

describe('gcg-api NDJSON read as a stream', () => {
  it('gives the same result as reading the whole text, however the chunks fall', async () => {
    const lines = ['\uFEFF' + record('GD01-001'), record('GD01-001_p1'), '', '{broken', record('GD01-002', { level: 'x' }), record('GD01-003')]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('\n', '\r\n'), fc.array(fc.nat(2000), { maxLength: 8 }), fc.boolean(), async (eol, cuts, trailing) => {
        const text = lines.join(eol) + (trailing ? eol : '')
        const whole = importGcgApiNdjson(text.replace(/^\uFEFF/, '')) // as importCardFile calls it
        const streamed = await importGcgApiNdjsonChunks(chunked(text, cuts))
        expect(streamed).toEqual(whole)
      }),
      { numRuns: 300 },
    )
    const r = await importGcgApiNdjsonChunks(chunked(lines.join('\n'), []))
    expect(r.cards.map((c) => [c.number, c.printings.length])).toEqual([
      ['GD01-001', 2],
      ['GD01-003', 1],
    ])
    expect(r.errors.map((e) => e.line)).toEqual([4, 5])
  })

  it('skips an overlong line with its line number, without holding it, and reads on', async () => {
    const long = `{"pad":"${'x'.repeat(MAX_NDJSON_LINE_CHARS)}"}`
    async function* parts() {
      yield record('GD01-001') + '\n' + long.slice(0, 1000)
      for (let i = 1000; i < long.length; i += 256 * 1024) yield long.slice(i, i + 256 * 1024)
      yield '\n' + record('GD01-002') + '\n'
    }
    const r = await importGcgApiNdjsonChunks(parts())
    expect(r.cards.map((c) => c.number)).toEqual(['GD01-001', 'GD01-002'])
    expect(r.errors).toEqual([
      {
        record: null,
        line: 2,
        field: null,
        code: 'record.line-too-long',
        params: { limit: MAX_NDJSON_LINE_CHARS },
        message: `longer than ${MAX_NDJSON_LINE_CHARS} characters: not read`,
      },
    ])
  })
})

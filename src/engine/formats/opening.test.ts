import { describe, expect, it } from 'vitest'
import { OpeningSchema, RedrawRuleSchema } from '~/schemas/format'
import { isBasicGeneration } from '../cards/fields'
import { basicGeneration, gwCard } from '../testing/builders'
import { FORMATS, getFormat } from './registry'

describe('opening rules as format data', () => {
  it('every format states a valid opening', () => {
    for (const f of FORMATS.values()) expect(OpeningSchema.safeParse(f.opening).success, f.id).toBe(true)
  })

  it('GCG: 5 cards, one bottom redraw, 6 shields, first player draws, EX Resource (5-2, Q15)', () => {
    for (const id of ['gcg', 'gcg-open']) {
      const o = getFormat(id)!.opening
      expect(o.handSize).toBe(5)
      expect(o.redraws).toEqual([{ kind: 'bottom-redraw', times: 1, ref: '5-2-1-6, 5-2-1-6-1, Q10' }])
      expect(o.shields).toBe(6)
      expect(o.firstPlayerDrawsFirstTurn).toBe(true)
      expect(o.secondPlayerExtraResources).toBe(1)
    }
  })

  it('Gundam War: 6 cards; redraw a) once with no Basic GENERATION, not after b); b) 5, 4, 3; first player skips the draw', () => {
    for (const id of ['gundam-war', 'gundam-war-starter']) {
      const o = getFormat(id)!.opening
      expect(o.handSize).toBe(6)
      expect(o.redraws).toEqual([
        expect.objectContaining({ kind: 'no-basic-generation-redraw', times: 1, handSize: 6, reveal: true, notAfter: ['shuffle-redraw'] }),
        expect.objectContaining({ kind: 'shuffle-redraw', handSizes: [5, 4, 3], simultaneous: false }),
      ])
      expect(o.redraws[0]!.ref).toContain('REDRAW conditions a)')
      expect(o.firstPlayerDrawsFirstTurn).toBe(false)
      expect(o.shields).toBe(0)
      expect(o.secondPlayerExtraResources).toBe(0)
    }
  })

  it('Forge: 7 cards, one mulligan to 6 decided in secret', () => {
    const o = getFormat('forge')!.opening
    expect(o.handSize).toBe(7)
    expect(o.redraws).toEqual([expect.objectContaining({ kind: 'shuffle-redraw', handSizes: [6], simultaneous: true })])
    expect(o.redraws[0]!.ref).toContain('Mulligan Rule')
  })

  it('rejects a redraw kind the simulator does not know, and a mulligan with no hand size', () => {
    expect(RedrawRuleSchema.safeParse({ kind: 'london', times: 1, ref: 'x' }).success).toBe(false)
    expect(RedrawRuleSchema.safeParse({ kind: 'shuffle-redraw', handSizes: [], simultaneous: false, ref: 'x' }).success).toBe(false)
  })
})

describe('Basic GENERATION (manual, GENERATION cards): what redraw a) looks for', () => {
  it('counts Basic GENERATION and GENERATION of unknown kind, never Special ones or other types', () => {
    expect(isBasicGeneration(basicGeneration('blue'))).toBe(true)
    expect(isBasicGeneration(gwCard({ type: 'generation', generationKind: null }))).toBe(true)
    expect(isBasicGeneration(gwCard({ type: 'generation', generationKind: 'special' }))).toBe(false)
    expect(isBasicGeneration(gwCard({ type: 'unit' }))).toBe(false)
  })
})

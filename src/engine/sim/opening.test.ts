import { describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import type { Opening } from '~/schemas/format'
import { basicGeneration, gwCard, pool } from '../testing/builders'
import { opening, simDeck, spec } from '../testing/sim'
import { compileSim } from './compile'
import { describeOpening, drawsBy, redrawWords, resourcesBy } from './opening'
import { redrawSteps } from './redraw'

const GCG = getFormat('gcg')!.opening

describe('the format opening as simulator steps', () => {
  it('GCG offers one redraw: hand to the bottom, draw 5, shuffle (5-2-1-6-1)', () => {
    expect(redrawSteps(GCG)).toEqual({ ok: true, steps: [{ kind: 'bottom', handSize: 5, ref: '5-2-1-6, 5-2-1-6-1, Q10' }] })
  })

  it('Forge offers one mulligan: shuffle the 7 back, draw 6 (Mulligan Rule)', () => {
    const r = redrawSteps(getFormat('forge')!.opening)
    expect(r.ok && r.steps.map((s) => [s.kind, s.handSize])).toEqual([['shuffle', 6]])
  })

  it('Gundam War: redraw a) once (6 again), then redraw b) three times, 5, 4, 3 (REDRAW conditions)', () => {
    const r = redrawSteps(getFormat('gundam-war')!.opening)
    expect(r.ok && r.steps.map((s) => [s.kind, s.handSize])).toEqual([
      ['no-basic-generation', 6],
      ['shuffle', 5],
      ['shuffle', 4],
      ['shuffle', 3],
    ])
    expect(r.ok && r.steps[0]).toMatchObject({ reveal: true, ref: expect.stringContaining('REDRAW conditions a)') })
  })

  it('redraw a) listed after a redraw b) it may not follow can never be taken: no step', () => {
    const gw = getFormat('gundam-war')!.opening
    const swapped: Opening = { ...gw, redraws: [gw.redraws[1]!, gw.redraws[0]!] }
    const r = redrawSteps(swapped)
    expect(r.ok && r.steps.map((s) => s.kind)).toEqual(['shuffle', 'shuffle', 'shuffle'])
  })

  it('a bottom redraw mixed with other redraw rules is refused, not played wrong', () => {
    const mixed: Opening = { ...GCG, redraws: [...GCG.redraws, { kind: 'shuffle-redraw', handSizes: [4], simultaneous: false, ref: 'x' }] }
    expect(redrawSteps(mixed)).toEqual({
      ok: false,
      message: expect.stringMatching(/bottom redraw .* only on its own/),
      text: { code: 'redraw.bottom-alone', params: { ref: GCG.ref } },
    })
  })

  it('a redraw kind the simulator does not know is a clear error, not a crash', () => {
    const other = { ...GCG, redraws: [{ kind: 'mulligan-to-six', ref: 'Forge 4.2' }] } as unknown as Opening
    expect(redrawSteps(other)).toEqual({
      ok: false,
      message: 'the simulator does not know the redraw rule "mulligan-to-six" (Forge 4.2) yet',
      text: { code: 'redraw.unknown-rule', params: { kind: 'mulligan-to-six', ref: 'Forge 4.2' } },
    })
    const compiled = compileSim(spec(simDeck({ 'GD01-001': 4 }), [[['GD01-001'], 1]]), other)
    expect(compiled.ok).toBe(false)
    if (!compiled.ok) expect(compiled.errors[0]).toMatch(/mulligan-to-six/)
  })

  it('both players draw every draw phase, the first player on turn 1 too (Q15)', () => {
    expect([0, 1, 3].map((t) => drawsBy(t, 'first', GCG))).toEqual([0, 1, 3])
    expect([0, 1, 3].map((t) => drawsBy(t, 'second', GCG))).toEqual([0, 1, 3])
    const skip = opening({ firstPlayerDrawsFirstTurn: false })
    expect([0, 1, 3].map((t) => drawsBy(t, 'first', skip))).toEqual([0, 0, 2])
  })

  it('resources are the turn number, plus the EX Resource for the second player (Q25), up to the resource deck', () => {
    expect(resourcesBy(1, 'first', GCG)).toBe(1)
    expect(resourcesBy(1, 'second', GCG)).toBe(2)
    expect(resourcesBy(12, 'first', GCG, 10)).toBe(10)
    expect(resourcesBy(12, 'second', GCG, 10)).toBe(11)
  })
})

describe('compiling a question', () => {
  it('counts a printing as its card number and merges entries for one number', () => {
    const r = compileSim(
      spec(
        [
          { number: 'GD01-001', count: 2 },
          { number: 'gd01-001_p1', count: 2 },
          { number: 'ZZ-000', count: 46 },
        ],
        [[['GD01-001_p2'], 1]],
      ),
      GCG,
    )
    expect(r.ok && r.sim.groups[0]).toEqual({ cards: ['GD01-001'], copies: 4, atLeast: 1 })
    expect(r.ok && r.sim.categories).toEqual([
      { mask: 0, count: 46 },
      { mask: 1, count: 4 },
    ])
  })

  it('a redraw rule on the cards of a condition group shares its count', () => {
    const r = compileSim(spec(simDeck({ 'GD01-001': 4 }), [[['GD01-001'], 1]], { redraw: { kind: 'if-fewer', cards: ['GD01-001'], fewerThan: 1 } }), GCG)
    expect(r.ok && r.sim.fieldCount).toBe(1)
    expect(r.ok && r.sim.policy).toEqual({ kind: 'if-fewer', field: 0, fewerThan: 1 })
  })

  it('warns about group cards not in the deck and groups that can never hold', () => {
    const r = compileSim(spec(simDeck({ 'GD01-001': 2 }), [[['GD01-001', 'GD01-099'], 3]]), GCG)
    expect(r.ok && r.sim.warnings).toEqual([
      'group 1: GD01-099 is not in the deck',
      'group 1 asks for at least 3 but the deck has 2 of its cards: it never holds',
    ])
  })

  it('Gundam War redraw a) needs the Basic GENERATION cards: from the card data, else from the question', () => {
    const gw = getFormat('gundam-war')!.opening
    const g = basicGeneration('blue')
    const special = gwCard({ type: 'generation', generationKind: 'special' })
    const unit = gwCard()
    const cards = pool([g, special, unit])
    const s = spec(
      [
        { number: g.number, count: 10 },
        { number: special.number, count: 10 },
        { number: unit.number, count: 30 },
      ],
      [[[unit.number], 1]],
    )
    const none = compileSim(s, gw)
    expect(none).toEqual({
      ok: false,
      errors: [expect.stringMatching(/no Basic GENERATION card \(.*REDRAW conditions a\)\): give the card data/)],
      texts: [{ code: 'basic-generation.unknown', params: { ref: expect.stringContaining('REDRAW conditions a)'), sample: false } }],
    })
    const withLookup = compileSim(s, gw, cards.lookup)
    const withList = compileSim({ ...s, basicGeneration: [g.number] }, gw)
    // Special GENERATION cards do not count (REDRAW conditions a), NOTE).
    expect(withLookup.ok && withLookup.sim.basicField).toBe(1)
    expect(withLookup.ok && withLookup.sim.categories).toEqual([
      { mask: 0, count: 10 },
      { mask: 1, count: 30 },
      { mask: 2, count: 10 },
    ])
    expect(withList.ok && withList.sim.categories).toEqual(withLookup.ok && withLookup.sim.categories)
  })

  it('warns when a Gundam War deck has no Basic GENERATION card at all', () => {
    const r = compileSim({ ...spec(simDeck({ 'U-1': 4 }), [[['U-1'], 1]]), basicGeneration: [] }, getFormat('gundam-war')!.opening)
    expect(r.ok && r.sim.warnings).toEqual([expect.stringMatching(/no Basic GENERATION card: redraw a\) takes every first hand/)])
  })

  it('refuses a deck too small for the hand, shields and draws (5-2-2)', () => {
    const r = compileSim(spec(simDeck({ 'GD01-001': 4 }, 12), [[['GD01-001'], 1]], { byTurn: 2 }), GCG)
    expect(r).toEqual({
      ok: false,
      errors: [expect.stringMatching(/the deck has 12 cards; a 5-card hand, 6 shields and 2 draw\(s\) need 13/)],
      texts: [{ code: 'deck.too-small', params: { cards: 12, hand: 5, redraw: false, shields: 6, draws: 2, needed: 13, ref: GCG.ref } }],
    })
  })
})

describe('describeOpening: the opening in words, from the format data', () => {
  const refs = (id: string) => Object.fromEntries(describeOpening(getFormat(id)!).parts.map((p) => [p.kind, p.ref]))

  it('GCG: draw 5 (5-2-1-5), one redraw to the bottom (5-2-1-6-1), 6 shields (5-2-2), first player draws on turn 1 (Q15), EX Resource (Q25)', () => {
    const d = describeOpening(getFormat('gcg')!)
    expect(d.parts.map((p) => p.kind)).toEqual(['hand', 'redraw', 'shields', 'draw', 'resources'])
    expect(refs('gcg')).toEqual({ hand: '5-2-1-5', redraw: '5-2-1-6, 5-2-1-6-1, Q10', shields: '5-2-2', draw: 'Q15', resources: '5-2-4, Q25' })
    expect(d.parts[1]!.text).toContain('bottom of the deck, draw 5, then shuffle')
    expect(d.parts[2]!.text).toBe('6 shields from the top of the deck, unseen')
    expect(d.drawText).toContain("the first player's first turn included")
    expect(d.resources?.text).toContain('EX Resource')
    expect(d.playable.ref).toBe('2-8-1, 2-9-1')
    expect(d.redrawRef).toBe('5-2-1-6, 5-2-1-6-1, Q10')
    expect(d.redrawName).toBe('redraw')
  })

  it('Gundam War: draw 6, redraw a) and b), no shields, the first player skips the first draw (manual DRAW Phase); no GCG rule anywhere', () => {
    const d = describeOpening(getFormat('gundam-war')!)
    expect(d.parts.map((p) => p.kind)).toEqual(['hand', 'redraw', 'redraw', 'draw'])
    expect(d.parts[0]!.text).toBe('Draw 6 cards')
    expect(d.parts[1]!.text).toContain('no Basic GENERATION card')
    expect(d.parts[1]!.ref).toContain('REDRAW conditions a)')
    expect(d.parts[2]!.text).toContain('then draw 5, then 4, then 3')
    expect(d.parts[2]!.ref).toContain('REDRAW conditions b)')
    expect(d.drawText).toContain('the first player does not draw on their first turn')
    expect(d.drawRef).toContain('DRAW Phase')
    expect(d.resources).toBeNull()
    const words = JSON.stringify(d)
    expect(words).not.toMatch(/shield|Q\d+|\b\d+-\d+-\d+/i)
  })

  it('Forge: draw 7, one mulligan to 6 decided in secret, no shields, both players draw every turn (Mulligan Rule)', () => {
    const d = describeOpening(getFormat('forge')!)
    expect(d.parts.map((p) => p.kind)).toEqual(['hand', 'redraw', 'draw'])
    expect(d.parts[0]!.text).toBe('Draw 7 cards')
    expect(d.parts[1]!.text).toMatch(/^Mulligan once .*in secret.*then draw 6$/)
    expect(d.parts[1]!.ref).toContain('Mulligan Rule')
    expect(d.redrawName).toBe('mulligan')
    expect(d.drawRef).toContain('Refresh Phase')
    expect(JSON.stringify(d)).not.toMatch(/shield|Q\d+|\b\d+-\d+-\d+/i)
  })

  it('a redraw step is named as its format names it: Redraw, Mulligan to 6, Redraw a) / b)', () => {
    const words = (id: string) => {
      const o = getFormat(id)!.opening
      const s = redrawSteps(o)
      return s.ok ? s.steps.map((step) => redrawWords(step, o).label) : []
    }
    expect(words('gcg')).toEqual(['Redraw'])
    expect(words('forge')).toEqual(['Mulligan to 6'])
    expect(words('gundam-war')).toEqual(['Redraw a): no Basic GENERATION (draw 6)', 'Redraw b): draw 5', 'Redraw b): draw 4', 'Redraw b): draw 3'])
  })

  it('an opening without its own part refs cites the opening ref', () => {
    const d = describeOpening({ opening: opening({ ref: 'R', refs: undefined }) })
    expect(d.parts.map((p) => p.ref)).toEqual(['R', '5-2-1-6-1', 'R', 'R'])
  })
})

import { describe, expect, it } from 'vitest'
import { judge, judgeField, type Seen } from '../e2e/crash-judge'

/** A moment of a page showing a deck of `n` copies (and a name), saved or not. */
const at = (t: number, n: number | null, saved: boolean, more: Partial<Seen> = {}): Seen => ({
  doc: 'a',
  t,
  deck: 'd',
  saved,
  cards: n === null ? null : `main X×${n}`,
  name: 'Deck',
  notes: null,
  tags: null,
  game: null,
  draftName: 'Deck',
  draftNotes: null,
  draftTags: null,
  ...more,
})

describe('the crash journeys rule: what is stored after a kill, against what the page showed as saved', () => {
  // 30 copies added one click at a time; "Saved" at 30.
  const clicks = [at(0, 0, true), ...Array.from({ length: 30 }, (_, i) => at(10 + i, i + 1, false)), at(50, 30, true)]

  it('the last state shown as saved is kept: same', () => {
    expect(judgeField(clicks, [], 'd', 'cards', 'main X×30').verdict).toBe('same')
  })

  it('an older state coming back (a stale journal replayed over the saved deck) is told apart from an unknown one', () => {
    expect(judgeField(clicks, [], 'd', 'cards', 'main X×17')).toEqual({ verdict: 'older', claimed: 'main X×30' })
    expect(judgeField(clicks, [], 'd', 'cards', 'main X×99').verdict).toBe('lost')
  })

  it('a state shown after the last "Saved" (an edit not yet written) may be kept: newer', () => {
    const more = [...clicks, at(60, 31, false)]
    expect(judgeField(more, [], 'd', 'cards', 'main X×31').verdict).toBe('newer')
    expect(judgeField(more, [], 'd', 'cards', 'main X×30').verdict).toBe('same')
  })

  it('with two tabs, a tab still showing an older revision as saved (before it follows the other) claims nothing newer', () => {
    const tabs = [
      at(0, 4, true, { doc: 'a', revision: 5 }),
      at(10, 3, true, { doc: 'b', revision: 6 }),
      // Tab a redraws (another field) before it has followed b's save: still revision 5, still "Saved".
      at(12, 4, true, { doc: 'a', revision: 5 }),
    ]
    expect(judgeField(tabs, [], 'd', 'cards', 'main X×3').verdict).toBe('same')
    expect(judgeField(tabs, [], 'd', 'cards', 'main X×4')).toEqual({ verdict: 'older', claimed: 'main X×3' })
    // An edit made in the stale tab on its old base is new work: kept, it counts as newer.
    const edited = [...tabs, at(14, 5, false, { doc: 'a', revision: 5 })]
    expect(judgeField(edited, [], 'd', 'cards', 'main X×5').verdict).toBe('newer')
    // Without revisions the later moment is the claim, as before.
    const untold = tabs.map((s) => ({ ...s, revision: null }))
    expect(judgeField(untold, [], 'd', 'cards', 'main X×4').verdict).toBe('same')
  })

  it('a moment that did not show the lines (another tab of the editor) claims nothing about them', () => {
    const hidden = [...clicks, at(60, null, true)]
    expect(judgeField(hidden, [], 'd', 'cards', 'main X×30').verdict).toBe('same')
  })

  it('text still being typed is not claimed saved, but kept it counts as newer', () => {
    const typing = [at(0, 5, true, { name: 'Old', draftName: 'Old' }), at(1, 5, true, { name: 'Old', draftName: 'New na' })]
    expect(judgeField(typing, [], 'd', 'name', 'Old').verdict).toBe('same')
    expect(judgeField(typing, [], 'd', 'name', 'New na').verdict).toBe('newer')
  })

  it('two tabs: the last claim of either counts, and a version chosen in History counts as shown when it was chosen', () => {
    const tabs = [at(0, 4, true), at(1, 3, false), at(2, 3, true), at(3, 3, true, { doc: 'b' }), at(4, 2, false, { doc: 'b' }), at(5, 2, true, { doc: 'b' })]
    expect(judgeField(tabs, [], 'd', 'cards', 'main X×2').verdict).toBe('same')
    expect(judgeField(tabs, [], 'd', 'cards', 'main X×3').verdict).toBe('older')
    const chosen = { t: 6, deck: 'd', values: { cards: 'main X×4' } }
    expect(judgeField(tabs, [chosen], 'd', 'cards', 'main X×4').verdict).toBe('newer')
    expect(judgeField(tabs, [{ ...chosen, t: 1 }], 'd', 'cards', 'main X×4').verdict).toBe('older')
  })

  it('another deck, or a deck never shown as saved, claims nothing', () => {
    expect(judgeField(clicks, [], 'other', 'cards', 'main X×1').verdict).toBe('unclaimed')
    expect(judgeField([at(0, 3, false)], [], 'd', 'cards', 'main X×1').verdict).toBe('unclaimed')
  })

  it('the deck is judged on every field it has, the worst counting, each failing field named', () => {
    const r = judge(clicks, [], 'd', { cards: 'main X×30', name: 'Renamed', notes: null })
    expect(r.verdict).toBe('lost')
    expect(r.problems).toEqual(['name: lost, shown as saved "Deck", now "Renamed"'])
    expect(judge(clicks, [], 'd', { cards: 'main X×30', name: 'Deck' })).toEqual({ verdict: 'same', problems: [] })
  })
})

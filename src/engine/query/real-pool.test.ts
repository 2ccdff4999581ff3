import { describe, expect, it } from 'vitest'
import type { Card, Printing } from '~/schemas/card'
import { hasShared, NEEDS_SHARED, sharedText } from '../../../tests/shared'
import { importCardFile } from '../../io/cards/detect'
import { compareNumbers } from '../cards/pool'
import { searchCards } from './search'

// The real pool: each query's results must be exactly the rows a plain filter written here picks.
describe.skipIf(!hasShared)(`card search over the real pool ${NEEDS_SHARED}`, () => {
  const cards = hasShared ? importCardFile({ name: 'cards.json', text: sharedText('cards/gcg-api/cards.json') }).cards : []
  const rows = cards.flatMap((card) => card.printings.map((printing) => ({ card, printing })))
  const has = (s: string | null | undefined, part: string) => (s ?? '').toLowerCase().includes(part)
  const plain = (pred: (c: Card, p: Printing) => boolean) =>
    rows
      .filter((r) => pred(r.card, r.printing))
      .map((r) => r.printing.id)
      .sort()
  const search = (q: string) => {
    const r = searchCards(rows, q)
    expect(r.errors).toEqual([])
    return r.results.map((x) => x.printing.id).sort()
  }

  it('c:purple t:unit lv<=3 is the purple Units of level 3 or less, every printing', () => {
    const want = plain((c) => c.color === 'purple' && c.type === 'unit' && c.level !== null && c.level <= 3)
    expect(want.length).toBeGreaterThan(0)
    expect(search('c:purple t:unit lv<=3')).toEqual(want)
    const cardsWanted = new Set(want.map((id) => id.replace(/_p\d+$/, '')))
    expect(searchCards(rows, 'c:purple t:unit lv<=3', { printings: 'base' }).results).toHaveLength(cardsWanted.size)
  })

  it('each field agrees with a plain filter', () => {
    const checks: [string, (c: Card, p: Printing) => boolean][] = [
      ['trait:"Earth Federation" -t:pilot', (c) => c.traits.some((t) => has(t, 'earth federation')) && c.type !== 'pilot'],
      ['link:amuro', (c) => (c.link?.refs ?? []).some((r) => has(r.kind === 'pilot' ? r.name : r.trait, 'amuro'))],
      ['kw:blocker', (c) => c.keywords.some((k) => k.keyword === 'Blocker')],
      ['o:"draw 1"', (c) => has(c.text.replace(/\s+/g, ' '), 'draw 1')],
      ['is:parallel', (_, p) => /_p\d+$/.test(p.id)],
      ['set:GD03', (c, p) => c.set === 'GD03' || p.set === 'GD03' || c.number.startsWith('GD03-')],
      ['r:LR', (c, p) => (p.rarity ?? c.rarity) === 'LR'],
      ['cost>=5 or hp>=6', (c) => (c.cost ?? -1) >= 5 || (c.hp ?? -1) >= 6],
      ['t:command c:red,white', (c) => c.type === 'command' && (c.color === 'red' || c.color === 'white')],
      ['c:none', (c) => c.color === null],
      ['gundam', (c, p) => has(c.name, 'gundam') || has(c.number, 'gundam') || has(p.id, 'gundam')],
    ]
    for (const [q, pred] of checks) {
      const want = plain(pred)
      expect(want.length, q).toBeGreaterThan(0)
      expect(search(q), q).toEqual(want)
    }
  })

  it('number order is the pool order (compareNumbers), base print first', () => {
    const got = searchCards(rows, '', { printings: 'base' }).results.map((r) => r.card.number)
    expect(got).toEqual(cards.map((c) => c.number).sort(compareNumbers))
    const all = searchCards(rows, '').results.map((r) => r.printing.id)
    expect(all).toHaveLength(rows.length)
    expect(all.indexOf('GD01-001')).toBeLessThan(all.indexOf('GD01-001_p1'))
  })
})

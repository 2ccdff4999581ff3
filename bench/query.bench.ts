// Issue 5: card search. Median time of representative queries over every printing of the real pool
// (target under 5 ms) and over a synthetic 100,000-card pool (target under 50 ms). The index
// (folded text, number order) is built once per rows array and timed on its own.
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { prepareRows, searchCards, type SearchOptions } from '~/engine/query'
import { importCardFile } from '~/io/cards/detect'
import { card } from '~/engine/testing/builders'
import type { Card } from '~/schemas/card'
import { CARD_TYPES } from '~/schemas/card'
import { medianMs, type Reporter } from './harness'

const QUERIES: [string, SearchOptions?][] = [
  ['c:purple t:unit lv<=3'],
  ['gundam'],
  ['trait:"earth federation" -t:pilot', { sort: 'name' }],
  ['o:"draw 1" (c:red or c:blue)'],
  ['kw:blocker or kw:repair', { sort: 'cost', direction: 'desc' }],
  ['link:amuro'],
  ['is:parallel set:GD03 r:lr+'],
  ['', { sort: 'level' }],
]

function time(report: Reporter, label: string, rows: readonly { card: Card; printing: Card['printings'][number] }[], target: string) {
  const t0 = performance.now()
  prepareRows(rows)
  report.figure(`${label}: build the index (once per rows array)`, performance.now() - t0, 'ms')
  for (const [q, options] of QUERIES) {
    const n = searchCards(rows, q, options).results.length
    const ms = medianMs(() => searchCards(rows, q, options), 21, 3)
    const how = options ? ` [${Object.values(options).join(' ')}]` : ''
    report.figure(`${label}: ${q || '(everything)'}${how} -> ${n}`, ms, 'ms', target)
  }
}

/** Deterministic made-up cards with the real pool's shape: names, traits, text, links, keywords. */
function synthetic(count: number): Card[] {
  let seed = 42
  const rnd = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    return (seed >>> 8) % n
  }
  const words = ['Gundam', 'Zaku', 'Gouf', 'Dom', 'Unicorn', 'Barbatos', 'Aerial', 'Strike', 'Freedom', 'Wing', 'Custom', 'Type', 'Mk-II', 'Ⅱ', 'Heavy', 'Armed']
  const traits = ['Earth Federation', 'Zeon', 'White Base Team', 'Tekkadan', 'Academy', 'Titans', 'AEUG', 'Neo Zeon']
  const pilots = ['Amuro Ray', 'Char Aznable', 'Kira Yamato', 'Suletta Mercury', 'Mikazuki Augus', 'Heero Yuy']
  const colors = ['blue', 'green', 'red', 'white', 'purple', null]
  const sentences = ['Draw 1.', 'Deploy: Rest 1 enemy Unit.', 'During your turn, this Unit gets AP+1.', 'When Paired, choose 1 enemy Unit. Deal 2 damage to it.', 'Discard 1.', '<Blocker>', '<Repair 2>']
  const kws = ['Blocker', 'Repair', 'Breach', 'First Strike', 'High-Maneuver', 'Support', 'Suppression']
  return Array.from({ length: count }, (_, i) => {
    // In number order, as importers deliver a pool (mergePrintings sorts it).
    const set = `GD${String(1 + Math.floor(i / 2500)).padStart(2, '0')}`
    const number = `${set}-${String((i % 2500) + 1).padStart(4, '0')}`
    const type = CARD_TYPES[rnd(CARD_TYPES.length)]!
    const parallel = rnd(4) === 0
    return card({
      number,
      name: `${words[rnd(words.length)]} ${words[rnd(words.length)]} ${words[rnd(words.length)]}`,
      type,
      color: colors[rnd(colors.length)]!,
      level: rnd(10) === 0 ? null : rnd(9),
      cost: rnd(10) === 0 ? null : rnd(8),
      ap: rnd(5) === 0 ? null : rnd(7),
      hp: rnd(5) === 0 ? null : rnd(7),
      traits: [traits[rnd(traits.length)]!, traits[rnd(traits.length)]!],
      link: rnd(2) ? { raw: '', refs: [{ kind: 'pilot', name: pilots[rnd(pilots.length)]! }] } : null,
      keywords: rnd(3) === 0 ? [{ keyword: kws[rnd(kws.length)]!, value: null }] : [],
      text: `${sentences[rnd(sentences.length)]}\n${sentences[rnd(sentences.length)]}`,
      set,
      rarity: ['C', 'U', 'R', 'LR'][rnd(4)]!,
      printings: [{ id: parallel ? `${number}_p1` : number, rarity: parallel ? 'LR +' : 'C', set, imageUrl: null }],
    })
  })
}

export default function query(report: Reporter) {
  const text = readFileSync(new URL('../../shared/cards/gcg-api/cards.json', import.meta.url), 'utf8')
  const real = importCardFile({ name: 'cards.json', text }).cards
  time(report, 'real pool, 1,816 printings', real.flatMap((c) => c.printings.map((printing) => ({ card: c, printing }))), '< 5 ms')
  const fake = synthetic(100_000)
  const rows = fake.map((c) => ({ card: c, printing: c.printings[0]! }))
  time(report, 'synthetic 100,000 cards', rows, '< 50 ms')
  const shuffled = [...rows].reverse()
  const t0 = performance.now()
  prepareRows(shuffled)
  report.figure('synthetic 100,000 cards: build the index from rows out of order', performance.now() - t0, 'ms')
}

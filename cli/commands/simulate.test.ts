import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORMATS } from '~/engine/formats/registry'
import { hasShared, NEEDS_SHARED, SHARED } from '../../tests/shared'
import { run } from '../main'

function C(n: number, k: number): number {
  let r = 1
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1)
  return r
}

// Our own fixture: four cards in CSV, a 50-card deck of 4 TS09-001, 4 TS09-002, 2 TS09-003, 40 TS09-004.
const dir = mkdtempSync(join(tmpdir(), 'gundeck-simulate-'))
const cards = join(dir, 'cards.csv')
writeFileSync(
  cards,
  [
    'number,name,type,color,level,cost,printing',
    ...['001', '002', '003', '004'].map((n) => `TS09-${n},Card ${n},unit,blue,2,1,`),
    'TS09-001,Card 001,unit,blue,2,1,TS09-001_p1',
  ].join('\n'),
)
const deckFile = join(dir, 'deck.txt')
writeFileSync(deckFile, ['# Main deck', '4 TS09-001', '4 TS09-002', '2 TS09-003', '40 TS09-004', '# Resource deck', '10 TS09-004'].join('\n'))

function gundeck(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = run(['simulate', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const json = (...args: string[]) => {
  const r = gundeck(deckFile, '--cards', cards, '--json', ...args)
  expect(r.err).toBe('')
  expect(r.code).toBe(0)
  return JSON.parse(r.out) as { exact: number | null; monteCarlo: { p: number; trials: number; stdError: number } | null; seed: number | null }
}

describe('gundeck simulate', () => {
  it('reads the deck in any form gundeck writes: a deck code gives the same odds', () => {
    const out: string[] = []
    expect(run(['convert', deckFile, '--cards', cards, '--to', 'code'], { out: (t) => out.push(t), err: () => {} })).toBe(0)
    const codeFile = join(dir, 'deck.code.txt')
    writeFileSync(codeFile, out.join('\n'))
    const r = gundeck(codeFile, '--cards', cards, '--json', '--hit', 'TS09-001,TS09-002', '--trials', '0')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out).exact).toBeCloseTo(0.8567559261, 9)
  })

  it('prints exactly {exact, monteCarlo: {p, trials, stdError}, seed} with --json', () => {
    const r = json('--hit', 'TS09-001,TS09-002', '--redraw', 'if-miss', '--trials', '200000', '--seed', '42')
    expect(Object.keys(r)).toEqual(['exact', 'monteCarlo', 'seed'])
    expect(Object.keys(r.monteCarlo!)).toEqual(['p', 'trials', 'stdError'])
    expect(r.exact).toBeCloseTo(0.8567559261, 9)
    expect(r.seed).toBe(42)
    expect(r.monteCarlo!.trials).toBe(200_000)
    expect(Math.abs(r.monteCarlo!.p - r.exact!)).toBeLessThan(4 * r.monteCarlo!.stdError)
  })

  it('gives the same answer for the same seed', () => {
    const args = ['--hit', 'TS09-003', '--by-turn', '2', '--trials', '20000', '--seed', '9']
    expect(json(...args)).toEqual(json(...args))
  })

  it('with --trials 0 gives exact odds only: monteCarlo and seed are null', () => {
    expect(json('--hit', 'TS09-001', '--redraw', 'never', '--trials', '0')).toEqual({
      exact: expect.closeTo(1 - C(46, 5) / C(50, 5), 12),
      monteCarlo: null,
      seed: null,
    })
  })

  it('reads N as "at least N", a printing as its number, and needs every --hit to hold', () => {
    const atLeastTwo = 1 - C(42, 5) / C(50, 5) - (8 * C(42, 4)) / C(50, 5)
    expect(json('--hit', 'TS09-001,TS09-002:2', '--redraw', 'never', '--trials', '0').exact).toBeCloseTo(atLeastTwo, 12)
    expect(json('--hit', 'TS09-001_p1', '--redraw', 'never', '--trials', '0').exact).toBeCloseTo(1 - C(46, 5) / C(50, 5), 12)
    const both = 1 - C(46, 5) / C(50, 5) - C(46, 5) / C(50, 5) + C(42, 5) / C(50, 5)
    expect(json('--hit', 'TS09-001', '--hit', 'TS09-002', '--redraw', 'never', '--trials', '0').exact).toBeCloseTo(both, 12)
  })

  it('--by-turn counts one draw a turn for either player (Q15)', () => {
    const byTurn3 = 1 - C(46, 8) / C(50, 8)
    expect(json('--hit', 'TS09-001', '--redraw', 'never', '--by-turn', '3', '--trials', '0').exact).toBeCloseTo(byTurn3, 12)
    expect(json('--hit', 'TS09-001', '--redraw', 'never', '--by-turn', '3', '--player', 'second', '--trials', '0').exact).toBeCloseTo(byTurn3, 12)
  })

  it('prints a readable report without --json', () => {
    const r = gundeck(deckFile, '--cards', cards, '--hit', 'TS09-001,TS09-002', '--trials', '10000', '--seed', '3')
    expect(r.code).toBe(0)
    expect(r.out).toContain('at least 1 of TS09-001, TS09-002 (8 in the deck)')
    expect(r.out).toContain('Redraw: when the opening hand misses the condition (5-2-1-6, 5-2-1-6-1, Q10)')
    expect(r.out).toContain('Exact:        85.6756 %')
    expect(r.out).toMatch(/Monte Carlo: {2}\d+\.\d{4} % ± 0\.\d{4} % \(1 standard error; 10,000 trials, seed 3\)/)
  })

  it('--redraw optimal: the JSON adds "policy", one entry a first hand, and beats if-miss on a near miss', () => {
    const args = ['--hit', 'TS09-001,TS09-002:2', '--by-turn', '3']
    const r = json(...args, '--redraw', 'optimal', '--trials', '200000', '--seed', '15') as ReturnType<typeof json> & {
      policy: { hand: Record<string, number>; keep: number; redraw: number; choice: string }[]
    }
    expect(Object.keys(r)).toEqual(['exact', 'monteCarlo', 'seed', 'policy'])
    expect(Math.abs(r.monteCarlo!.p - r.exact!)).toBeLessThan(4 * r.monteCarlo!.stdError)
    // Hands of 5 with 0..5 of the 8 cards of group 1.
    expect(r.policy.map((e) => e.hand)).toEqual([0, 1, 2, 3, 4, 5].map((n) => ({ group1: n, other: 5 - n })))
    for (const e of r.policy) {
      expect(Object.keys(e)).toEqual(['hand', 'keep', 'redraw', 'choice'])
      expect(e.choice).toBe(e.keep >= e.redraw ? 'keep' : 'redraw')
    }
    expect(r.policy.map((e) => e.choice)).toEqual(['redraw', 'keep', 'keep', 'keep', 'keep', 'keep'])
    const ifMiss = json(...args, '--trials', '0')
    expect(r.exact!).toBeGreaterThan(ifMiss.exact! + 0.001)
    expect(Object.keys(ifMiss)).toEqual(['exact', 'monteCarlo', 'seed'])
  })

  it('--redraw optimal in the readable report: the policy in words and as a table', () => {
    const r = gundeck(deckFile, '--cards', cards, '--hit', 'TS09-001,TS09-002:2', '--by-turn', '3', '--redraw', 'optimal', '--trials', '0')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Redraw: the best decision, by the exact chances of keeping and of redrawing each hand (5-2-1-6, 5-2-1-6-1, Q10)')
    expect(r.out).toContain('Best decision: Redraw when you hold 0 of group 1.')
    expect(r.out).toMatch(/ {2}g1:0 +\d+\.\d\d % +\d+\.\d\d % +redraw/)
  })

  it('warns on stderr about a group card the deck does not hold', () => {
    const r = gundeck(deckFile, '--cards', cards, '--hit', 'TS09-001', '--hit', 'TS09-003:3', '--trials', '0', '--json')
    expect(r.code).toBe(0)
    expect(r.err).toBe('warning: group 2 asks for at least 3 but the deck has 2 of its cards: it never holds')
    expect(JSON.parse(r.out).exact).toBe(0)
  })

  const base = [deckFile, '--cards', cards]
  it.each([
    ['no deck list', ['--hit', 'TS09-001', '--cards', cards], /no deck list given/],
    ['no --cards', [deckFile, '--hit', 'TS09-001'], /--cards PATH is required/],
    ['no --hit', base, /--hit NUMBERS\[:N\] is required/],
    ['at least 0', [...base, '--hit', 'TS09-001:0'], /--hit "TS09-001:0": N must be a whole number from 1 to 60/],
    ['a count that is not a number', [...base, '--hit', 'TS09-001:x'], /--hit "TS09-001:x": expected NUMBERS\[:N\]/],
    ['an unknown card', [...base, '--hit', 'GD99-001'], /no card GD99-001 in the card data/],
    ['a third player', [...base, '--hit', 'TS09-001', '--player', 'third'], /--player must be first or second/],
    ['an unknown redraw policy', [...base, '--hit', 'TS09-001', '--redraw', 'always'], /--redraw must be never, if-miss or optimal/],
    ['negative trials', [...base, '--hit', 'TS09-001', '--trials', '-5'], /--trials/],
    ['a turn in words', [...base, '--hit', 'TS09-001', '--by-turn', 'two'], /--by-turn must be a whole number/],
    ['a seed too large', [...base, '--hit', 'TS09-001', '--seed', '4294967296'], /--seed must be a whole number from 0 to 4,294,967,295/],
    ['an unknown format', [...base, '--hit', 'TS09-001', '--format', 'nope'], /unknown format "nope"/],
    ['more draws than the deck holds', [...base, '--hit', 'TS09-001', '--by-turn', '45'], /cannot simulate .*the deck has 50 cards/],
    ['a missing deck file', [join(dir, 'missing.txt'), '--cards', cards, '--hit', 'TS09-001'], /cannot read deck list .*no such file/],
    ['an unknown option', [...base, '--hit', 'TS09-001', '--colour'], /Unknown option '--colour'/],
    ['an unknown language', [...base, '--hit', 'TS09-001', '--lang', 'xx'], /--lang must be one of en, ja, not "xx"/],
  ])('exits 2 with a message for a usage error: %s', (_, args, message) => {
    const r = gundeck(...(args as string[]))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(message)
    expect(r.out).toBe('')
  })
})

// The whole English report of a question that prints every kind of line, as gundeck has always printed it.
const ENGLISH_REPORT = `Format: Gundam Card Game (official ban list) [gcg]; opening 5-2-1-5, 5-2-1-6, 5-2-2, Q10, Q12, Q15, Q25
Deck: deck.txt, 50 main-deck cards
Opening:
  Draw 5 cards (5-2-1-5)
  Redraw once if you wish: the whole hand to the bottom of the deck, draw 5, then shuffle the deck (5-2-1-6, 5-2-1-6-1, Q10)
  6 shields from the top of the deck, unseen (5-2-2)
  One card each draw phase, the first player's first turn included (Q15)
  One resource a turn; the second player also has an EX Resource, which counts for Lv. and cost (5-2-4, Q25)
Condition (all must hold):
  at least 2 of TS09-001, TS09-002 (8 in the deck)
  at least 1 of TS09-003 (2 in the deck)
Seen: the final hand plus 3 draw(s), by the end of the first player's turn 3 draw phase (Q15)
Redraw: the best decision, by the exact chances of keeping and of redrawing each hand (5-2-1-6, 5-2-1-6-1, Q10)
Best decision: Redraw when you hold 0 of group 1 and fewer than 2 of group 2; or 1 of group 1 and 0 of group 2.
  hand (cards per group)   keep        redraw      choice
  g1:0 g2:0                0.39 %      11.26 %     redraw
  g1:0 g2:1                7.70 %      8.04 %      redraw
  g1:0 g2:2                7.70 %      4.57 %      keep
  g1:1 g2:0                3.90 %      9.98 %      redraw
  g1:1 g2:1                40.55 %     7.09 %      keep
  g1:1 g2:2                40.55 %     3.98 %      keep
  g1:2 g2:0                13.03 %     8.71 %      keep
  g1:2 g2:1                100.00 %    6.15 %      keep
  g1:2 g2:2                100.00 %    3.39 %      keep
  g1:3 g2:0                13.03 %     7.46 %      keep
  g1:3 g2:1                100.00 %    5.23 %      keep
  g1:3 g2:2                100.00 %    2.81 %      keep
  g1:4 g2:0                13.03 %     6.24 %      keep
  g1:4 g2:1                100.00 %    4.33 %      keep
  g1:5 g2:0                13.03 %     5.07 %      keep

Exact:        15.1362 %
Monte Carlo:  15.0200 % ± 0.5053 % (1 standard error; 5,000 trials, seed 7)`

describe('gundeck simulate --lang', () => {
  const question = [
    deckFile,
    '--cards',
    cards,
    '--hit',
    'TS09-001,TS09-002:2',
    '--hit',
    'TS09-003',
    '--redraw',
    'optimal',
    '--by-turn',
    '3',
    '--trials',
    '5000',
    '--seed',
    '7',
  ]
  /** The English words left in a report once its values (the format's name, card numbers, the file) are taken out. */
  const englishLeft = (text: string) =>
    (
      text
        .replaceAll(FORMATS.get('gcg')!.name, '')
        .replace(/TS09-\d+|deck\.txt|\[gcg\]/g, '')
        .match(/[A-Za-z]{2,}/g) ?? []
    ).filter((w) => !['EX', 'Lv'].includes(w))

  it('prints the English report byte for byte as before, with --lang en or without --lang', () => {
    const plain = gundeck(...question)
    expect(plain.code).toBe(0)
    expect(plain.err).toBe('')
    expect(plain.out).toBe(ENGLISH_REPORT)
    expect(gundeck(...question, '--lang', 'en').out).toBe(ENGLISH_REPORT)
    expect(englishLeft(plain.out).length).toBeGreaterThan(20)
  })

  it('--lang ja prints the report in Japanese: every line, the opening and the best decision, percents as ja-JP writes them', () => {
    const r = gundeck(...question, '--lang', 'ja')
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    const lines = r.out.split('\n')
    expect(lines[0]).toBe('フォーマット：Gundam Card Game (official ban list) [gcg]（ゲームの準備：5-2-1-5, 5-2-1-6, 5-2-2, Q10, Q12, Q15, Q25）')
    expect(lines[1]).toBe('デッキ：deck.txt、メインデッキ50枚')
    expect(lines).toContain('  5枚引く（5-2-1-5）')
    expect(lines).toContain('  デッキの上から6枚をシールドに（見ない）（5-2-2）')
    expect(lines).toContain('  TS09-001、TS09-002のうち2枚以上（デッキに8枚）')
    expect(lines).toContain('見る範囲：最終的な手札と、先攻のターン3のドローフェイズまでに引いた3枚（Q15）')
    expect(lines).toContain('引き直し：最善の判断。各手札をキープ時と引き直し時の厳密な確率で決める（5-2-1-6, 5-2-1-6-1, Q10）')
    expect(lines).toContain('最善の判断：グループ1が0枚かつグループ2が2枚未満、またはグループ1が1枚かつグループ2が0枚の手札は引き直す。')
    expect(lines).toContain('  G1:0 G2:0                   0.39 %      11.26 %     引き直し')
    expect(lines).toContain('厳密計算：      15.1362 %')
    expect(lines).toContain('モンテカルロ法：15.0200 % ± 0.5053 %（±は標準誤差1つ分。5,000回の試行、シード 7）')
    // As many lines as the English report: none left out, none added.
    expect(lines).toHaveLength(ENGLISH_REPORT.split('\n').length)
    expect(englishLeft(r.out)).toEqual([])
  })

  it('--lang ja words the other redraws and a run without Monte Carlo', () => {
    const r = gundeck(deckFile, '--cards', cards, '--hit', 'TS09-001', '--player', 'second', '--by-turn', '2', '--trials', '0', '--lang', 'ja')
    expect(r.code).toBe(0)
    expect(r.out).toContain('見る範囲：最終的な手札と、後攻のターン2のドローフェイズまでに引いた2枚（Q15）')
    expect(r.out).toContain('引き直し：初手が条件を満たさなければ引き直す（5-2-1-6, 5-2-1-6-1, Q10）')
    expect(r.out).toContain('モンテカルロ法：実行していません（--trials 0）')
    expect(englishLeft(r.out.replace('--trials', ''))).toEqual([])
    const never = gundeck(deckFile, '--cards', cards, '--hit', 'TS09-001', '--redraw', 'never', '--trials', '0', '--lang', 'ja').out
    expect(never).toContain('見る範囲：初手のみ\n引き直し：しない')
  })

  it('--json is the same whatever --lang says', () => {
    const json = gundeck(...question, '--json').out
    expect(JSON.parse(json)).toHaveProperty('policy')
    expect(gundeck(...question, '--json', '--lang', 'ja').out).toBe(json)
    expect(gundeck(...question, '--json', '--lang', 'en').out).toBe(json)
  })
})

describe.skipIf(!hasShared)(`gundeck simulate on an official deck ${NEEDS_SHARED}`, () => {
  it('deck-004: four ST01-001 Gundam, redraw if missed, opening hand', () => {
    const r = gundeck(join(SHARED, 'decks/official/deck-004.txt'), '--cards', join(SHARED, 'cards/gcg-api'), '--hit', 'ST01-001', '--trials', '0', '--json')
    expect(r.code).toBe(0)
    const q = (C(46, 5) / C(50, 5)) * (C(41, 5) / C(45, 5))
    expect(JSON.parse(r.out).exact).toBeCloseTo(1 - q, 12)
  })
})

describe('gundeck simulate --format forge | gundam-war', () => {
  const forgeCards = join(dir, 'forge.csv')
  writeFileSync(
    forgeCards,
    ['number,name,type,game,color', 'FG-001,Unit A,Unit,forge,White', 'FG-002,Basic Resource,Basic Resource,forge,Colorless'].join('\n'),
  )
  const forgeDeck = join(dir, 'forge.txt')
  writeFileSync(forgeDeck, '4 FG-001\n56 FG-002\n')
  const forge = (...args: string[]) => gundeck(forgeDeck, '--cards', forgeCards, '--format', 'forge', '--hit', 'FG-001', ...args)

  it('Forge: 7 cards, one mulligan to 6 if the hand misses (Mulligan Rule)', () => {
    const r = forge('--trials', '200000', '--seed', '11', '--json')
    expect(r.err).toBe('')
    const out = JSON.parse(r.out) as { exact: number; monteCarlo: { p: number; stdError: number } }
    expect(out.exact).toBeCloseTo(1 - (C(56, 7) / C(60, 7)) * (C(56, 6) / C(60, 6)), 12)
    expect(Math.abs(out.monteCarlo.p - out.exact)).toBeLessThan(4 * out.monteCarlo.stdError)
    expect(JSON.parse(forge('--redraw', 'never', '--trials', '0', '--json').out).exact).toBeCloseTo(1 - C(56, 7) / C(60, 7), 12)
  })

  it('Forge: the report names the mulligan and its hand size', () => {
    const r = forge('--trials', '0')
    expect(r.code).toBe(0)
    expect(r.out).toContain('Redraw: when the opening hand misses the condition, drawing 6 (Forge rules v1.0, Advanced Rules, Mulligan Rule)')
  })

  // 3 U-1, 37 CH-1, 6 Basic GENERATION G-1 and 4 Special GENERATION G-2, which redraw a) does not count.
  const warCards = join(dir, 'war.csv')
  writeFileSync(
    warCards,
    [
      'number,name,type,game,color,printed_number,generation',
      '101010001,Gundam,UNIT,gundam-war,blue,U-1,',
      '102020001,Char,CHARACTER,gundam-war,green,CH-1,',
      '101050001,Blue G,GENERATION,gundam-war,blue,G-1,basic',
      '101050002,Special G,GENERATION,gundam-war,blue,G-2,special',
    ].join('\n'),
  )
  const warDeck = join(dir, 'war.txt')
  writeFileSync(warDeck, '3 U-1\n37 CH-1\n6 G-1\n4 G-2\n')
  const war = (...args: string[]) => gundeck(warDeck, '--cards', warCards, '--format', 'gundam-war', '--hit', 'U-1', ...args)
  const q = (n: number, size: number) => C(50 - n, size) / C(50, size)

  it('reads Gundam War deck lines by printed number (U-1) as the card they print', () => {
    expect(war('--trials', '0').out).toContain('at least 1 of 101010001 (3 in the deck)')
  })

  it('Gundam War, never: still redraw a) of a hand with no Basic GENERATION (Special ones do not count)', () => {
    const r = war('--redraw', 'never', '--trials', '0', '--json')
    expect(r.err).toBe('')
    const keptWithHit = 1 - q(3, 6) - q(6, 6) + q(9, 6)
    expect(JSON.parse(r.out).exact).toBeCloseTo(keptWithHit + q(6, 6) * (1 - q(3, 6)), 12)
  })

  it('Gundam War, if-miss: Monte Carlo agrees; the first player does not draw on turn 1', () => {
    const r = JSON.parse(war('--by-turn', '1', '--trials', '200000', '--seed', '5', '--json').out) as {
      exact: number
      monteCarlo: { p: number; stdError: number }
    }
    const turn0 = JSON.parse(war('--trials', '0', '--json').out) as { exact: number }
    expect(r.exact).toBeCloseTo(turn0.exact, 12)
    expect(Math.abs(r.monteCarlo.p - r.exact)).toBeLessThan(4 * r.monteCarlo.stdError)
    const second = JSON.parse(war('--by-turn', '1', '--player', 'second', '--trials', '0', '--json').out) as { exact: number }
    expect(second.exact).toBeGreaterThan(r.exact)
  })

  it('Gundam War: the report says redraw a) is always taken and redraw b) draws 5, 4, 3', () => {
    const r = war('--trials', '0')
    expect(r.out).toContain(
      'Redraw a): a hand with no Basic GENERATION card is shown and redrawn, always (Gundam War instruction manual, ch. 2 Gameplay, REDRAW conditions a))',
    )
    expect(r.out).toContain(
      'Redraw: when the opening hand misses the condition, drawing 5, then 4, then 3 (Gundam War instruction manual, ch. 2 Gameplay, REDRAW conditions b))',
    )
  })

  it('Gundam War: the report lists the opening from the format data, with no shields and no GCG rule; by turn it cites the DRAW Phase', () => {
    const r = war('--trials', '0', '--by-turn', '2')
    expect(r.out).toContain('Opening:\n  Draw 6 cards (Gundam War instruction manual')
    expect(r.out).toContain('the first player does not draw on their first turn (Gundam War instruction manual, DRAW Phase)')
    expect(r.out).toContain('turn 2 draw phase (Gundam War instruction manual, DRAW Phase)')
    expect(r.out).not.toMatch(/shield|Q\d+|\b\d+-\d+-\d+\b/i)
  })

  it('Forge, --redraw optimal: the mulligan decided by the exact chances (shuffle back, 7 then 6)', () => {
    const r = JSON.parse(forge('--redraw', 'optimal', '--by-turn', '1', '--trials', '100000', '--seed', '2', '--json').out) as {
      exact: number
      monteCarlo: { p: number; stdError: number }
      policy: { hand: Record<string, number>; choice: string }[]
    }
    expect(Math.abs(r.monteCarlo.p - r.exact)).toBeLessThan(4 * r.monteCarlo.stdError)
    // One mulligan: no "step"; a 7-card hand with none of the 4 is mulliganed, any other kept.
    expect(r.policy.every((e) => Object.keys(e).join() === 'hand,keep,redraw,choice')).toBe(true)
    expect(r.policy.filter((e) => e.choice === 'redraw').map((e) => e.hand)).toEqual([{ group1: 0, other: 7 }])
    const ifMiss = JSON.parse(forge('--by-turn', '1', '--trials', '0', '--json').out).exact as number
    expect(r.exact).toBeCloseTo(ifMiss, 12)
  })

  it("the help gives each format's opening with its rules, from the same words as the report", () => {
    const help = gundeck('--help').out.replace(/\s+/g, ' ')
    expect(help).toMatch(/gcg, gcg-open: Draw 5 cards \(5-2-1-5\)/)
    expect(help).toContain('6 shields from the top of the deck, unseen (5-2-2)')
    expect(help).toMatch(/forge: Draw 7 cards/)
    expect(help).toMatch(/gundam-war, gundam-war-starter: Draw 6 cards/)
  })
})

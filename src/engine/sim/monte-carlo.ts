import type { MonteCarloResult } from '~/schemas/sim'
import type { CompiledSim } from './compile'
import { solveOptimal, type OptimalPolicy } from './optimal'
import { redrawPlan } from './redraw'
import type { Rng } from './rng'

const TWO_TO_MINUS_32 = 2.3283064365386963e-10
/** Each group's count sits in 7 bits; four groups a 32-bit word, two words for up to eight. */
const FIELD_BITS = 7
const FIELDS_PER_WORD = 4
const HIGH = 64
/**
 * Trials per call of the trial loop. A run is many calls, and the process's first calls are short: V8
 * gathers type feedback for the whole loop function, the code after the loop included, before it
 * compiles the loop. Compiled in the middle of one long first call, that code had never run, and in
 * Chromium the optimized loop was thrown away at its end on every call (a deopt each time): the worker
 * took millions of trials to reach full speed. Calls only split the same sequence: same seed, same answer.
 */
const BLOCK = 4096
const SHORT_BLOCK = 16
const SHORT_CALLS = 32
let shortCalls = 0

/**
 * Seeded Monte Carlo of the opening, trial by trial as the rules play it: shuffle and draw the hand
 * (5-2-1-2, 5-2-1-5), each redraw the policy takes (5-2-1-6-1), the shields (5-2-2), then one draw a
 * draw phase (Q15). Shuffles are partial Fisher-Yates over one byte array that is never reset: a
 * partial shuffle of any order gives uniformly random top cards, so trials are independent and no
 * trial copies or allocates anything.
 *
 * Group counts are kept packed: every card adds its groups' 7-bit fields to one or two words; adding
 * 64 - need to a field sets its top bit exactly when the count reaches the need, so the whole
 * condition is one mask test.
 */
export class MonteCarlo {
  trials = 0
  hits = 0
  private readonly deck: Uint8Array
  private readonly lo: Int32Array
  private readonly hi: Int32Array
  private readonly condBiasLo: number
  private readonly condBiasHi: number
  private readonly condHighLo: number
  private readonly condHighHi: number
  /** The redraw policy as a test on the hand's words: redraw when (word + bias) & high === want. */
  private readonly policyWord: 0 | 1
  private readonly policyBias: number
  private readonly policyHigh: number
  private readonly policyWant: number
  private readonly redraws: number
  /** Redraws other than GCG's to the bottom: played by `runShuffles`, not the GCG fast path. */
  private readonly shuffles: boolean
  private readonly basicWord: 0 | 1
  private readonly basicMask: number
  /**
   * The 'optimal' policy as a lookup: a hand's index is the sum of its cards' weights (optimal.ts
   * HandIndex, all 0 under other policies), and `table[step * tableSize + index]` is 1 to redraw.
   */
  private readonly weights: Int32Array
  private readonly table: Uint8Array
  private readonly tableSize: number

  /** Under the 'optimal' policy, `optimal` is its solution (solved here when not given). */
  constructor(
    private readonly sim: CompiledSim,
    private readonly rng: Rng,
    optimal?: OptimalPolicy,
  ) {
    this.deck = sim.cards.slice()
    const words = sim.categories.map((c) => packed(c.mask, 1))
    this.lo = Int32Array.from(words, (w) => w[0])
    this.hi = Int32Array.from(words, (w) => w[1])
    let biasLo = 0
    let biasHi = 0
    sim.needs.forEach((need, f) => {
      const [l, h] = packed(1 << f, HIGH - need)
      biasLo += l
      biasHi += h
    })
    const condMask = (1 << sim.needs.length) - 1
    ;[this.condHighLo, this.condHighHi] = packed(condMask, HIGH)
    this.condBiasLo = biasLo
    this.condBiasHi = biasHi
    const p = sim.policy
    this.weights = new Int32Array(sim.categories.length)
    this.table = new Uint8Array(0)
    this.tableSize = 0
    switch (p.kind) {
      case 'optimal': {
        this.redraws = sim.steps.length
        this.policyWord = 0
        this.policyBias = this.policyHigh = this.policyWant = 0
        let policy = optimal
        if (!policy) {
          const solved = solveOptimal(sim)
          if (!solved.ok) throw new Error(solved.message)
          policy = solved.policy
        }
        // Built once: every step's table side by side.
        this.weights = policy.index.weights
        this.tableSize = policy.index.size
        this.table = new Uint8Array(this.tableSize * sim.steps.length)
        policy.tables.forEach((t, k) => {
          if (t) this.table.set(t, k * this.tableSize)
        })
        break
      }
      case 'never':
        this.redraws = 0
        this.policyWord = 0
        this.policyBias = this.policyHigh = this.policyWant = 0
        break
      case 'if-miss':
        // Handled with the condition test itself.
        this.redraws = sim.steps.length
        this.policyWord = 0
        this.policyBias = this.policyHigh = this.policyWant = 0
        break
      case 'if-fewer': {
        this.redraws = sim.steps.length
        this.policyWord = p.field < FIELDS_PER_WORD ? 0 : 1
        const [bl, bh] = packed(1 << p.field, HIGH - p.fewerThan)
        const [hl, hh] = packed(1 << p.field, HIGH)
        this.policyBias = this.policyWord === 0 ? bl : bh
        this.policyHigh = this.policyWord === 0 ? hl : hh
        this.policyWant = 0
        break
      }
    }
    this.shuffles = redrawPlan(sim.steps).fromRest.some((rest) => !rest)
    const bf = sim.basicField ?? 0
    this.basicWord = bf < FIELDS_PER_WORD ? 0 : 1
    // All 7 bits of the Basic GENERATION field: zero exactly when the hand holds none.
    this.basicMask = packed(1 << bf, (1 << FIELD_BITS) - 1)[this.basicWord]
    // redrawSteps never mixes a bottom redraw with the others (the fast path plays only bottom ones).
    if (this.shuffles && redrawPlan(sim.steps).fromRest.some((rest) => rest)) throw new Error('no Monte Carlo for a bottom redraw mixed with other redraws')
  }

  /** Play `trials` more openings. */
  run(trials: number): void {
    for (let done = 0; done < trials;) {
      const n = Math.min(shortCalls < SHORT_CALLS ? (shortCalls++, SHORT_BLOCK) : BLOCK, trials - done)
      if (this.shuffles) this.runShuffles(n)
      else this.runBottom(n)
      done += n
    }
  }

  /** GCG's openings, whose redraws put the hand at the bottom: the common case, written inline for speed. */
  private runBottom(trials: number): void {
    const d = this.deck
    const lo = this.lo
    const hi = this.hi
    const { deckSize: n, handSize: h, shields, draws } = this.sim
    const cbl = this.condBiasLo
    const cbh = this.condBiasHi
    const chl = this.condHighLo
    const chh = this.condHighHi
    const ifMiss = this.sim.policy.kind === 'if-miss'
    const best = this.sim.policy.kind === 'optimal'
    const wt = this.weights
    const tbl = this.table
    const ts = this.tableSize
    const redraws = this.redraws
    const pw = this.policyWord
    const pb = this.policyBias
    const ph = this.policyHigh
    const pwant = this.policyWant
    const firstDraw = h + shields
    const end = firstDraw + draws
    const rng = this.rng
    let s0 = rng.s0
    let s1 = rng.s1
    let s2 = rng.s2
    let s3 = rng.s3
    let hits = 0
    for (let trial = 0; trial < trials; trial++) {
      // 5-2-1-2, 5-2-1-5: shuffle, draw the hand (positions 0..h-1).
      for (let i = 0; i < h; i++) {
        const m = Math.imul(s1, 5)
        const r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0
        const t = s1 << 9
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = (s3 << 11) | (s3 >>> 21)
        const j = i + Math.floor(r * (n - i) * TWO_TO_MINUS_32)
        const x = d[i]!
        d[i] = d[j]!
        d[j] = x
      }
      let wl = 0
      let wh = 0
      let ix = 0
      for (let i = 0; i < h; i++) {
        const c = d[i]!
        wl += lo[c]!
        wh += hi[c]!
        ix += wt[c]!
      }
      let met = ((wl + cbl) & chl) === chl && ((wh + cbh) & chh) === chh
      for (let k = 0; k < redraws; k++) {
        const redraw = best ? tbl[k * ts + ix] === 1 : ifMiss ? !met : (((pw === 0 ? wl : wh) + pb) & ph) === pwant
        if (!redraw) break
        // The 'rest' redraw of redraw.ts, written inline for speed (the test above is its
        // wantsRedraw as a mask test). 5-2-1-6-1: the hand to the bottom, the next h cards become
        // the hand; then the deck (positions h..n-1, the old hand among them) is shuffled, which the
        // draws below do.
        for (let i = h; i < 2 * h; i++) {
          const m = Math.imul(s1, 5)
          const r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0
          const t = s1 << 9
          s2 ^= s0
          s3 ^= s1
          s1 ^= s2
          s0 ^= s3
          s2 ^= t
          s3 = (s3 << 11) | (s3 >>> 21)
          const j = i + Math.floor(r * (n - i) * TWO_TO_MINUS_32)
          const x = d[i]!
          d[i] = d[j]!
          d[j] = x
        }
        wl = 0
        wh = 0
        ix = 0
        for (let i = 0; i < h; i++) {
          const x = d[i]!
          const c = d[h + i]!
          d[i] = c
          d[h + i] = x
          wl += lo[c]!
          wh += hi[c]!
          ix += wt[c]!
        }
        met = ((wl + cbl) & chl) === chl && ((wh + cbh) & chh) === chh
      }
      // 5-2-2: six shields from the top, unseen; then one card each draw phase (Q15). Once the
      // condition holds, more cards cannot undo it.
      if (!met && draws > 0) {
        for (let i = h; i < end; i++) {
          const m = Math.imul(s1, 5)
          const r = Math.imul((m << 7) | (m >>> 25), 9) >>> 0
          const t = s1 << 9
          s2 ^= s0
          s3 ^= s1
          s1 ^= s2
          s0 ^= s3
          s2 ^= t
          s3 = (s3 << 11) | (s3 >>> 21)
          const j = i + Math.floor(r * (n - i) * TWO_TO_MINUS_32)
          const x = d[i]!
          d[i] = d[j]!
          d[j] = x
          if (i >= firstDraw) {
            const c = d[i]!
            wl += lo[c]!
            wh += hi[c]!
          }
        }
        met = ((wl + cbl) & chl) === chl && ((wh + cbh) & chh) === chh
      }
      if (met) hits++
    }
    rng.s0 = s0
    rng.s1 = s1
    rng.s2 = s2
    rng.s3 = s3
    this.trials += trials
    this.hits += hits
  }

  /**
   * The openings whose redraws shuffle the hand back (Forge Mulligan Rule; Gundam War REDRAW
   * conditions a) and b)): every new hand is a fresh partial shuffle of the whole deck, so the old
   * hand's cards can come back, as they do once shuffled in. Steps in order: redraw a) whenever the
   * hand has no Basic GENERATION card, a voluntary redraw when the policy asks; the first voluntary
   * redraw declined keeps the hand. Then shields (none in these games) and one card a draw phase.
   */
  private runShuffles(trials: number): void {
    const d = this.deck
    const lo = this.lo
    const hi = this.hi
    const rng = this.rng
    const { deckSize: n, handSize, shields, draws, steps } = this.sim
    const cbl = this.condBiasLo
    const cbh = this.condBiasHi
    const chl = this.condHighLo
    const chh = this.condHighHi
    const policy = this.sim.policy.kind
    const pw = this.policyWord
    const pb = this.policyBias
    const ph = this.policyHigh
    const pwant = this.policyWant
    const bw = this.basicWord
    const bm = this.basicMask
    const wt = this.weights
    const tbl = this.table
    const ts = this.tableSize
    // The steps as arrays (redraw.ts): no call per trial in the loop below.
    const { auto, sizes } = redrawPlan(steps)
    /** Partial Fisher-Yates: positions from..to-1 get uniformly random cards of positions from..n-1. */
    const shuffleTop = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const j = i + rng.below(n - i)
        const x = d[i]!
        d[i] = d[j]!
        d[j] = x
      }
    }
    let hits = 0
    for (let trial = 0; trial < trials; trial++) {
      let h = handSize
      shuffleTop(0, h)
      let wl = 0
      let wh = 0
      let ix = 0
      for (let i = 0; i < h; i++) {
        wl += lo[d[i]!]!
        wh += hi[d[i]!]!
        ix += wt[d[i]!]!
      }
      for (let k = 0; k < steps.length; k++) {
        if (auto[k]) {
          // Redraw a): only a hand without a Basic GENERATION card.
          if (((bw === 0 ? wl : wh) & bm) !== 0) continue
        } else {
          if (policy === 'never') break
          const met = ((wl + cbl) & chl) === chl && ((wh + cbh) & chh) === chh
          const redraw = policy === 'optimal' ? tbl[k * ts + ix] === 1 : policy === 'if-miss' ? !met : (((pw === 0 ? wl : wh) + pb) & ph) === pwant
          if (!redraw) break
        }
        // The hand goes back and the whole deck is shuffled: the new hand is any h cards of it.
        h = sizes[k]!
        shuffleTop(0, h)
        wl = 0
        wh = 0
        ix = 0
        for (let i = 0; i < h; i++) {
          wl += lo[d[i]!]!
          wh += hi[d[i]!]!
          ix += wt[d[i]!]!
        }
      }
      let met = ((wl + cbl) & chl) === chl && ((wh + cbh) & chh) === chh
      if (!met && draws > 0) {
        const firstDraw = h + shields
        shuffleTop(h, firstDraw + draws)
        for (let i = firstDraw; i < firstDraw + draws; i++) {
          wl += lo[d[i]!]!
          wh += hi[d[i]!]!
        }
        met = ((wl + cbl) & chl) === chl && ((wh + cbh) & chh) === chh
      }
      if (met) hits++
    }
    this.trials += trials
    this.hits += hits
  }

  result(): MonteCarloResult {
    return monteCarloResult(this.hits, this.trials)
  }
}

export function monteCarloResult(hits: number, trials: number): MonteCarloResult {
  const p = trials > 0 ? hits / trials : 0
  return { p, trials, hits, stdError: trials > 0 ? Math.sqrt((p * (1 - p)) / trials) : 0 }
}

/** `value` in each field of `mask`, as [fields 0-3, fields 4-7]. */
function packed(mask: number, value: number): [number, number] {
  const out: [number, number] = [0, 0]
  for (let f = 0; f < 2 * FIELDS_PER_WORD; f++) {
    if (mask & (1 << f)) out[f < FIELDS_PER_WORD ? 0 : 1] += value << (FIELD_BITS * (f % FIELDS_PER_WORD))
  }
  return out
}

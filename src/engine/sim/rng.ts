import type { RngState } from '~/schemas/sim'

/** splitmix32: spreads a 32-bit seed over the four state words, so nearby seeds start far apart. */
function splitmix32(seed: number): () => number {
  let x = seed >>> 0
  return () => {
    x = (x + 0x9e3779b9) >>> 0
    let z = x
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

/**
 * xoshiro128** (Blackman and Vigna): small, fast, and its whole state is four words, so a run can
 * be saved and resumed exactly. Same seed, same sequence, on every engine.
 */
export class Rng {
  // Doubles from the start: the words are unsigned 32-bit at first and signed ones once the loop
  // stores them back, so a field begun as a small integer would change its kind mid-run (a deopt).
  s0 = 0.5
  s1 = 0.5
  s2 = 0.5
  s3 = 0.5

  private constructor(state: RngState) {
    ;[this.s0, this.s1, this.s2, this.s3] = state
  }

  static fromSeed(seed: number): Rng {
    const mix = splitmix32(seed)
    const state: RngState = [mix(), mix(), mix(), mix()]
    if (state.every((w) => w === 0)) state[0] = 1
    return new Rng(state)
  }

  static fromState(state: RngState): Rng {
    if (state.every((w) => w === 0)) throw new RangeError('an all-zero xoshiro128** state never changes')
    return new Rng([state[0] >>> 0, state[1] >>> 0, state[2] >>> 0, state[3] >>> 0])
  }

  state(): RngState {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0]
  }

  /** The next unsigned 32-bit word. */
  next(): number {
    const s1 = this.s1
    const r = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0
    const t = s1 << 9
    this.s2 ^= this.s0
    this.s3 ^= s1
    this.s1 ^= this.s2
    this.s0 ^= this.s3
    this.s2 ^= t
    this.s3 = rotl(this.s3, 11)
    return r
  }

  /**
   * An integer in [0, n), n <= 2^16: the high word of next() * n (Lemire's multiply, no rejection);
   * the bias is under n / 2^32, below 2e-8 for a deck.
   */
  below(n: number): number {
    return Math.floor(this.next() * n * 2.3283064365386963e-10)
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() * 2.3283064365386963e-10
  }

  /** Fisher-Yates in place: the one shuffle of the project (a deck, 3-2-4, 4-15-1; a redraw, 5-2-1-6-1). */
  shuffle<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1)
      const t = items[i]!
      items[i] = items[j]!
      items[j] = t
    }
  }
}

export function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k))
}

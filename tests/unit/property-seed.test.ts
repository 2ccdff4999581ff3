import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FUZZ_SEED } from '../fuzz'

describe('property tests start from the commit’s pinned seed', () => {
  it('is fast-check’s default seed in every test file (set up by vitest.config.ts)', () => {
    expect(fc.readConfigureGlobal().seed).toBe(FUZZ_SEED.seeds[0])
  })

  it('makes a generated sample the same on every run of the commit', () => {
    const sample = () => fc.sample(fc.string(), { numRuns: 5 })
    expect(sample()).toEqual(sample())
  })
})

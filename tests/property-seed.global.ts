import { FUZZ_SEED } from './fuzz'

/**
 * Once per run, not once per file: which seed the property tests start from and how to replay it. The test
 * workers start after this and inherit FUZZ_SEED, so they need not ask git each.
 */
export default function sayPropertySeed(): void {
  process.env.FUZZ_SEED ??= String(FUZZ_SEED.seeds[0])
  console.log(`[property tests] fast-check ${FUZZ_SEED.said}`)
}

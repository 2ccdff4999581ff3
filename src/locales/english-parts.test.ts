import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from './en'

/**
 * The later pages' English words (Playtest, Simulate, the Stats tab) join the catalogue with the code that
 * shows them (locales/english/): a file that words one of those keys without importing its part would show
 * the key itself to an English reader whenever it loads before the page that brings the words.
 */
const SRC = join(process.cwd(), 'src/')
const PARTS = ['playtest', 'simulate', 'stats'] as const

/** The parts whose keys `source` words (`t('simulate.…')`, a key built as `simulate.${…}`) without importing them. */
function missingParts(source: string): string[] {
  return PARTS.filter((part) => {
    const uses = new RegExp(`\\b(?:t|tn)\\(\\s*['"\`]${part}\\.|['"\`]${part}\\.\\$\\{`).test(source)
    return uses && !source.includes(`import '~/locales/english/${part}'`)
  })
}

describe('the later pages’ English words', () => {
  it('are not in the catalogue the app starts with', () => {
    for (const part of PARTS) expect(Object.keys(en)).not.toContain(part)
  })

  it('are imported by every file that words them (planted examples fail)', () => {
    expect(missingParts("const x = t('simulate.title')")).toEqual(['simulate'])
    expect(missingParts('const k = (key: string) => `stats.${key}`')).toEqual(['stats'])
    expect(missingParts("import '~/locales/english/playtest'\nconst x = tn('playtest.cardsAdded', 2)")).toEqual([])
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(vue|ts)$/.test(f) && !/\.(test|d)\.ts$/.test(f) && !f.startsWith('locales/'),
    )
    const missing = files.flatMap((f) => missingParts(readFileSync(`${SRC}${f}`, 'utf8')).map((part) => `${f}: ${part}`))
    expect(missing).toEqual([])
  })
})

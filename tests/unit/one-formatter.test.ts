import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Numbers, percents, sizes, dates and plurals a player reads are written by one module,
 * src/engine/text/format.ts, through Intl in the language shown. This test fails on any other place that
 * formats one by hand: Intl's formatters or toLocaleString, toFixed/toPrecision, a hand-made English plural
 * (`n === 1 ? '' : 's'`) or a percent sign written after a number. A width or height in a style is not text.
 */
const ROOTS = ['src', 'cli']
const FORMATTER = 'src/engine/text/format.ts'

const HAND_FORMATTED: [RegExp, string][] = [
  [/\bnew Intl\.(?:NumberFormat|PluralRules|DateTimeFormat|RelativeTimeFormat|ListFormat)\b/, 'an Intl formatter'],
  [/\.toLocale(?:String|DateString|TimeString)\(/, 'toLocaleString'],
  [/\.to(?:Fixed|Precision)\(/, 'toFixed or toPrecision'],
  [/===? ?1 \? ['"`]{2} ?: ?['"`]s['"`]/, 'a hand-made plural'],
  [/\$\{[^}]+\} ?%/, 'a percent written by hand'],
]
/** A style's length (`width: ${…}%`), not text a player reads. */
const STYLE = /:style=|\b(?:width|height|left|top)\s*[:=]/

function handFormatted(source: string): string[] {
  const found: string[] = []
  source.split('\n').forEach((line, i) => {
    if (STYLE.test(line)) return
    for (const [pattern, what] of HAND_FORMATTED) if (pattern.test(line)) found.push(`${i + 1}: ${what}: ${line.trim().slice(0, 80)}`)
  })
  return found
}

function files(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|vue)$/.test(f) && !/\.(test|d)\.ts$/.test(f))
      .map((f) => join(root, f))
      .filter((f) => f !== FORMATTER && !f.startsWith('src/engine/testing/')),
  )
}

describe('one formatter for numbers and plurals', () => {
  it('finds hand formatting (planted examples), and lets a style’s length pass', () => {
    expect(handFormatted("const s = `${n} card${n === 1 ? '' : 's'}`")).toHaveLength(1)
    expect(handFormatted('const p = `${(x * 100).toFixed(1)} %`')).toHaveLength(2)
    expect(handFormatted("const t = n.toLocaleString('en-US')")).toHaveLength(1)
    expect(handFormatted("const f = new Intl.NumberFormat('ja')")).toHaveLength(1)
    expect(handFormatted('<span :style="{ width: `${p * 100}%` }"></span>')).toEqual([])
  })

  it('no file of the app or the CLI formats a number or a plural outside engine/text/format.ts', () => {
    const found = files().flatMap((f) => handFormatted(readFileSync(f, 'utf8')).map((s) => `${f}:${s}`))
    expect(found).toEqual([])
  })
})

// Numbers and words for people, through Intl: one place for how a percent or a plural is written.

const percentFormats = new Map<string, Intl.NumberFormat>()
const plurals = new Intl.PluralRules('en')

/**
 * A chance from 0 to 1 as a percent with `digits` decimals: 0.8567 -> "85.7 %". The number and the
 * sign come from Intl.NumberFormat; `spaced` (the simulator's style) puts a space before the sign.
 */
export function formatPercent(p: number, digits = 1, { spaced = true }: { spaced?: boolean } = {}): string {
  const key = `${digits}`
  let f = percentFormats.get(key)
  if (!f) percentFormats.set(key, (f = new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits })))
  const parts = f.formatToParts(p)
  return parts.map((x) => (x.type === 'percentSign' && spaced ? ` ${x.value}` : x.value)).join('')
}

/** "1 copy", "2 copies": the word by Intl.PluralRules, `many` given when it is not `one` + s. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${plurals.select(n) === 'one' ? one : many}`
}

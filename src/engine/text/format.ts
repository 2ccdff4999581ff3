/**
 * Numbers in words for the player, one way everywhere: the Intl formatters of the app's one language
 * (English), so percents and plurals read the same on every page, in the CLI and in rule messages.
 */
const LOCALE = 'en-US'

const pluralRules = new Intl.PluralRules(LOCALE)
const counts = new Intl.NumberFormat(LOCALE)
const percents = new Map<number, Intl.NumberFormat>()

/** A count with thousands separators: 1234 → "1,234". */
export function formatCount(n: number): string {
  // Below a thousand a whole number reads as its digits: no formatter needed (rule messages say counts often).
  return Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : counts.format(n)
}

/**
 * A fraction (0..1) as a percent with `digits` decimals: 0.8567 → "85.7 %". The number and the sign
 * come from Intl.NumberFormat; `spaced` (the simulator's style) puts a space before the sign.
 */
export function formatPercent(fraction: number, digits = 1, { spaced = true }: { spaced?: boolean } = {}): string {
  let format = percents.get(digits)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits })
    percents.set(digits, format)
  }
  return format
    .formatToParts(fraction)
    .map((x) => (x.type === 'percentSign' && spaced ? ` ${x.value}` : x.value))
    .join('')
}

/** A count and its noun: plural(1, 'card') → "1 card", plural(3, 'copy', 'copies') → "3 copies". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${pluralRules.select(n) === 'one' ? one : many}`
}

/**
 * Numbers in words for the player, one way everywhere: the Intl formatters of the app's one
 * language (English), so percents and plurals read the same on every page, in the CLI and in rule messages.
 */
const LOCALE = 'en-US'

const pluralRules = new Intl.PluralRules(LOCALE)
const counts = new Intl.NumberFormat(LOCALE)
const percents = new Map<number, Intl.NumberFormat>()

/** A count with thousands separators: 1234 → "1,234". */
export function formatCount(n: number): string {
  return counts.format(n)
}

/**
 * A share as a percent: 0.125 → "13%", or "12.50%" with `digits: 2`. Takes the fraction (0..1), not
 * the number of percent points.
 */
export function formatPercent(fraction: number, digits = 0): string {
  let format = percents.get(digits)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits })
    percents.set(digits, format)
  }
  return format.format(fraction)
}

/** A count and its noun: plural(1, 'card') → "1 card", plural(3, 'copy', 'copies') → "3 copies". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${pluralRules.select(n) === 'one' ? one : many}`
}

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

const decimals = new Map<number, Intl.NumberFormat>()

/** A number with exactly `digits` decimals and no thousands separators: formatDecimal(2.5, 2) → "2.50". */
export function formatDecimal(n: number, digits: number): string {
  let format = decimals.get(digits)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })
    decimals.set(digits, format)
  }
  return format.format(n)
}

// Dates are the one thing shown in the reader's own way (their locale's order and clock), never a bare ISO string.
const dateTimes = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const dates = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** A stored time (ISO) as the reader reads a date and time: "Nov 25, 2026, 6:15 AM"; text that is no time comes back as it was. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateTimes.format(d)
}

/** A stored time (ISO) as a date alone: "Nov 25, 2026". */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dates.format(d)
}

/** A size in bytes as the player reads it: "12.3 MB" / "512 KB" / "80 bytes". */
export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024
  if (bytes >= MB) return `${formatDecimal(bytes / MB, 1).replace(/\.0$/, '')} MB`
  if (bytes >= 1024) return `${formatCount(Math.round(bytes / 1024))} KB`
  return plural(bytes, 'byte')
}

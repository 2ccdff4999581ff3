/**
 * Numbers in words for the player, one way everywhere: plurals, counts, decimals, percents, sizes and a
 * sentence's capital letter all come from here (through Intl), so they read the same on every page, in
 * the CLI and in rule messages. Each takes the locale last; the app speaks English (en-US) today, and a
 * catalogue in another language passes its own.
 */
const DEFAULT_LOCALE = 'en-US'

/** One Intl formatter per locale and options, made once: rule messages and tables format thousands of numbers. */
function cached<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>()
  return (locale) => {
    let f = made.get(locale)
    if (!f) {
      f = make(locale)
      made.set(locale, f)
    }
    return f
  }
}

const pluralRules = cached((locale) => new Intl.PluralRules(locale))
const counts = cached((locale) => new Intl.NumberFormat(locale))
const percents = new Map<number, (locale: string) => Intl.NumberFormat>()
const decimals = new Map<number, (locale: string) => Intl.NumberFormat>()

/** A count with thousands separators: 1234 → "1,234". */
export function formatCount(n: number, locale = DEFAULT_LOCALE): string {
  // Below a thousand a whole number reads as its digits in English: no formatter needed (rule messages say counts often).
  return locale === DEFAULT_LOCALE && Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : counts(locale).format(n)
}

const plainCounts = cached((locale) => new Intl.NumberFormat(locale, { useGrouping: false }))

/** A count without thousands separators, for text a script reads back: 10000 → "10000" ("Checked 10000 lists"). */
export function formatDigits(n: number, locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE && Number.isSafeInteger(n) ? String(n) : plainCounts(locale).format(n)
}

/**
 * A fraction (0..1) as a percent with `digits` decimals: 0.8567 → "85.7 %". The number and the sign come
 * from Intl.NumberFormat; gundeck writes a space before the sign everywhere (the style most of its pages
 * and the CLI used), so a percent is never written by hand beside this.
 */
export function formatPercent(fraction: number, digits = 1, locale = DEFAULT_LOCALE): string {
  let formats = percents.get(digits)
  if (!formats) {
    formats = cached((l) => new Intl.NumberFormat(l, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }))
    percents.set(digits, formats)
  }
  const parts = formats(locale).formatToParts(fraction)
  // Languages that space the sign already (de-DE's "50,0 %") keep their own space.
  return parts.map((x, i) => (x.type === 'percentSign' && parts[i - 1]?.type !== 'literal' ? ` ${x.value}` : x.value)).join('')
}

/**
 * The form of a word for a count, without the count: pluralForm(1, 'is', 'are') → "is". Intl.PluralRules
 * picks the form; English has two, `one` and `many` (`one` + "s" unless given, for irregular words).
 */
export function pluralForm(n: number, one: string, many = `${one}s`, locale = DEFAULT_LOCALE): string {
  return pluralRules(locale).select(n) === 'one' ? one : many
}

/** A count and its noun: plural(1, 'card') → "1 card", plural(3, 'copy', 'copies') → "3 copies". */
export function plural(n: number, one: string, many = `${one}s`, locale = DEFAULT_LOCALE): string {
  return `${formatCount(n, locale)} ${pluralForm(n, one, many, locale)}`
}

/** A number with exactly `digits` decimals and no thousands separators: formatDecimal(2.5, 2) → "2.50". */
export function formatDecimal(n: number, digits: number, locale = DEFAULT_LOCALE): string {
  let formats = decimals.get(digits)
  if (!formats) {
    formats = cached((l) => new Intl.NumberFormat(l, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }))
    decimals.set(digits, formats)
  }
  return formats(locale).format(n)
}

/** Text with its first letter in capitals, to start a sentence: "three colors" → "Three colors". */
export function capitalise(text: string, locale = DEFAULT_LOCALE): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

// Dates are the one thing shown in the reader's own way (their locale's order and clock), never a bare ISO
// string: their locale is the reader's unless a catalogue gives one.
const dateTimes = cached((l) => new Intl.DateTimeFormat(l || undefined, { dateStyle: 'medium', timeStyle: 'short' }))
const dates = cached((l) => new Intl.DateTimeFormat(l || undefined, { dateStyle: 'medium' }))

/** A stored time (ISO) as the reader reads a date and time: "Nov 25, 2026, 6:15 AM"; text that is no time comes back as it was. */
export function formatDateTime(iso: string, locale?: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dateTimes(locale ?? '').format(d)
}

/** A stored time (ISO) as a date alone: "Nov 25, 2026". */
export function formatDate(iso: string, locale?: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : dates(locale ?? '').format(d)
}

const megabytes = cached((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 1, useGrouping: false }))

/** Bytes in words, in the reader's language: "80 bytes", "80 バイト". */
const byteUnits = cached((l) => new Intl.NumberFormat(l, { style: 'unit', unit: 'byte', unitDisplay: 'long' }))

/** A size in bytes as the player reads it: "12.3 MB" / "512 KB" / "80 bytes". */
export function formatBytes(bytes: number, locale = DEFAULT_LOCALE): string {
  const MB = 1024 * 1024
  if (bytes >= MB) return `${megabytes(locale).format(bytes / MB)} MB`
  if (bytes >= 1024) return `${formatCount(Math.round(bytes / 1024), locale)} KB`
  return byteUnits(locale).format(bytes)
}

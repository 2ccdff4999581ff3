/** Band colors for card tiles; the color set is open, so unknown colors get a neutral band. */
const BANDS: Record<string, string> = {
  blue: '#2a6fdb',
  green: '#2e9e5b',
  red: '#d23b3b',
  white: '#c9ccd3',
  purple: '#8a4fd1',
  black: '#2b2b2b',
  brown: '#8b5a2b',
}

export function bandColor(color: string | null): string {
  return color === null ? '#8d93a3' : (BANDS[color] ?? '#6b7080')
}

const DARK_TEXT = '#14182b'
const LIGHT_TEXT = '#ffffff'

/** Relative luminance of a #rrggbb color (WCAG 2.1). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

/** The text color for a band: whichever of dark or white reads better on it (white cards get dark text). */
export function bandTextColor(color: string | null): string {
  const band = bandColor(color)
  let text = textOnBand.get(band)
  if (text === undefined) {
    text = contrastRatio(band, DARK_TEXT) > contrastRatio(band, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT
    textOnBand.set(band, text)
  }
  return text
}
/** Worked out once per band: every card picture on a page asks. */
const textOnBand = new Map<string, string>()

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

export function imageUrl(template: string, number: string, printing: string): string | null {
  if (!template) return null
  return template.replaceAll('{printing}', encodeURIComponent(printing)).replaceAll('{number}', encodeURIComponent(number))
}

// A deck code built byte by byte from its documented layout (see decklist/code.ts), so tests can
// make codes our encoder refuses to write: a printing of another number, an over-long code.
import { SECTIONS, type DeckEntry, type Section } from '~/schemas/deck'

function varint(out: number[], n: number): void {
  let v = n
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80)
    v = Math.floor(v / 128)
  }
  out.push(v)
}

function string(out: number[], s: string): void {
  const bytes = new TextEncoder().encode(s)
  varint(out, bytes.length)
  out.push(...bytes)
}

/** Every printing is written as a plain string (kind 2), whatever it is. */
export function forgeDeckCode(deck: Partial<Record<Section, readonly DeckEntry[]>>, name?: string): string {
  const out: number[] = []
  const hasEx = (deck.ex ?? []).length > 0
  const sections = SECTIONS.filter((s) => s !== 'ex' || hasEx)
  varint(out, (name === undefined ? 0 : 1) | (hasEx ? 2 : 0))
  if (name !== undefined) string(out, name)
  const sets: string[] = []
  const all = SECTIONS.flatMap((s) => deck[s] ?? [])
  for (const e of all) {
    const set = e.number.slice(0, e.number.lastIndexOf('-') + 1)
    if (!sets.includes(set)) sets.push(set)
  }
  varint(out, sets.length)
  for (const s of sets) string(out, s)
  for (const s of sections) {
    const list = deck[s] ?? []
    varint(out, list.length)
    for (const e of list) {
      const dash = e.number.lastIndexOf('-')
      varint(out, e.count * 8 + (e.printing === null ? 0 : 2 * 2) + 1)
      varint(out, sets.indexOf(e.number.slice(0, dash + 1)))
      string(out, e.number.slice(dash + 1))
      if (e.printing !== null) string(out, e.printing)
    }
  }
  let a = 0
  let b = 0
  for (const x of out) {
    a = (a + x) % 255
    b = (b + a) % 255
  }
  out.push(b, a)
  const base64 = btoa(String.fromCharCode(...out))
  return `gd1.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
}

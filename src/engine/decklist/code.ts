import type { DeckEntry, Section, SectionsOf } from '~/schemas/deck'
import { entriesIn, printingBelongsTo, SECTIONS } from '~/schemas/deck'
import { MAX_DECK_CODE_CHARS } from '../limits'
import type { ReadingCode, ReadingParams } from '../messages/reading'
import { ownPrinting } from './contract'
import type { DeckListEntry, ParsedDeckList } from './parse'
import { diagnostic, MAX_COUNT } from './parse'

/**
 * Deck codes: a deck in a short URL-safe string, `gd1.` then base64url bytes. Version 1 layout:
 *
 *   flags              varint, bit 0: a deck name follows; bit 1: an EX/token section follows the sideboard
 *   name               varint byte length + UTF-8 (when flagged)
 *   set table          varint n, then n strings: each card number's part up to its last `-` (`GD01-`)
 *   3 or 4 sections    main, resource, sideboard (and ex when flagged): varint entry count, then per entry
 *     head             varint count << 3 | printing kind << 1 | tail kind
 *     set index        varint into the set table
 *     tail             kind 0: varint value of a 3-digit sequence (`013`); kind 1: string (`S1`, `7`)
 *     printing         kind 1: varint N of `NUMBER_pN`; kind 2: the printing id as a string
 *   checksum           Fletcher-16 of everything before, 2 bytes
 *
 * Strings are varint byte length + UTF-8. Order, counts, printings and sideboard all survive; a
 * 50 + 10 card deck is about 100 characters. The version is in the prefix so a later layout can be
 * told apart before decoding.
 */
export const DECK_CODE_VERSION = 1
export const DECK_CODE_PREFIX = `gd${DECK_CODE_VERSION}.`
export const DECK_CODE_PATTERN = /^gd(\d+)\.([A-Za-z0-9_-]*)$/

const MAX_ENTRIES = 2000
const MAX_STRING = 400

type Sections = SectionsOf<DeckEntry>

export function encodeDeckCode(deck: Sections, options: { name?: string } = {}): string {
  const out: number[] = []
  const name = options.name?.trim() ?? ''
  // Codes without EX cards stay exactly as before, so older codes and newer ones read alike.
  const hasEx = entriesIn(deck, 'ex').length > 0
  const sections: readonly Section[] = hasEx ? SECTIONS : SECTIONS.filter((s) => s !== 'ex')
  writeVarint(out, (name ? 1 : 0) | (hasEx ? 2 : 0))
  if (name) writeString(out, name.slice(0, MAX_STRING / 4))
  const sets: string[] = []
  const setIndex = new Map<string, number>()
  const split = (number: string) => {
    const dash = number.lastIndexOf('-')
    return { set: number.slice(0, dash + 1), tail: number.slice(dash + 1) }
  }
  for (const s of sections) {
    for (const e of entriesIn(deck, s)) {
      const { set } = split(e.number)
      if (!setIndex.has(set)) {
        setIndex.set(set, sets.length)
        sets.push(set)
      }
    }
  }
  writeVarint(out, sets.length)
  for (const s of sets) writeString(out, s)
  for (const s of sections) {
    writeVarint(out, entriesIn(deck, s).length)
    for (const e of entriesIn(deck, s)) {
      const { set, tail } = split(e.number)
      const tailKind = /^\d{3}$/.test(tail) ? 0 : 1
      // A printing of another number is never written: the code would show one card and count another.
      const printing = ownPrinting(e)
      const parallel = printing === null ? null : new RegExp(`^${escape(e.number)}_p([1-9]\\d{0,5})$`).exec(printing)
      const printingKind = printing === null ? 0 : parallel ? 1 : 2
      writeVarint(out, e.count * 8 + printingKind * 2 + tailKind)
      writeVarint(out, setIndex.get(set)!)
      if (tailKind === 0) writeVarint(out, Number(tail))
      else writeString(out, tail)
      if (printingKind === 1) writeVarint(out, Number(parallel![1]))
      else if (printingKind === 2) writeString(out, printing!)
    }
  }
  const sum = fletcher16(out)
  out.push(sum >> 8, sum & 0xff)
  return DECK_CODE_PREFIX + toBase64Url(out)
}

/** Is this text (after trimming) a deck code, or a link holding one (`.../#/d/gd1.xxxx`)? */
export function findDeckCode(text: string): string | null {
  // Nearly every list is text with no code in it: one search says so.
  if (!text.includes('gd')) return null
  const t = text.trim()
  if (DECK_CODE_PATTERN.test(t)) return t
  const m = /#\/d\/(gd\d+\.[A-Za-z0-9_-]*)\s*$/.exec(t)
  return m && !/\s/.test(t) ? m[1]! : null
}

export interface DecodedDeck extends ParsedDeckList {
  name?: string
}

/** Read a deck code. Never throws: a damaged or unknown code is a diagnostic on line 1. */
export function decodeDeckCode(code: string): DecodedDeck {
  const deck: DecodedDeck = { main: [], resource: [], sideboard: [], ex: [], diagnostics: [] }
  const fail = <C extends ReadingCode>(code: C, params: ReadingParams[C]): DecodedDeck => ({
    main: [],
    resource: [],
    sideboard: [],
    ex: [],
    diagnostics: [diagnostic(1, 1, 'error', code, params)],
  })
  const chars = code.trim().length
  if (chars > MAX_DECK_CODE_CHARS) return fail('code.too-long', { chars, limit: MAX_DECK_CODE_CHARS })
  const m = DECK_CODE_PATTERN.exec(code.trim())
  if (!m) return fail('code.malformed', {})
  if (Number(m[1]) !== DECK_CODE_VERSION) return fail('code.unknown-version', { version: m[1]!, supported: DECK_CODE_VERSION })
  const bytes = fromBase64Url(m[2]!)
  if (!bytes || bytes.length < 3) return fail('code.incomplete', {})
  const body = bytes.subarray(0, bytes.length - 2)
  if (fletcher16(body) !== (bytes[bytes.length - 2]! << 8) + bytes[bytes.length - 1]!) return fail('code.damaged', {})
  const r = new Reader(body)
  const flags = r.varint()
  if (flags !== null && flags & 1) {
    const name = r.string()
    if (name !== null) deck.name = name
  }
  const setCount = r.varint()
  if (setCount === null || setCount > MAX_ENTRIES) return fail('code.card-table-unreadable', {})
  const sets: string[] = []
  for (let i = 0; i < setCount; i++) {
    const s = r.string()
    if (s === null) return fail('code.card-table-unreadable', {})
    sets.push(s)
  }
  for (const section of SECTIONS) {
    if (section === 'ex' && !(flags !== null && flags & 2)) continue
    const n = r.varint()
    if (n === null || n > MAX_ENTRIES) return fail('code.section-unreadable', { section })
    for (let i = 0; i < n; i++) {
      const head = r.varint()
      const set = r.varint()
      if (head === null || set === null || set >= sets.length) return fail('code.entry-unreadable', { section, entry: i + 1 })
      const count = Math.floor(head / 8)
      const printingKind = (head >> 1) & 3
      let tail: string | null
      if (head & 1) tail = r.string()
      else {
        const v = r.varint()
        tail = v === null || v > 999 ? null : String(v).padStart(3, '0')
      }
      let printing: string | null = null
      const number = tail === null ? null : sets[set]! + tail
      if (printingKind === 1) {
        const p = r.varint()
        printing = p === null || number === null ? null : `${number}_p${p}`
        if (printing === null) tail = null
      } else if (printingKind === 2) {
        printing = r.string()
        if (printing === null) tail = null
      } else if (printingKind === 3) tail = null
      if (number === null || tail === null || count < 1 || count > MAX_COUNT || number.length > 40 || (printing?.length ?? 0) > 40) {
        return fail('code.entry-unreadable', { section, entry: i + 1 })
      }
      if (printing !== null && !printingBelongsTo(printing, number)) return fail('code.foreign-printing', { section, entry: i + 1, number, printing })
      const entry: DeckListEntry = { number, printing, count, lines: [1], names: [] }
      deck[section].push(entry)
    }
  }
  if (!r.done()) return fail('code.leftover-bytes', {})
  return deck
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function writeVarint(out: number[], n: number): void {
  let v = Math.max(0, Math.floor(n))
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80)
    v = Math.floor(v / 128)
  }
  out.push(v)
}

function writeString(out: number[], s: string): void {
  const bytes = new TextEncoder().encode(s)
  writeVarint(out, bytes.length)
  for (const b of bytes) out.push(b)
}

/** One decoder for every string of every code (a code holds one per set): making one costs more than a decode. */
const UTF8 = new TextDecoder('utf-8', { fatal: true })

class Reader {
  private at = 0
  constructor(private readonly bytes: Uint8Array) {}

  varint(): number | null {
    let value = 0
    let scale = 1
    for (let i = 0; i < 5; i++) {
      if (this.at >= this.bytes.length) return null
      const b = this.bytes[this.at++]!
      value += (b & 0x7f) * scale
      if (b < 0x80) return value
      scale *= 128
    }
    return null
  }

  string(): string | null {
    const n = this.varint()
    if (n === null || n > MAX_STRING || this.at + n > this.bytes.length) return null
    const slice = this.bytes.subarray(this.at, this.at + n)
    this.at += n
    try {
      return UTF8.decode(slice)
    } catch {
      return null
    }
  }

  done(): boolean {
    return this.at === this.bytes.length
  }
}

function fletcher16(bytes: ArrayLike<number>): number {
  let a = 0
  let b = 0
  for (let i = 0; i < bytes.length; i++) {
    a = (a + bytes[i]!) % 255
    b = (b + a) % 255
  }
  return (b << 8) | a
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** Each character's value by its char code, -1 for one outside the alphabet: a code holds hundreds of them. */
const DECODE = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i

function toBase64Url(bytes: readonly number[]): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4
    for (let k = 0; k < chars; k++) s += ALPHABET[(n >> (18 - 6 * k)) & 63]
  }
  return s
}

function fromBase64Url(s: string): Uint8Array | null {
  if (s.length % 4 === 1) return null
  const out = new Uint8Array(Math.floor((s.length * 3) / 4))
  let o = 0
  for (let i = 0; i < s.length; i += 4) {
    let n = 0
    const length = Math.min(4, s.length - i)
    for (let k = 0; k < 4; k++) {
      const c = k < length ? s.charCodeAt(i + k) : -1
      const v = c < 0 ? 0 : c < 128 ? DECODE[c]! : -1
      if (v < 0) return null
      n = (n << 6) | v
    }
    const bytes = length - 1
    for (let k = 0; k < bytes; k++) out[o++] = (n >> (16 - 8 * k)) & 0xff
  }
  return out
}

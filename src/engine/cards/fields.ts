import type { Card, CardType, Game, LinkRef } from '~/schemas/card'
import { CARD_TYPES, GAME_CARD_TYPES } from '~/schemas/card'
import type { CardsText } from '../messages/cards'
import { cardsMessage } from '../messages/en/cards'

/** Sources print `-` (or nothing) where a card has no value. */
export function isNone(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value !== 'string') return false
  // Nearly every value starts with a letter or digit: no regex for those (called a dozen times a record).
  const c = value.charCodeAt(0)
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return false
  return /^\s*[-–—]?\s*$/.test(value)
}

/** A whole-number stat from a number or a numeric string; null for none; undefined when unreadable. */
export function readStat(value: unknown): number | null | undefined {
  if (isNone(value)) return null
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 99 ? value : undefined
  if (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value)) return Number(value)
  return undefined
}

const TYPE_ALIASES: Record<string, CardType> = {
  token: 'unit-token',
  'ex base': 'ex-base',
  'ex resource': 'ex-resource',
  exbase: 'ex-base',
  exresource: 'ex-resource',
}

/** `UNIT TOKEN`, `unit-token`, `Unit Token` all name one type (case-insensitive). */
export function readCardType(value: unknown): CardType | undefined {
  if (typeof value !== 'string') return undefined
  // A file spells its few types the same way on every record: read each spelling once.
  if (typeCache.has(value)) return typeCache.get(value)
  if (typeCache.size >= 1000) typeCache.clear()
  const type = readCardTypeOnce(value)
  typeCache.set(value, type)
  return type
}

const typeCache = new Map<string, CardType | undefined>()

function readCardTypeOnce(value: string): CardType | undefined {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
  const dashed = key.replace(/ /g, '-')
  if ((CARD_TYPES as readonly string[]).includes(dashed)) return dashed as CardType
  return TYPE_ALIASES[key]
}

/** Why a value is no card type of a game: its code and params (messages/cards.ts), and the English message. */
export type CardTypeProblem = Extract<CardsText, { code: `type.${string}` }> & { error: string }

/**
 * A card type the game prints (`UNIT`, `Basic Resource`, `generation`: case-insensitive), or why
 * not: an unknown word, or another game's type (a GCG card cannot be a CHARACTER).
 */
export function readGameCardType(game: Game, value: unknown): { type: CardType } | CardTypeProblem {
  const type = readCardType(value)
  const allowed = GAME_CARD_TYPES[game]
  if (type && allowed.includes(type)) return { type }
  const text: Extract<CardsText, { code: `type.${string}` }> = !type
    ? typeof value === 'string' && value.trim()
      ? { code: 'type.unknown', params: { written: value.trim(), game, allowed: [...allowed] } }
      : { code: 'type.empty', params: {} }
    : { code: 'type.other-game', params: { written: String(value).trim(), game, allowed: [...allowed] } }
  return { ...text, error: cardsMessage(text) }
}

/**
 * Gundam War redraw a) looks for Basic GENERATION cards; Special ones do not count (manual, REDRAW
 * conditions). A GENERATION card whose kind the source does not give counts as Basic.
 */
export function isBasicGeneration(card: Card): boolean {
  return card.type === 'generation' && card.generationKind !== 'special'
}

/** Lower-case color, null for colorless (`-`, `none`, `colorless`, empty). */
export function readColor(value: unknown): string | null | undefined {
  if (isNone(value)) return null
  if (typeof value !== 'string') return undefined
  const c = value.trim().toLowerCase()
  if (c === 'none' || c === 'colorless' || c === 'null') return null
  return /^[a-z][a-z -]{0,39}$/.test(c) ? c : undefined
}

/** `(Earth Federation) (White Base Team)` -> ["Earth Federation", "White Base Team"]. */
export function parseTraits(raw: string | null | undefined): string[] {
  if (isNone(raw)) return []
  const found = [...(raw as string).matchAll(/\(([^()]+)\)/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean)
  return found.length > 0 ? found : [(raw as string).trim()]
}

/**
 * Link condition (2-11-1): `[Amuro Ray]` is a pilot, `(Academy) Trait` any pilot with the trait;
 * alternatives are separated by `/`, and `(Teiwaz) / (Tekkadan) Trait` shares one "Trait".
 */
export function parseLink(raw: string | null | undefined): LinkRef[] {
  if (isNone(raw)) return []
  const refs: LinkRef[] = []
  // Pilot names may themselves hold parentheses: `[Amate Yuzuriha (Machu)]`.
  const rest = (raw as string).replace(/\[([^\]]+)\]/g, (_, name: string) => {
    refs.push({ kind: 'pilot', name: name.trim() })
    return ' '
  })
  for (const m of rest.matchAll(/\(([^()]+)\)/g)) {
    refs.push({ kind: 'trait', trait: (m[1] ?? '').trim() })
  }
  return refs
}

/** `GD01-001_p1` -> number `GD01-001`; a base print is its own number. */
export function printingNumber(id: string): string {
  const m = /^(.*?)_p\d+$/i.exec(id)
  return m ? (m[1] ?? id) : id
}

/** Base print first, then parallels in order: `GD01-001`, `GD01-001_p1`, `GD01-001_p2`, ... */
export function printingRank(id: string): number {
  // Same as /_p(\d+)$/i, read by hand: it runs for every printing of every import.
  let k = id.length
  while (k > 0 && id.charCodeAt(k - 1) >= 48 && id.charCodeAt(k - 1) <= 57) k--
  if (k === id.length || k < 2 || id.charCodeAt(k - 2) !== 95 || (id.charCodeAt(k - 1) | 32) !== 112) return 0
  return Number(id.slice(k))
}

/** Names compare loosely: case, curly quotes, Roman-numeral letters, full-width forms and spacing. */
const nameCache = new Map<string, string>()

export function normalizeName(name: string): string {
  const cached = nameCache.get(name)
  if (cached !== undefined) return cached
  const key = name
    .normalize('NFKC')
    // Some source names carry a zero-width space (`Airframe\u200B Seizure`); nobody types one.
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
  // Card names are a bounded set; deck lists repeat them. Keep the cache from growing without end.
  if (nameCache.size > 50_000) nameCache.clear()
  nameCache.set(name, key)
  return key
}

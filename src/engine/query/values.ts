import { CARD_TYPES, GAMES, type CardType, type Game } from '~/schemas/card'
import type { CompareOp, IsFlag, StatField, TextField } from './ast'
import { closest } from './spelling'

/** Every field the language knows, by every name it accepts (case-insensitive). */
export type FieldKind = 'color' | 'type' | 'stat' | 'name' | 'is' | 'game' | 'own' | 'ownp' | 'missing' | TextField

export interface FieldDef {
  kind: FieldKind
  stat?: StatField
  /** Shown in messages: the field's short name. */
  label: string
}

const stat = (s: StatField, label: string): FieldDef => ({ kind: 'stat', stat: s, label })

export const FIELDS: Readonly<Record<string, FieldDef>> = {
  c: { kind: 'color', label: 'c' },
  color: { kind: 'color', label: 'c' },
  colour: { kind: 'color', label: 'c' },
  t: { kind: 'type', label: 't' },
  type: { kind: 'type', label: 't' },
  lv: stat('level', 'lv'),
  level: stat('level', 'lv'),
  cost: stat('cost', 'cost'),
  ap: stat('ap', 'ap'),
  hp: stat('hp', 'hp'),
  name: { kind: 'name', label: 'name' },
  trait: { kind: 'trait', label: 'trait' },
  traits: { kind: 'trait', label: 'trait' },
  link: { kind: 'link', label: 'link' },
  set: { kind: 'set', label: 'set' },
  s: { kind: 'set', label: 'set' },
  r: { kind: 'rarity', label: 'r' },
  rarity: { kind: 'rarity', label: 'r' },
  kw: { kind: 'keyword', label: 'kw' },
  keyword: { kind: 'keyword', label: 'kw' },
  o: { kind: 'text', label: 'o' },
  text: { kind: 'text', label: 'o' },
  is: { kind: 'is', label: 'is' },
  game: { kind: 'game', label: 'game' },
  own: { kind: 'own', label: 'own' },
  owned: { kind: 'own', label: 'own' },
  ownp: { kind: 'ownp', label: 'ownp' },
  missing: { kind: 'missing', label: 'missing' },
}

/** The fields' short names, as a message lists them. */
export const FIELD_NAMES = ['c', 't', 'lv', 'cost', 'ap', 'hp', 'name', 'trait', 'link', 'set', 'r', 'kw', 'o', 'is', 'game', 'own', 'ownp', 'missing'] as const

/** Colors the language names; `c:` with anything else is a typo worth reporting. */
export const COLORS = ['blue', 'green', 'red', 'white', 'purple', 'black'] as const

/** Scryfall's letters: u is blue, b is black, c is colorless. */
const COLOR_LETTERS: Readonly<Record<string, string | null>> = {
  u: 'blue',
  g: 'green',
  r: 'red',
  w: 'white',
  p: 'purple',
  b: 'black',
  c: null,
}

/**
 * `blue`, a letter (`u`), a name's unique beginning (`pur`), `colorless`/`none`/`c`, or a
 * comma list meaning any of them (`blue,red`). Undefined when a part is unknown. Letter runs
 * like Scryfall's `ur` are not read: a GCG card has one color, so "both" would match nothing.
 */
export function readColors(value: string): (string | null)[] | undefined {
  const out = new Set<string | null>()
  for (const part of value.toLowerCase().split(',')) {
    const v = part.trim()
    if (v === '') continue
    if (Object.hasOwn(COLOR_LETTERS, v)) out.add(COLOR_LETTERS[v]!)
    else if (v === 'colorless' || v === 'none') out.add(null)
    else {
      const found = [...COLORS, 'colorless'].filter((c) => c.startsWith(v))
      if (found.length !== 1) return undefined
      out.add(found[0] === 'colorless' ? null : found[0]!)
    }
  }
  return out.size > 0 ? [...out] : undefined
}

const TYPE_ALIASES: Readonly<Record<string, CardType>> = {
  token: 'unit-token',
  unittoken: 'unit-token',
  exbase: 'ex-base',
  exresource: 'ex-resource',
}

/**
 * A type by its name or alias (`token`, `ex base`); otherwise every type the value begins
 * (`t:ex` is both EX types, `t:u` unit and unit-token). Undefined when none fits.
 */
export function readTypes(value: string): CardType[] | undefined {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
  if (v === '') return undefined
  if ((CARD_TYPES as readonly string[]).includes(v)) return [v as CardType]
  const alias = TYPE_ALIASES[v.replace(/-/g, '')]
  if (alias) return [alias]
  const found = new Set<CardType>()
  for (const t of CARD_TYPES) if (t.startsWith(v)) found.add(t)
  for (const [a, t] of Object.entries(TYPE_ALIASES)) if (a.startsWith(v)) found.add(t)
  return found.size > 0 ? CARD_TYPES.filter((t) => found.has(t)) : undefined
}

const GAME_ALIASES: Readonly<Record<string, Game>> = { gw: 'gundam-war', war: 'gundam-war' }

export function readGames(value: string): Game[] | undefined {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, '-')
  if (v === '') return undefined
  const alias = GAME_ALIASES[v]
  if (alias) return [alias]
  const found = GAMES.filter((g) => g.startsWith(v))
  return found.length > 0 ? [...found] : undefined
}

export const IS_FLAGS: readonly IsFlag[] = ['parallel', 'base', 'errata']

export function readIsFlag(value: string): IsFlag | undefined {
  const v = value.trim().toLowerCase()
  return IS_FLAGS.find((f) => f === v)
}

/**
 * How text is compared: Unicode-compatible forms (full-width letters, `Ⅲ` as `iii`), straight
 * quotes, single spaces, lower case. Card names, text and query values all go through it.
 */
export function fold(s: string): string {
  // Plain ASCII needs no Unicode normalisation: skip the costly part for most card text. Each step
  // below first asks whether it has anything to change (a test costs far less than a replace).
  let t = s
  if (NON_ASCII.test(s)) {
    t = s.normalize('NFKC')
    if (CURLY.test(t)) t = t.replace(/[‘’`´]/g, "'").replace(/[“”]/g, '"')
  }
  // Only runs that are not already one space are replaced (card text has single spaces and `\n\n`).
  if (UNTIDY_SPACE.test(t)) t = t.replace(/\s{2,}|[^\S ]/g, ' ').trim()
  return t.toLowerCase()
}

const NON_ASCII = /[^\u0000-\u007f]/
const CURLY = /[‘’`´“”]/

/** Whitespace that fold changes: any but a single space between words, or space at either end. */
const UNTIDY_SPACE = /[^\S ]| {2}|^\s|\s$/

/** Keywords compare by letters and digits only: `First Strike`, `first-strike`, `firststrike`. */
export function foldKeyword(s: string): string {
  return fold(s).replace(/[^a-z0-9]/g, '')
}

/** Rarities compare without spaces: `LR +` is `lr+`. */
export function foldRarity(s: string): string {
  return s.toLowerCase().replace(/\s+/g, '')
}

// What an unreadable value was likely meant to be: the known word one or two typos away, or null.

/** `purpel` → `purple`; in a comma list only the unreadable parts change (`blue,purpel` → `blue,purple`). */
export function colorSuggestion(value: string): string | null {
  let changed = false
  const parts = value.split(',').map((part) => {
    const v = part.trim().toLowerCase()
    if (v === '' || readColors(v)) return part
    const fix = closest(v, [...COLORS, 'colorless', 'none'])
    if (fix) changed = true
    return fix ?? part
  })
  return changed ? parts.join(',') : null
}

export function typeSuggestion(value: string): string | null {
  return closest(
    value
      .trim()
      .toLowerCase()
      .replace(/[_\s]+/g, '-'),
    [...CARD_TYPES, 'token'],
  )
}

export function gameSuggestion(value: string): string | null {
  return closest(
    value
      .trim()
      .toLowerCase()
      .replace(/[_\s]+/g, '-'),
    [...GAMES, 'gw'],
  )
}

export function isSuggestion(value: string): string | null {
  return closest(value.trim().toLowerCase(), IS_FLAGS)
}

/** Words `own:`, `ownp:` and `missing:` take besides a number: yes/any (at least one), no/none (zero). */
const COUNT_WORDS: Readonly<Record<string, { op: CompareOp; value: number }>> = {
  '': { op: '>=', value: 1 },
  yes: { op: '>=', value: 1 },
  any: { op: '>=', value: 1 },
  no: { op: '=', value: 0 },
  none: { op: '=', value: 0 },
}

/** `own:` alone or `own:yes` (at least one), `own:no`, `own:3` (exactly), `own>=3`. Undefined when unreadable. */
export function readCount(op: string, value: string): { op: CompareOp; value: number } | undefined {
  const v = value.trim().toLowerCase()
  if (/^\d+$/.test(v)) return { op: op === ':' ? '=' : (op as CompareOp), value: Number(v) }
  if (op !== ':' && op !== '=') return undefined
  return Object.hasOwn(COUNT_WORDS, v) ? COUNT_WORDS[v] : undefined
}

export function countSuggestion(value: string): string | null {
  return closest(value.trim().toLowerCase(), ['yes', 'no', 'any', 'none'])
}

import type { CardType, Game } from '~/schemas/card'
import type { CompareOp, IsFlag } from './ast'

/** A stat chip: one comparison, or a range (either end optional). */
export type StatChip = { op: CompareOp; value: number } | { min?: number; max?: number }

/**
 * What the filter chips hold. Several values in one list mean any of them; different fields must
 * all hold. Colors are names (`blue`) or `colorless`.
 */
export interface FilterChips {
  colors?: readonly string[]
  types?: readonly CardType[]
  level?: StatChip
  cost?: StatChip
  ap?: StatChip
  hp?: StatChip
  traits?: readonly string[]
  links?: readonly string[]
  sets?: readonly string[]
  rarities?: readonly string[]
  keywords?: readonly string[]
  /** Card text contains (o:). */
  text?: readonly string[]
  is?: readonly IsFlag[]
  games?: readonly Game[]
}

/** A value as the parser reads it back: bare when it can be, else quoted with `\"` and `\\`. */
export function quoteValue(value: string): string {
  // A leading operator character would be read as part of the operator (`set:<0`).
  if (/^[^\s()"\\:=<>!][^\s()"\\]*$/.test(value)) return value
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`
}

function anyOf(field: string, values: readonly string[] | undefined): string | null {
  const terms = [...new Set(values ?? [])].filter((v) => v.trim() !== '').map((v) => `${field}:${quoteValue(v.trim())}`)
  if (terms.length === 0) return null
  return terms.length === 1 ? terms[0]! : `(${terms.join(' or ')})`
}

function stat(field: string, chip: StatChip | undefined): string | null {
  if (!chip) return null
  if ('op' in chip) return Number.isInteger(chip.value) && chip.value >= 0 ? `${field}${chip.op}${chip.value}` : null
  const { min, max } = chip
  const ok = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 0
  if (ok(min) && ok(max) && min === max) return `${field}=${min}`
  return [ok(min) ? `${field}>=${min}` : null, ok(max) ? `${field}<=${max}` : null].filter(Boolean).join(' ') || null
}

/**
 * Chips as query text, in a fixed field order, so the chips write the query the user sees:
 * `{ colors: ['blue'], types: ['unit'], level: { op: '<=', value: 3 } }` is `c:blue t:unit lv<=3`.
 */
export function chipsToQuery(chips: FilterChips): string {
  return [
    anyOf('c', chips.colors),
    anyOf('t', chips.types),
    stat('lv', chips.level),
    stat('cost', chips.cost),
    stat('ap', chips.ap),
    stat('hp', chips.hp),
    anyOf('trait', chips.traits),
    anyOf('link', chips.links),
    anyOf('set', chips.sets),
    anyOf('r', chips.rarities),
    anyOf('kw', chips.keywords),
    anyOf('o', chips.text),
    anyOf('is', chips.is),
    anyOf('game', chips.games),
  ]
    .filter((t): t is string => t !== null)
    .join(' ')
}

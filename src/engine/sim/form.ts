// The Simulate page's form, turned into the simulator's question (SimSpec). Pure: no DOM, used by the page and tested alone.
import type { CardLookup } from '~/engine/cards/pool'
import { searchCards } from '~/engine/query'
import { cardKey } from '~/engine/sim/compile'
import type { Card } from '~/schemas/card'
import type { DeckEntry } from '~/schemas/deck'
import { MAX_SIM_DECK, SimSpecSchema, type Player, type RedrawPolicy, type SimDeckEntry, type SimSpec } from '~/schemas/sim'
import { MAX_TRIALS } from '~/schemas/sim-messages'
import { simMessage, simSaid } from '~/engine/messages/en/sim'
import type { SimText } from '~/engine/messages/sim'
import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'

export const DEFAULT_TRIALS = 1_000_000
/** Turns the chart shows: 0 (the opening hand) to 8. */
export const CHART_TURNS = 9
export const MAX_SEED = 0xffffffff

/** One card number of the main deck, with all its copies (printings count for their number, 2-1-1). */
export interface DeckCardLine {
  number: string
  count: number
  card: Card | undefined
}

export interface GroupForm {
  /** Stable key for the list. */
  key: number
  mode: 'cards' | 'query'
  cards: string[]
  query: string
  atLeast: number
}

export interface RedrawForm {
  kind: RedrawPolicy['kind']
  /** "Redraw if fewer than K cards from group G". */
  fewerThan: number
  group: number
}

export interface SimForm {
  groups: GroupForm[]
  byTurn: number
  player: Player
  redraw: RedrawForm
}

export interface ResolvedGroup {
  cards: string[]
  copies: number
  /** Query syntax problems, as the query language reports them. */
  errors: string[]
}

/** The main deck by card number, in deck order, copies of one number added up. */
export function deckLines(main: readonly DeckEntry[], lookup: CardLookup | null): DeckCardLine[] {
  const byNumber = new Map<string, DeckCardLine>()
  for (const e of main) {
    const number = cardKey(e.number)
    const line = byNumber.get(number)
    if (line) line.count += e.count
    else byNumber.set(number, { number, count: e.count, card: lookup?.(number) })
  }
  return [...byNumber.values()]
}

export const simDeck = (lines: readonly DeckCardLine[]): SimDeckEntry[] => lines.map((l) => ({ number: l.number, count: l.count }))

/** A group's card numbers: ticked in the list, or the deck's cards a query finds (its base printing). */
export function resolveGroup(group: GroupForm, lines: readonly DeckCardLine[]): ResolvedGroup {
  const count = new Map(lines.map((l) => [l.number, l.count]))
  let cards: string[]
  let errors: string[] = []
  if (group.mode === 'cards') cards = group.cards.filter((n) => count.has(n))
  else if (!group.query.trim()) cards = []
  else {
    const rows = lines.flatMap((l) =>
      l.card ? [{ card: l.card, printing: l.card.printings[0] ?? { id: l.number, rarity: null, set: null, imageUrl: null } }] : [],
    )
    const found = searchCards(rows, group.query, { printings: 'base' })
    cards = found.results.map((r) => r.card.number)
    errors = found.errors.map((e) => e.message)
  }
  return { cards, copies: cards.reduce((n, c) => n + (count.get(c) ?? 0), 0), errors }
}

/** `problems` in English, and what each says as data (`texts`), in the same order. */
export type SpecResult = { ok: true; spec: SimSpec } | { ok: false; problems: string[]; texts: SimText[] }

const specProblems = (texts: SimText[]): SpecResult => ({ ok: false, problems: texts.map(simMessage), texts })

/** The form as the simulator's question, or what is missing, named by group. */
export function buildSpec(form: SimForm, lines: readonly DeckCardLine[]): SpecResult {
  const problems: SimText[] = []
  const resolved = form.groups.map((g) => resolveGroup(g, lines))
  resolved.forEach((r, i) => {
    if (r.cards.length === 0) problems.push({ code: 'form.group-empty', params: { group: i + 1, mode: form.groups[i]!.mode === 'cards' ? 'cards' : 'query' } })
    if (!Number.isInteger(form.groups[i]!.atLeast) || form.groups[i]!.atLeast < 1) problems.push({ code: 'form.group-at-least', params: { group: i + 1 } })
  })
  if (!Number.isInteger(form.byTurn) || form.byTurn < 0 || form.byTurn > 60) problems.push({ code: 'form.turn', params: { max: 60 } })
  let redraw: RedrawPolicy = { kind: form.redraw.kind } as RedrawPolicy
  if (form.redraw.kind === 'if-fewer') {
    const g = resolved[form.redraw.group]
    if (!g || g.cards.length === 0) problems.push({ code: 'form.redraw-group', params: {} })
    if (!Number.isInteger(form.redraw.fewerThan) || form.redraw.fewerThan < 1) problems.push({ code: 'form.redraw-k', params: {} })
    redraw = { kind: 'if-fewer', cards: g?.cards ?? [], fewerThan: form.redraw.fewerThan }
  }
  if (problems.length > 0) return specProblems(problems)
  const spec = {
    deck: simDeck(lines),
    groups: resolved.map((r, i) => ({ cards: r.cards, atLeast: form.groups[i]!.atLeast })),
    redraw,
    byTurn: form.byTurn,
    player: form.player,
  }
  const parsed = SimSpecSchema.safeParse(spec)
  if (!parsed.success) return specProblems(parsed.error.issues.map((i) => ({ code: 'form.invalid', params: { field: i.path.join('.'), error: i.message } })))
  return { ok: true, spec: parsed.data }
}

export type NumberResult = { ok: true; value: number } | { ok: false; message: string; text: SimText }

export function parseTrials(raw: string): NumberResult {
  const text = raw.replace(/[,_\s]/g, '')
  if (!/^\d+$/.test(text) || Number(text) > MAX_TRIALS) return { ok: false, ...simSaid({ code: 'form.trials', params: { max: MAX_TRIALS } }) }
  return { ok: true, value: Number(text) }
}

/** Empty: a fresh random seed (shown after the run, so it can be repeated). */
export function parseSeed(raw: string): NumberResult | { ok: true; value: null } {
  const text = raw.trim()
  if (!text) return { ok: true, value: null }
  if (!/^\d+$/.test(text) || Number(text) > MAX_SEED) return { ok: false, ...simSaid({ code: 'form.seed', params: { max: MAX_SEED } }) }
  return { ok: true, value: Number(text) }
}

export function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!
}

/** The 95 % confidence interval of a Monte Carlo estimate: p ± 1.96 standard errors, kept in [0, 1]. */
export function confidence95(p: number, stdError: number): [number, number] {
  return [Math.max(0, p - 1.96 * stdError), Math.min(1, p + 1.96 * stdError)]
}

/** Main-deck size problems that stop any simulation: the opening hand and the shields, where the format has them (GCG 5-2-1-5, 5-2-2). */
export function deckSizeText(size: number, handSize: number, shields: number, ref: string): SimText | null {
  if (size > MAX_SIM_DECK) return { code: 'form.deck-too-big', params: { cards: size, max: MAX_SIM_DECK } }
  const needed = handSize + shields
  if (size < needed) return { code: 'form.deck-too-small', params: { cards: size, needed, hand: handSize, shields, ref } }
  return null
}

/** The same problem in English. */
export function deckSizeProblem(size: number, handSize: number, shields: number, ref: string): string | null {
  const text = deckSizeText(size, handSize, shields, ref)
  return text && simMessage(text)
}

const SavedQuestionSchema = lazySchema(() =>
  z
    .object({
      groups: z
        .array(
          z
            .object({
              mode: z.enum(['cards', 'query']),
              cards: z.array(z.string().max(40)).max(200),
              query: z.string().max(2000),
              atLeast: z.number().int().min(1).max(60),
            })
            .strict(),
        )
        .min(1)
        .max(20),
      byTurn: z
        .number()
        .int()
        .min(0)
        .max(CHART_TURNS - 1),
      player: z.enum(['first', 'second']),
      redraw: z
        .object({ kind: z.enum(['never', 'if-miss', 'if-fewer', 'optimal']), fewerThan: z.number().int().min(1).max(60), group: z.number().int().min(0) })
        .strict(),
    })
    .strict(),
)

/** The question asked last about a deck, as kept in the browser (group keys are not kept: they are the page's own). */
export function questionText(form: SimForm): string {
  return JSON.stringify({ ...form, groups: form.groups.map(({ mode, cards, query, atLeast }) => ({ mode, cards, query, atLeast })) })
}

/** A kept question read back, or null for anything that is not one (an old shape, an edited value): the page then starts afresh. */
export function readQuestion(text: string | null, key: () => number): SimForm | null {
  if (!text) return null
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = SavedQuestionSchema.safeParse(data)
  if (!parsed.success) return null
  const q = parsed.data
  return { ...q, redraw: { ...q.redraw, group: Math.min(q.redraw.group, q.groups.length - 1) }, groups: q.groups.map((g) => ({ ...g, key: key() })) }
}

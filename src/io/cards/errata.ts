import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import type { Card, Erratum } from '~/schemas/card'
import { parseTraits } from '~/engine/cards/fields'
import { importIssue, type ImportIssue } from './result'

/** The errata list a source publishes (gcg-api `errata.json`): one field of one card, before and after. */
export const ErrataRecordSchema = lazySchema(() =>
  z.object({
    card_number: z.string().min(1),
    field: z.string().min(1),
    before: z.string(),
    after: z.string(),
    date: z.string().nullish(),
    source_url: z.string().nullish(),
    note: z.string().nullish(),
  }),
)
export type ErrataRecord = z.infer<typeof ErrataRecordSchema>

export function looksLikeErrataRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'card_number' in value && 'before' in value && 'after' in value
}

/** Every record that parses, and each problem of the others by record index and field. */
function readAll<S extends z.ZodType>(schema: S, records: readonly unknown[]): { items: z.infer<S>[]; errors: ImportIssue[] } {
  const items: z.infer<S>[] = []
  const errors: ImportIssue[] = []
  records.forEach((raw, index) => {
    const parsed = schema.safeParse(raw)
    if (parsed.success) items.push(parsed.data)
    else
      for (const i of parsed.error.issues)
        errors.push(importIssue(index, null, i.path.join('.') || null, { code: 'record.refused', params: { error: i.message } }))
  })
  return { items, errors }
}

export function readErrata(records: readonly unknown[]): { errata: ErrataRecord[]; errors: ImportIssue[] } {
  const { items, errors } = readAll(ErrataRecordSchema, records)
  return { errata: items, errors }
}

/** Which card field an erratum's `field` rewrites, and how. */
const FIELDS: Record<string, (card: Card, before: string, after: string) => Card> = {
  effect: (c, b, a) => ({ ...c, text: c.text.includes(a) && !c.text.includes(b) ? c.text : c.text.split(b).join(a) }),
  text: (c, b, a) => FIELDS.effect!(c, b, a),
  name: (c, b, a) => ({ ...c, name: c.name === b ? a : c.name }),
  trait: (c, b, a) => {
    const raw = c.traits.map((t) => `(${t})`).join(' ')
    return raw.includes(b) ? { ...c, traits: parseTraits(raw.split(b).join(a)) } : c
  },
}

/**
 * Apply errata the source gives: the card shows the corrected value and keeps the erratum for display.
 * Errata the source has already applied (its text already reads "after") change nothing but are listed.
 */
export function applyErrata(cards: readonly Card[], errata: readonly ErrataRecord[]): { cards: Card[]; errors: ImportIssue[] } {
  // Most imports bring no errata: no index of a big pool's numbers to build.
  if (errata.length === 0) return { cards: [...cards], errors: [] }
  const byNumber = new Map<string, ErrataRecord[]>()
  for (const e of errata) byNumber.set(e.card_number, [...(byNumber.get(e.card_number) ?? []), e])
  const errors: ImportIssue[] = []
  const known = new Set(cards.map((c) => c.number))
  errata.forEach((e, index) => {
    if (!known.has(e.card_number)) errors.push(importIssue(index, null, 'card_number', { code: 'errata.unknown-card', params: { number: e.card_number } }))
    else if (!FIELDS[e.field]) errors.push(importIssue(index, null, 'field', { code: 'errata.field-unsupported', params: { field: e.field } }))
  })
  const out = cards.map((card) => {
    const list = byNumber.get(card.number)
    if (!list) return card
    let next = card
    const notes: Erratum[] = [...card.errata]
    for (const e of list) {
      const apply = FIELDS[e.field]
      if (!apply) continue
      next = apply(next, e.before, e.after)
      if (!notes.some((n) => n.field === e.field && n.after === e.after)) {
        notes.push({ field: e.field, before: e.before, after: e.after, date: e.date ?? null, source: e.source_url ?? null, note: e.note ?? null })
      }
    }
    // The folded search text (if any) no longer matches the corrected fields: importCardFiles folds again.
    const corrected: Card = { ...next, errata: notes }
    delete corrected.folded
    return corrected
  })
  return { cards: out, errors }
}

/** gcg-api `rulings.json`: official card Q&A linked by card number. */
export const RulingRecordSchema = lazySchema(() =>
  z.object({
    card_number: z.string().min(1),
    num: z.string(),
    date: z.string().nullish(),
    question: z.string(),
    answer: z.string(),
    source_url: z.string().nullish(),
  }),
)
export type RulingRecord = z.infer<typeof RulingRecordSchema>

export function looksLikeRulingRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'card_number' in value && 'question' in value && 'answer' in value
}

export function readRulings(records: readonly unknown[]): { rulings: RulingRecord[]; errors: ImportIssue[] } {
  const { items, errors } = readAll(RulingRecordSchema, records)
  return { rulings: items, errors }
}

/** Attach rulings to their cards; rulings for cards not in the pool are left out silently (other sets). */
export function attachRulings(cards: readonly Card[], rulings: readonly RulingRecord[]): Card[] {
  if (rulings.length === 0) return [...cards]
  const byNumber = new Map<string, RulingRecord[]>()
  for (const r of rulings) byNumber.set(r.card_number, [...(byNumber.get(r.card_number) ?? []), r])
  return cards.map((card) => {
    const list = byNumber.get(card.number)
    if (!list) return card
    return { ...card, rulings: list.map((r) => ({ num: r.num, date: r.date ?? null, question: r.question, answer: r.answer, source: r.source_url ?? null })) }
  })
}

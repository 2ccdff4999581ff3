import type { CardType } from '~/schemas/card'
import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { CardLookup } from '~/engine/cards/pool'
import { compareNumbers } from '~/engine/cards/pool'
import { printedId } from '~/engine/decklist/contract'
import type { ValidationResult } from '~/engine/validate'
import { totalCopies } from '~/engine/deck/copies'
import { catalogue, renderViolation, type Language } from '~/engine/messages'
import type { SheetCatalogue } from '~/engine/messages/sheet'

/**
 * A tournament registration sheet: player fields, the deck grouped by type with counts, numbers and
 * names, resource deck and sideboard, totals, format and ban-list date, and the validation result.
 * A pure function returning a whole HTML document (print CSS inside); the app shows or prints it, in
 * the language shown (its words from engine/messages/<lang>/sheet.ts; each problem from its code).
 */
export interface RegistrationSheetInput {
  deck: SectionsOf<DeckEntry>
  lookup: CardLookup
  format: Format
  /** The format's name in the language shown (the app's `formatNames`); its data's name by default. */
  formatName?: string
  banList: BanList | null
  result: ValidationResult
  deckName?: string
  player?: { name?: string; id?: string }
  event?: string
  date?: string
}

export const REGISTRATION_SHEET_CSS = `
@page { size: A4; margin: 10mm; }
* { box-sizing: border-box; }
body { font: 9pt/1.2 system-ui, "Segoe UI", Roboto, Arial, sans-serif; color: #000; background: #fff; margin: 0; }
h1 { font-size: 14pt; margin: 0 0 3mm; }
h2 { font-size: 10.5pt; margin: 3mm 0 1mm; border-bottom: 1px solid #000; }
h3 { font-size: 9pt; margin: 1.5mm 0 .5mm; }
.fields { display: grid; grid-template-columns: 1fr 1fr; gap: 2mm 6mm; margin-bottom: 3mm; }
.field { border-bottom: 1px solid #000; min-height: 6mm; padding-top: 1mm; }
.field span { font-size: 8pt; text-transform: uppercase; letter-spacing: .04em; margin-right: 2mm; }
.meta { font-size: 9pt; margin: 0 0 2mm; }
table { width: 100%; border-collapse: collapse; margin-bottom: 1mm; }
th, td { border: 1px solid #666; padding: .3mm 1.2mm; text-align: left; vertical-align: top; }
th { font-size: 8pt; background: #eee; }
td.count, th.count { width: 12mm; text-align: right; }
td.number, th.number { width: 26mm; font-family: ui-monospace, Consolas, monospace; }
tr.total td { font-weight: 600; border-top: 2px solid #000; }
.verdict { font-weight: 700; font-size: 12pt; padding: 1.5mm 3mm; border: 2px solid #000; display: inline-block; }
.problems { margin: 1mm 0 0 5mm; padding: 0; }
.signature { margin-top: 6mm; display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; }
section, table, tr { break-inside: avoid; }
@media screen { body { max-width: 190mm; margin: 8mm auto; } }
@media print { .no-print { display: none; } }
`

const TYPE_ORDER: CardType[] = [
  'unit',
  'character',
  'pilot',
  'command',
  'operation',
  'base',
  'generation',
  'resource',
  'basic-resource',
  'unit-token',
  'ex-base',
  'ex-resource',
]

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function rows(entries: readonly DeckEntry[], lookup: CardLookup, words: SheetCatalogue): string {
  return entries
    .map(
      (e) =>
        `<tr><td class="count">${e.count}</td><td class="number">${escapeHtml(printedId(e))}</td><td>${escapeHtml(lookup(e.number)?.name ?? words.unknownCard)}</td></tr>`,
    )
    .join('')
}

function table(entries: readonly DeckEntry[], lookup: CardLookup, label: string, words: SheetCatalogue): string {
  const head = `<tr><th class="count">${words.qty}</th><th class="number">${words.number}</th><th>${words.name}</th></tr>`
  return `<table><thead>${head}</thead><tbody>${rows(entries, lookup, words)}<tr class="total"><td class="count">${totalCopies(entries)}</td><td colspan="2">${escapeHtml(label)}</td></tr></tbody></table>`
}

/** The main deck by card type (Units, Pilots, Commands, Bases; unknown cards last), each sorted by number. */
function grouped(entries: readonly DeckEntry[], lookup: CardLookup, words: SheetCatalogue): string {
  const groups = new Map<CardType | 'unknown', DeckEntry[]>()
  for (const e of entries) {
    const type: CardType | 'unknown' = lookup(e.number)?.type ?? 'unknown'
    groups.set(type, [...(groups.get(type) ?? []), e])
  }
  const order = [...TYPE_ORDER, 'unknown' as const].filter((t) => groups.has(t))
  return order
    .map((t) => {
      const list = [...groups.get(t)!].sort((a, b) => compareNumbers(printedId(a), printedId(b)))
      const type = words.type(t)
      return `<h3>${words.group(type, totalCopies(list))}</h3>${table(list, lookup, words.groupTotal(type), words)}`
    })
    .join('')
}

/** The sheet in a language (English by default): its words, and each problem rendered from its code. What a player typed is escaped. */
export function registrationSheetHtml(input: RegistrationSheetInput, language: Language = 'en'): string {
  const { deck, lookup, format, banList, result } = input
  const words = catalogue(language).sheet
  const field = (label: string, value = '') => `<div class="field"><span>${label}</span>${escapeHtml(value)}</div>`
  const problems = [...result.violations, ...result.warnings]
  const title = input.deckName ? words.titleOf(escapeHtml(input.deckName)) : words.title
  const heading = (key: 'main' | 'resource' | 'sideboard' | 'ex', entries: readonly DeckEntry[]) => `<h2>${words.section(key, totalCopies(entries))}</h2>`
  const meta = words.meta({
    format: escapeHtml(input.formatName ?? format.name),
    id: escapeHtml(format.id),
    banList: banList ? `${escapeHtml(banList.name)}, ${escapeHtml(banList.date)}` : null,
  })
  const problem = (v: (typeof problems)[number]) =>
    `<li>${words.problem({ severity: v.severity, ref: escapeHtml(v.ref), message: escapeHtml(renderViolation(v, language)) })}</li>`
  const resource = deck.resource.length ? table(deck.resource, lookup, words.total('resource'), words) : `<p>${words.noneListed}</p>`
  const sideboard = deck.sideboard.length ? table(deck.sideboard, lookup, words.total('sideboard'), words) : `<p>${words.noSideboard}</p>`
  const ex = deck.ex?.length ? `\n<section>${heading('ex', deck.ex)}${table(deck.ex, lookup, words.total('ex'), words)}</section>` : ''
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${title}</title><style>${REGISTRATION_SHEET_CSS}</style></head>
<body>
<h1>${title}</h1>
<div class="fields">${field(words.playerName, input.player?.name)}${field(words.playerId, input.player?.id)}${field(words.event, input.event)}${field(words.date, input.date)}</div>
<p class="meta">${meta}</p>
<section>${heading('main', deck.main)}${grouped(deck.main, lookup, words)}</section>
<section>${heading('resource', deck.resource)}${resource}</section>
<section>${heading('sideboard', deck.sideboard)}${sideboard}</section>${ex}
<section><h2>${words.check}</h2><p class="verdict">${result.legal ? words.legal : words.notLegal}</p>
${problems.length ? `<ul class="problems">${problems.map(problem).join('')}</ul>` : `<p>${words.noProblems}</p>`}</section>
<div class="signature">${field(words.signature)}${field(words.judge)}</div>
</body></html>
`
}

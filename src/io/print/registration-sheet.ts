import type { CardType } from '~/schemas/card'
import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { CardLookup } from '~/engine/cards/pool'
import { compareNumbers } from '~/engine/cards/pool'
import { printedId } from '~/engine/decklist/contract'
import type { ValidationResult } from '~/engine/validate'
import { totalCopies } from '~/engine/deck/copies'

/**
 * A tournament registration sheet: player fields, the deck grouped by type with counts, numbers and
 * names, resource deck and sideboard, totals, format and ban-list date, and the validation result.
 * A pure function returning a whole HTML document (print CSS inside); the app shows or prints it.
 */
export interface RegistrationSheetInput {
  deck: SectionsOf<DeckEntry>
  lookup: CardLookup
  format: Format
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
const TYPE_LABEL: Record<CardType, string> = {
  unit: 'Units',
  pilot: 'Pilots',
  command: 'Commands',
  base: 'Bases',
  resource: 'Resources',
  'unit-token': 'Unit tokens',
  'ex-base': 'EX Bases',
  'ex-resource': 'EX Resources',
  character: 'Characters',
  operation: 'Operations',
  generation: 'Generations',
  'basic-resource': 'Basic Resources',
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

function rows(entries: readonly DeckEntry[], lookup: CardLookup): string {
  return entries
    .map(
      (e) =>
        `<tr><td class="count">${e.count}</td><td class="number">${escapeHtml(printedId(e))}</td><td>${escapeHtml(lookup(e.number)?.name ?? '(unknown card)')}</td></tr>`,
    )
    .join('')
}

function table(entries: readonly DeckEntry[], lookup: CardLookup, label: string): string {
  return `<table><thead><tr><th class="count">Qty</th><th class="number">Card number</th><th>Name</th></tr></thead><tbody>${rows(entries, lookup)}<tr class="total"><td class="count">${totalCopies(entries)}</td><td colspan="2">${escapeHtml(label)}</td></tr></tbody></table>`
}

/** The main deck by card type (Units, Pilots, Commands, Bases; unknown cards last), each sorted by number. */
function grouped(entries: readonly DeckEntry[], lookup: CardLookup): string {
  const groups = new Map<CardType | 'unknown', DeckEntry[]>()
  for (const e of entries) {
    const type: CardType | 'unknown' = lookup(e.number)?.type ?? 'unknown'
    groups.set(type, [...(groups.get(type) ?? []), e])
  }
  const order = [...TYPE_ORDER, 'unknown' as const].filter((t) => groups.has(t))
  return order
    .map((t) => {
      const list = [...groups.get(t)!].sort((a, b) => compareNumbers(printedId(a), printedId(b)))
      const label = t === 'unknown' ? 'Unknown cards' : TYPE_LABEL[t]
      return `<h3>${label} (${totalCopies(list)})</h3>${table(list, lookup, `${label} total`)}`
    })
    .join('')
}

export function registrationSheetHtml(input: RegistrationSheetInput): string {
  const { deck, lookup, format, banList, result } = input
  const field = (label: string, value = '') => `<div class="field"><span>${label}</span>${escapeHtml(value)}</div>`
  const problems = [...result.violations, ...result.warnings]
  const title = input.deckName ? `Deck registration: ${escapeHtml(input.deckName)}` : 'Deck registration'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${REGISTRATION_SHEET_CSS}</style></head>
<body>
<h1>${title}</h1>
<div class="fields">${field('Player name', input.player?.name)}${field('Player ID', input.player?.id)}${field('Event', input.event)}${field('Date', input.date)}</div>
<p class="meta">Format: ${escapeHtml(format.name)} [${escapeHtml(format.id)}]. Ban list: ${banList ? `${escapeHtml(banList.name)}, ${escapeHtml(banList.date)}` : 'none'}.</p>
<section><h2>Main deck (${totalCopies(deck.main)})</h2>${grouped(deck.main, lookup)}</section>
<section><h2>Resource deck (${totalCopies(deck.resource)})</h2>${deck.resource.length ? table(deck.resource, lookup, 'Resource deck total') : '<p>None listed.</p>'}</section>
<section><h2>Sideboard (${totalCopies(deck.sideboard)})</h2>${deck.sideboard.length ? table(deck.sideboard, lookup, 'Sideboard total') : '<p>None.</p>'}</section>${deck.ex?.length ? `\n<section><h2>EX and tokens (${totalCopies(deck.ex)})</h2>${table(deck.ex, lookup, 'EX and tokens total')}</section>` : ''}
<section><h2>Deck check</h2><p class="verdict">${result.legal ? 'LEGAL' : 'NOT LEGAL'}</p>
${problems.length ? `<ul class="problems">${problems.map((v) => `<li>${v.severity === 'error' ? 'Error' : 'Warning'} (${escapeHtml(v.ref)}): ${escapeHtml(v.message)}</li>`).join('')}</ul>` : '<p>No problems found.</p>'}</section>
<div class="signature">${field('Player signature')}${field('Judge / organiser')}</div>
</body></html>
`
}

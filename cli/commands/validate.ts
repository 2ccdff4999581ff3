import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { readDeckList } from '~/engine/decklist/read'
import { banListFor, FORMATS } from '~/engine/formats/registry'
import type { Violation } from '~/engine/rules/types'
import { totalCopies } from '~/engine/deck/copies'
import { validateDeck } from '~/engine/validate'
import type { Format } from '~/schemas/format'
import { loadCards, requireFormat, MAX_DECK_BYTES, readText, UsageError, type CliIo } from '../io'

export const VALIDATE_USAGE = `Usage: gundeck validate FILE... --cards PATH [--format ${[...FORMATS.keys()].join('|')}] [--json]

Checks each deck list against a format's construction rules and ban list. A list may be text in
any common dialect, or our CSV, JSON or deck code (what gundeck convert writes); a FILE of - is
standard input. Deck lists over 1 MB are refused, whatever the file claims its size is.
  --cards PATH    card data: a gcg-api cards.json / cards.ndjson, an official-site scrape file,
                  a Gundam War file (cards-merged.json, deckCopyLimits.json, ...), a Gundam Forge
                  card list, our CSV (game column: gcg, gundam-war, forge), or a folder of such files
  --format ID     format to check against (default gcg)
  --json          print one JSON value (an object for one file, an array for several)
Exit status: 0 every deck legal, 1 some deck not legal, 2 usage error or unreadable input.`

/** The CLI's JSON contract, key order included. */
export interface ValidateReport {
  file: string
  format: string
  legal: boolean
  deck: {
    main: { number: string; printing: string | null; count: number }[]
    resource: { number: string; printing: string | null; count: number }[]
    sideboard: { number: string; printing: string | null; count: number }[]
  }
  violations: ReportedViolation[]
  warnings: ReportedViolation[]
}
type ReportedViolation = Pick<Violation, 'rule' | 'ref' | 'severity' | 'message' | 'cards' | 'lines'>

const entries = (list: readonly { number: string; printing: string | null; count: number }[]) =>
  list.map(({ number, printing, count }) => ({ number, printing, count }))

const violation = ({ rule, ref, severity, message, cards, lines }: Violation): ReportedViolation => ({
  rule,
  ref,
  severity,
  message,
  cards,
  lines,
})

export function validateCommand(argv: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      cards: { type: 'string' },
      format: { type: 'string', default: 'gcg' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    io.out(VALIDATE_USAGE)
    return 0
  }
  if (positionals.length === 0) throw new UsageError('no deck list given\n\n' + VALIDATE_USAGE)
  if (!values.cards) throw new UsageError('--cards PATH is required: the card data to check against\n\n' + VALIDATE_USAGE)
  const format = requireFormat(values.format)

  const texts = positionals.map((file) => ({ file, text: readText(file, MAX_DECK_BYTES, 'deck list') }))
  const pool = loadCards(values.cards, io)
  const reports = texts.map(({ file, text }): ValidateReport => {
    const list = readDeckList(text, pool)
    const result = validateDeck(list, pool.lookup, format)
    return {
      file,
      format: format.id,
      legal: result.legal,
      deck: { main: entries(list.main), resource: entries(list.resource), sideboard: entries(list.sideboard) },
      violations: result.violations.map(violation),
      warnings: result.warnings.map(violation),
    }
  })
  if (values.json) io.out(JSON.stringify(reports.length === 1 ? reports[0] : reports, null, 2))
  else io.out(textReport(reports, format, pool.size, pool.printingCount))
  return reports.every((r) => r.legal) ? 0 : 1
}


/** What an organiser scans: one block per deck, its verdict first, then each problem with its rule. */
export function textReport(reports: readonly ValidateReport[], format: Format, cards: number, printings: number): string {
  const ban = banListFor(format)
  const out: string[] = [
    `Format: ${format.name} [${format.id}]`,
    `  ${format.source}`,
    ban ? `  Ban list: ${ban.name}, ${ban.date} (${ban.source})` : '  Ban list: none',
    ...(ban?.notes.map((n) => `  Note: ${n}`) ?? []),
    `Card pool: ${cards} cards, ${printings} printings`,
    '',
  ]
  for (const r of reports) {
    out.push(`${r.legal ? 'LEGAL    ' : 'NOT LEGAL'}  ${basename(r.file)}  (main ${totalCopies(r.deck.main)}, resource ${totalCopies(r.deck.resource)}, sideboard ${totalCopies(r.deck.sideboard)})`)
    for (const v of [...r.violations, ...r.warnings]) {
      const where = v.lines.length > 0 ? ` [line${v.lines.length > 1 ? 's' : ''} ${v.lines.join(', ')}]` : ''
      out.push(`  ${v.severity === 'error' ? 'error  ' : 'warning'} ${v.rule}${where}: ${v.message}`)
    }
  }
  const bad = reports.filter((r) => !r.legal).length
  out.push('', `${reports.length - bad} legal, ${bad} not legal`)
  return out.join('\n')
}

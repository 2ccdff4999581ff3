import { parseArgs } from 'node:util'
import { readDeckList } from '~/engine/decklist/read'
import { DECK_LIST_FORMATS, writeDeckList, type DeckListFormat } from '~/engine/decklist/write'
import { catalogue } from '~/engine/messages'
import { loadCards, MAX_DECK_BYTES, readText, requireLanguage, say, shown, UsageError, type CliIo } from '../io'

export const CONVERT_USAGE = `Usage: gundeck convert FILE --cards PATH --to ${DECK_LIST_FORMATS.join('|')} [--name NAME] [--lang en|ja]

Reads a deck list in any dialect we know (or our CSV, JSON or a deck code) and prints it in another.
  --cards PATH    card data (as for validate): names, resource placement and name-only lines need it
  --to FORMAT     canonical   4 GD01-013 Gundam, with section headers
                  limitless   4 Gundam GD01-013
                  egman       4 GD01-013 Gundam
                  exburst     4 x GD01-013
                  deckplanet  4 Gundam [GD01-013]
                  oneline     4xGD01-013,4xST01-001,...
                  csv         section,count,number,printing,name
                  json        our versioned deck file
                  code        a short deck code for links (gd1....)
  --name NAME     a deck name to write (JSON, code, and a comment in text); default: the input's
  --lang en|ja    the language of the problems said on stderr (default en); the list is written as it is
Exit status: 0 converted, 1 the list has lines that cannot be read (reported on stderr, nothing
printed), 2 usage error or unreadable input.`

export function convertCommand(argv: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      cards: { type: 'string' },
      to: { type: 'string' },
      name: { type: 'string' },
      lang: { type: 'string', default: 'en' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    io.out(CONVERT_USAGE)
    return 0
  }
  const language = requireLanguage(values.lang)
  if (positionals.length !== 1) throw new UsageError({ code: 'convert.one', params: { usage: CONVERT_USAGE } })
  if (!values.to || !(DECK_LIST_FORMATS as readonly string[]).includes(values.to)) {
    throw new UsageError({ code: 'to.unknown', params: { to: values.to ? shown(values.to) : null, known: [...DECK_LIST_FORMATS], usage: CONVERT_USAGE } })
  }
  if (!values.cards) throw new UsageError({ code: 'cards.required', params: { command: 'convert', usage: CONVERT_USAGE } })
  const file = positionals[0]!
  const text = readText(file, MAX_DECK_BYTES, 'deck list')
  const pool = loadCards(values.cards, io)
  const list = readDeckList(text, pool)
  const errors = list.diagnostics.filter((d) => d.severity === 'error')
  const words = catalogue(language)
  for (const d of list.diagnostics) {
    // As a compiler says it, file:line:column: severity: message; the words in the chosen language.
    const said = language === 'en' ? `${d.severity}: ${d.message}` : `${words.report.severity({ severity: d.severity }).trim()}：${words.reading(d, d.line)}`
    io.err(`${shown(file)}:${d.line}:${d.column}: ${shown(said)}`)
  }
  if (errors.length > 0) {
    say(io, { code: 'convert.unreadable', params: { file: shown(file), lines: errors.length } })
    return 1
  }
  io.out(writeDeckList(list, values.to as DeckListFormat, pool, { name: values.name ?? list.name }).replace(/\n$/, ''))
  return 0
}

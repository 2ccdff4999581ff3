import { parseArgs } from 'node:util'
import { readDeckList } from '~/engine/decklist/read'
import { DECK_LIST_FORMATS, writeDeckList, type DeckListFormat } from '~/engine/decklist/write'
import { catalogue } from '~/engine/messages'
import { usageText } from '../usage'
import { loadCards, MAX_DECK_BYTES, readText, requireLanguage, say, shown, UsageError, type CliIo } from '../io'

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
    io.out(usageText('convert', io.language))
    return 0
  }
  const language = requireLanguage(values.lang)
  if (positionals.length !== 1) throw new UsageError({ code: 'convert.one', params: { usage: usageText('convert', io.language) } })
  if (!values.to || !(DECK_LIST_FORMATS as readonly string[]).includes(values.to)) {
    throw new UsageError({
      code: 'to.unknown',
      params: { to: values.to ? shown(values.to) : null, known: [...DECK_LIST_FORMATS], usage: usageText('convert', io.language) },
    })
  }
  if (!values.cards) throw new UsageError({ code: 'cards.required', params: { command: 'convert', usage: usageText('convert', io.language) } })
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

import { simulateCommand } from './commands/simulate'
import { convertCommand } from './commands/convert'
import { validateCommand } from './commands/validate'
import { escapeControlsInJson, escapeControlsInLines } from '~/engine/text/escape'
import { catalogue, isLanguage, type Language } from '~/engine/messages'
import { shown, UsageError, type CliIo } from './io'
import { usageText } from './usage'

/**
 * Run the CLI; returns the exit status. Usage errors and unreadable input are 2, never a stack trace.
 * Nothing reaches the terminal raw: every piece of outside text is escaped where it is echoed, and
 * here, the last guard, any control character left: as `\u…` on stdout (the same value in JSON), as
 * `\x…` on stderr. Line breaks and tabs pass. A big folder's JSON (outJson) is escaped as it is
 * written (reportJson), not searched again here.
 */
export function run(argv: string[], raw: CliIo): number {
  const out = (text: string) => raw.out(escapeControlsInJson(text))
  const language = languageOf(argv)
  const io: CliIo = { ...raw, out, outJson: raw.out, err: (text) => raw.err(escapeControlsInLines(text)), language }
  const words = catalogue(language)
  const [command, ...rest] = argv
  try {
    switch (command) {
      case 'validate':
        return validateCommand(rest, io)
      case 'simulate':
        return simulateCommand(rest, io)
      case 'convert':
        return convertCommand(rest, io)
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(usageText('main', language))
        return command === undefined ? 2 : 0
      default:
        throw new UsageError({ code: 'command.unknown', params: { command: shown(command), usage: usageText('main', language) } })
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(words.cli({ code: 'error', params: { message: words.cli(e.text) } }))
      return 2
    }
    // Node's own words for an option it does not know.
    if (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(words.cli({ code: 'error', params: { message: words.cli({ code: 'option.unknown', params: { detail: e.message } }) } }))
      return 2
    }
    io.err(words.cli({ code: 'internal-error', params: { detail: e instanceof Error ? e.message : String(e) } }))
    return 2
  }
}

/**
 * The language `--lang` asks for (`--lang ja` or `--lang=ja`), known before the command reads its options,
 * so that a usage error is said in it too; English when absent or not one the catalogues speak.
 */
function languageOf(argv: readonly string[]): Language {
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i] === '--lang' ? argv[i + 1] : argv[i]!.startsWith('--lang=') ? argv[i]!.slice('--lang='.length) : undefined
    if (value !== undefined) return isLanguage(value) ? value : 'en'
  }
  return 'en'
}

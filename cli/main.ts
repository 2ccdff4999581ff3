import { simulateCommand } from './commands/simulate'
import { convertCommand } from './commands/convert'
import { validateCommand } from './commands/validate'
import { escapeControlsInJson, escapeControlsInLines } from '~/engine/text/escape'
import { shown, UsageError, type CliIo } from './io'

export const USAGE = `gundeck: deck checking for Gundam trading card games

Commands:
  gundeck validate FILE|FOLDER... --cards PATH [--format ID] [--banlist FILE] [--as-of DATE]
                   [--no-assume-resources] [--report FILE.csv] [--json] [--jobs N] [--verbose] [--lang en|ja]
  gundeck simulate FILE --cards PATH [--format ID] --hit NUMBERS[:N] [--hit ...] [--by-turn T]
                   [--player first|second] [--redraw never|if-miss] [--trials N] [--seed S] [--json]
  gundeck convert FILE --cards PATH --to FORMAT [--name NAME]

Run "gundeck COMMAND --help" for a command's options.`

/**
 * Run the CLI; returns the exit status. Usage errors and unreadable input are 2, never a stack trace.
 * Nothing reaches the terminal raw: every piece of outside text is escaped where it is echoed, and
 * here, the last guard, any control character left: as `\u…` on stdout (the same value in JSON), as
 * `\x…` on stderr. Line breaks and tabs pass. A big folder's JSON (outJson) is escaped as it is
 * written (reportJson), not searched again here.
 */
export function run(argv: string[], raw: CliIo): number {
  const out = (text: string) => raw.out(escapeControlsInJson(text))
  const io: CliIo = { ...raw, out, outJson: raw.out, err: (text) => raw.err(escapeControlsInLines(text)) }
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
        io.out(USAGE)
        return command === undefined ? 2 : 0
      default:
        throw new UsageError(`unknown command "${shown(command)}"\n\n${USAGE}`)
    }
  } catch (e) {
    if (e instanceof UsageError || (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))) {
      io.err(`gundeck: ${e.message}`)
      return 2
    }
    io.err(`gundeck: internal error: ${e instanceof Error ? e.message : String(e)}`)
    return 2
  }
}

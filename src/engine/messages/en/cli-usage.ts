import { formatCount } from '../../text/format'
import { COMMAND_LINES, DIALECT_SAMPLES, type CliUsageCatalogue } from '../cli'

/** The commands' help in English (`gundeck --help`, `gundeck COMMAND --help`, and after a usage error). */
export const CLI_USAGE: CliUsageCatalogue = {
  main: () => `gundeck: deck checking for Gundam trading card games

Commands:
${COMMAND_LINES}

Run "gundeck COMMAND --help" for a command's options.`,
  validate: (p) => `Usage: gundeck validate FILE|FOLDER... --cards PATH [--format ${p.formats.join('|')}]
                        [--banlist FILE] [--as-of DATE] [--no-assume-resources] [--report FILE.csv]
                        [--json] [--jobs N] [--verbose] [--lang en|ja]

Checks each deck list against a format's construction rules and ban list. A list may be text in
any common dialect, or our CSV, JSON or deck code (what gundeck convert writes); a FILE of - is
standard input; a FOLDER is every .txt, .csv and .json file inside it, subfolders too, in sorted
order. Deck lists over 1 MB are refused, whatever the file claims its size is. A list that is no
deck list (a Bandai TCG+ deck link, another tool's JSON, a file or folder that cannot be read) is
UNREADABLE, says why and what to do, and the rest are checked.
  --cards PATH    card data: a gcg-api cards.json / cards.ndjson, an official-site scrape file,
                  a Gundam War file (cards-merged.json, deckCopyLimits.json, ...), a Gundam Forge
                  card list, our CSV (game column: gcg, gundam-war, forge), or a folder of such files
                  (files in it that hold no card data are left out)
  --format ID     format to check against (default gcg)
  --banlist FILE  a ban list in our data format (JSON, as in data/banlists/) to use instead of the
                  format's own, e.g. one announced after this release
  --as-of DATE    the ban list in force on DATE (YYYY-MM-DD): the latest one dated on or before it,
                  from data/banlists/ (and --banlist FILE, when given)
  --no-assume-resources  check a list with no resource deck as written (a resource deck of 0
                  cards is an error). By default such a list is checked with the standard
                  10 x R-001 and a warning says so (in the JSON; once under the text report; in the
                  report's "resource deck" column). --assume-resources, the old way to ask for
                  that, is still accepted and changes nothing
  --report FILE   also write a CSV with one row per list: file, deck name, status, each problem in
                  words, and the resource deck (for the event's records). Never read back as a
                  list; never written over a deck list or any file that is not such a report
  --json          print one JSON value (an object for one file, an array for several)
  --jobs N        threads for a big folder (default: one per idle core, the cores less the load
                  average): with 2 or 3, one reads the files while another checks them; from 4
                  (and 2,000 lists), half of them check; 1 does everything in one thread
  --verbose       also name the files of a --cards folder that hold no card data
  --lang en|ja    the language of the text report (default en); --json and --report stay as they are,
                  and each violation in --json has its code and params for any language
Exit status: 0 every deck legal, 1 some deck not legal, unchecked (a card newer than the card
data) or unreadable, 2 usage error or unreadable input named on the command line.`,
  simulate: (p) => `Usage: gundeck simulate FILE --cards PATH [--format ${p.formats.join('|')}] --hit NUMBERS[:N] [--hit ...]
                        [--by-turn T] [--player first|second] [--redraw never|if-miss|optimal]
                        [--trials N] [--seed S] [--json] [--lang en|ja]

The chance that the deck's opening meets a condition, exactly and by a seeded Monte Carlo, following
the format's opening rules (Gundam War redraw a) is always taken when it applies):
${p.openings}
  --cards PATH       card data (as for validate)
  --format ID        format whose opening rules apply (default gcg)
  --hit NUMBERS[:N]  at least N (default 1) cards among these comma-separated card numbers; a
                     printing counts for its number; repeat --hit for more groups, all must hold
  --by-turn T        0 (default): the opening hand only; T: the final hand plus every card drawn
                     by the end of the player's turn T draw phase
  --player P         first (default) or second
  --redraw R         if-miss (default): take the format's redraw (GCG redraw, Forge mulligan,
                     Gundam War redraw b)) while the hand misses the condition; never: keep it;
                     optimal: the best decision, redraw exactly the hands whose exact chance
                     after redrawing is higher than when kept (the policy is printed)
  --trials N         Monte Carlo trials (default ${formatCount(p.trials)}); 0 for exact odds only
  --seed S           seed, 0 to 4294967295 (default: random, printed); the same seed gives the same result
  --json             print {"exact", "monteCarlo": {"p", "trials", "stdError"}, "seed"}; with
                     --trials 0, monteCarlo and seed are null; exact is null if too many groups overlap;
                     --redraw optimal adds "policy": [{"hand": {"group1", ..., "other"}, "keep",
                     "redraw", "choice"}], one entry for each first hand by its cards per group
                     (a card in two groups counts in both; "step" too where several redraws follow)
  --lang en|ja       the language of the text report (default en); --json stays as it is
Exit status: 0 done, 2 usage error or unreadable input.`,
  convert: (p) => `Usage: gundeck convert FILE --cards PATH --to ${p.dialects.join('|')} [--name NAME] [--lang en|ja]

Reads a deck list in any dialect we know (or our CSV, JSON or a deck code) and prints it in another.
  --cards PATH    card data (as for validate): names, resource placement and name-only lines need it
  --to FORMAT     canonical   4 GD01-013 Gundam, with section headers
${DIALECT_SAMPLES}
                  json        our versioned deck file
                  code        a short deck code for links (gd1....)
  --name NAME     a deck name to write (JSON, code, and a comment in text); default: the input's
  --lang en|ja    the language of the problems said on stderr (default en); the list is written as it is
Exit status: 0 converted, 1 the list has lines that cannot be read (reported on stderr, nothing
printed), 2 usage error or unreadable input.`,
}

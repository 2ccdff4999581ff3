import { closeSync, constants, openSync, readdirSync, readSync, statSync } from 'node:fs'
import { isUtf8 } from 'node:buffer'
import { basename, join } from 'node:path'
import { escapeControls } from '~/engine/text/escape'
import { CardPool } from '~/engine/cards/pool'
import { FORMATS, getFormat } from '~/engine/formats/registry'
import { catalogue, importIssueMessage, isLanguage, LANGUAGES, type Language } from '~/engine/messages'
import type { CliText, FileKind } from '~/engine/messages/cli'
import { cliMessage } from '~/engine/messages/en/cli'
import { systemReason } from '~/engine/messages/en/reading'
import type { FileProblem } from '~/engine/messages/reading'
import type { Format } from '~/schemas/format'
import { importCardFile, importCardFiles, type CardFile, type FileImportResult } from '~/io/cards/detect'
import type { ImportIssue, ImportResult } from '~/io/cards/result'
import { MAX_CARD_FILE_BYTES_CLI, MAX_DECK_LIST_BYTES } from '~/engine/limits'

/** What a command may print and how it ends; tests pass their own to capture both streams. */
export interface CliIo {
  out: (text: string) => void
  /** JSON with every control escaped already (reportJson: elements of a run's array), written as it is; absent, `out` takes it. */
  outJson?: (json: string) => void
  /** The descriptor `outJson` writes to, each text and a line break as they are: a thread may write there instead. */
  outFd?: number
  err: (text: string) => void
  /**
   * The script a worker thread can run to check lists beside this one (the CLI's own file); absent,
   * everything runs in this thread.
   */
  workerScript?: URL
  /** Standard error is a terminal: progress lines go there only then, never into a pipe or a file. */
  errIsTerminal?: boolean
  /** The language of what goes to standard error (--lang); English when absent. */
  language?: Language
}

/** Say `text` on standard error, in the run's language. */
export function say(io: CliIo, text: CliText): void {
  io.err(catalogue(io.language ?? 'en').cli(text))
}

/** A path or any other outside text inside one of our messages: control characters escaped (`\x1b`). */
export const shown = escapeControls

/**
 * A problem with the command line or its input: exit 2 with this message, never a stack trace. `text` is
 * what it says as data (worded in the run's language by main.ts); `message` is its English.
 */
export class UsageError extends Error {
  constructor(readonly text: CliText) {
    super(cliMessage(text))
  }
}

// The limits live with the browser's in src/engine/limits.ts.
export const MAX_DECK_BYTES = MAX_DECK_LIST_BYTES

/**
 * Read a file (or `-` for standard input) as UTF-8 text, never more than `limit` bytes. The size a
 * file reports is only a first hint: devices (`/dev/zero`), pipes and FIFOs report 0, so the cap is
 * held while reading, and reading stops one byte past it.
 */
export function readText(path: string, limit: number, what: FileKind): string {
  const stdin = path === '-'
  const name = stdin ? null : shown(path)
  const tooBig = (size?: number) => new UsageError({ code: 'file.too-big', params: { what, name, bytes: size ?? null, limit } })
  let fd: number
  try {
    if (!stdin) {
      const st = statSync(path)
      if (st.isDirectory()) throw new UsageError({ code: 'file.folder', params: { what, name } })
      if (st.isFile() && st.size > limit) throw tooBig(st.size)
    }
    fd = stdin ? 0 : openSync(path, 'r')
  } catch (e) {
    if (e instanceof UsageError) throw e
    throw new UsageError(
      (e as NodeJS.ErrnoException).code === 'ENOENT'
        ? { code: 'file.missing', params: { what, name } }
        : { code: 'file.unreadable', params: { what, name, detail: String((e as Error).message) } },
    )
  }
  const chunks: Buffer[] = []
  let total = 0
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, limit + 1 - total))
      let n: number
      try {
        n = readSync(fd, chunk, 0, chunk.length, null)
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code
        // A non-blocking pipe with nothing in it yet: wait a moment and try again.
        if (code === 'EAGAIN') {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
          continue
        }
        if (code === 'EOF') break
        throw new UsageError({ code: 'file.unreadable', params: { what, name, detail: String((e as Error).message) } })
      }
      if (n === 0) break
      chunks.push(chunk.subarray(0, n))
      total += n
      if (total > limit) throw tooBig()
    }
  } finally {
    if (!stdin) closeSync(fd)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, total))
  } catch {
    throw new UsageError({ code: 'file.not-utf8', params: { what, name } })
  }
}

/** One buffer for every list a folder run reads: a list is at most 1 MB, and a fresh buffer per file is garbage. */
let listBuffer: Buffer | null = null

/** Why a file or folder could not be read, as data: the system's code, or its own text when it has none. */
export function systemError(e: unknown): { errno: string | null; error: string | null } {
  const code = (e as NodeJS.ErrnoException).code
  return code ? { errno: code, error: null } : { errno: null, error: String((e as Error).message) }
}

/** Why a file or folder could not be read, in words, with the system's code (the English catalogue's words). */
export const readProblem = (e: unknown): string => systemReason(systemError(e))

/**
 * A deck list found in a folder (a regular file, as its directory entry said), read without throwing:
 * its text, or why it cannot be read (a file gundeck may not open, over the limit, not UTF-8). It is
 * read in one call into a buffer kept for the next file; opened non-blocking, so a file swapped for a
 * FIFO since the folder was listed cannot hang the run.
 */
export function readListFile(path: string, limit: number): { text: string } | { problem: FileProblem } {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (e) {
    return { problem: { code: 'file.unreadable', params: systemError(e) } }
  }
  try {
    if (!listBuffer || listBuffer.length < limit + 1) listBuffer = Buffer.allocUnsafe(limit + 1)
    // A regular file gives all it holds up to the length asked for: one byte past the limit tells an oversized one.
    const n = readSync(fd, listBuffer, 0, limit + 1, null)
    if (n > limit) return { problem: { code: 'file.too-big', params: { limit } } }
    const text = utf8Text(listBuffer.subarray(0, n))
    return text === null ? { problem: { code: 'file.not-utf8', params: {} } } : { text }
  } catch (e) {
    return { problem: { code: 'file.unreadable', params: systemError(e) } }
  } finally {
    closeSync(fd)
  }
}

/**
 * A list file's bytes as text, or null when they are not UTF-8: what a fatal TextDecoder gives (a
 * leading BOM dropped), by Node's own check and decoding, which are cheaper per file while a folder
 * run's code is still cold (bench/README.md).
 */
export function utf8Text(bytes: Buffer): string | null {
  if (!isUtf8(bytes)) return null
  const text = bytes.toString('utf8')
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** A card file's problem with its place, in `language` (the same words as the Card data page's report). */
function describeIssue(i: ImportIssue, language: Language = 'en'): string {
  if (language !== 'en') {
    const words = catalogue(language)
    return words.placed(words.importPlace(i), importIssueMessage(i, language))
  }
  const where = [i.line !== null ? `line ${i.line}` : i.record !== null ? `record ${i.record}` : null, i.field ? `field ${i.field}` : null]
    .filter(Boolean)
    .join(', ')
  return where ? `${where}: ${i.message}` : i.message
}

/**
 * Load a card pool from any importable file, or a folder of them (per-set files, cards plus errata).
 * Bad records are reported on stderr and skipped; a pool with no cards at all is a usage error. In a
 * folder, files that are no card data (gcg-api's products, rules FAQ and sets) are left out quietly;
 * `verbose` names them once. `quiet` reports nothing (a worker thread loading what the main one did).
 */
export function loadCards(path: string, io: CliIo, { verbose = false, quiet = false }: { verbose?: boolean; quiet?: boolean } = {}): CardPool {
  let files: CardFile[]
  let isDir = false
  try {
    isDir = statSync(path).isDirectory()
  } catch {
    throw new UsageError({ code: 'cards.missing', params: { path: shown(path) } })
  }
  if (isDir) {
    const names = readdirSync(path)
      .filter((n) => /\.(json|ndjson|csv)$/i.test(n))
      .sort()
    // The same data set as JSON and NDJSON: read it once.
    const chosen = names.filter((n) => !(/\.ndjson$/i.test(n) && names.includes(n.replace(/\.ndjson$/i, '.json'))))
    files = chosen.map((n) => ({ name: n, text: readText(join(path, n), MAX_CARD_FILE_BYTES_CLI, 'card file') }))
  } else {
    files = [{ name: basename(path), text: readText(path, MAX_CARD_FILE_BYTES_CLI, 'card file') }]
  }
  const result: ImportResult & { files?: FileImportResult['files'] } = isDir ? importCardFiles(files, { skipOtherFiles: true }) : importCardFile(files[0]!)
  if (result.cards.length === 0) {
    throw new UsageError({
      code: 'cards.none',
      params: { path: shown(path), detail: result.errors[0] ? shown(describeIssue(result.errors[0], io.language)) : null },
    })
  }
  if (quiet) return new CardPool(result.cards)
  const others = (result.files ?? []).filter((f) => f.source === 'unknown').map((f) => f.name)
  if (verbose && others.length > 0) say(io, { code: 'cards.other-files', params: { path: shown(path), files: others.map(shown) } })
  if (result.errors.length > 0) {
    say(io, { code: 'cards.skipped', params: { path: shown(path), skipped: result.skipped, problems: result.errors.length } })
    for (const e of result.errors.slice(0, 10)) io.err(`  ${shown(describeIssue(e, io.language))}`)
    if (result.errors.length > 10) say(io, { code: 'cards.more-problems', params: { count: result.errors.length - 10 } })
  }
  return new CardPool(result.cards)
}

/**
 * `--trials -5` as `--trials=-5`: node's parseArgs takes a value starting with `-` for an option and
 * stops ("argument is ambiguous"); joined, the value reaches the option's own check, whose message
 * names the option and the range.
 */
export function joinDashValues(argv: readonly string[], valued: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const next = argv[i + 1]
    if (valued.includes(arg) && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${arg}=${next}`)
      i++
    } else out.push(arg)
  }
  return out
}

/** The format a `--format` option names, or a usage error listing the known ones. */
export function requireFormat(id: string): Format {
  const format = getFormat(id)
  if (!format) throw new UsageError({ code: 'format.unknown', params: { id: shown(id), known: [...FORMATS.keys()] } })
  return format
}

/** The language --lang names: one the catalogues speak (src/engine/messages). */
export function requireLanguage(lang: string): Language {
  if (!isLanguage(lang)) throw new UsageError({ code: 'lang.unknown', params: { lang: shown(lang), known: [...LANGUAGES] } })
  return lang
}

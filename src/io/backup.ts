import type { z } from 'zod'
import { BACKUP_KIND, BACKUP_MIGRATIONS, BACKUP_VERSION, BackupSchema, type Backup, type BackupMigration } from '~/schemas/backup'
import { MAX_BACKUP_BYTES, sizeProblem, utf8Length } from '~/engine/limits'
import { checkSaved } from '~/engine/playtest/session'
import { entriesIn, printingBelongsTo, SECTIONS, type DeckCards } from '~/schemas/deck'

/** `skipped`: what was left out of an otherwise good backup (saved games that cannot be loaded), each with its path. */
export { summarizeBackup, writeBackup, type BackupSummary } from './backup-write'

export type BackupRead = { ok: true; backup: Backup; skipped: string[] } | { ok: false; error: string }

/** `decks[3].cards.main[0].count` */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`
  return out || '(the whole file)'
}

function describeIssues(issues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[]): string {
  const shown = issues.slice(0, 3).map((i) => `${issuePath(i.path)}: ${i.message}`)
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more problems)` : ''
  return `${shown.join('; ')}${more}`
}

/** Bring an older backup up to the current version, one `up` step at a time. */
export function migrateBackup(
  raw: Record<string, unknown>,
  from: number,
  migrations: Readonly<Record<number, BackupMigration>> = BACKUP_MIGRATIONS,
  to: number = BACKUP_VERSION,
): Record<string, unknown> {
  let data = raw
  for (let v = from; v < to; v++) {
    const step = migrations[v]
    if (!step) throw new Error(`no upgrade from backup version ${v}`)
    data = { ...step.up(data), version: v + 1 }
  }
  return data
}

/**
 * Read a backup file. Never throws: a damaged, foreign, too-new or oversized file gives an error that
 * says what is wrong (with the field path), and nothing else happens.
 */
export function readBackup(text: string, migrations = BACKUP_MIGRATIONS, current = BACKUP_VERSION): BackupRead {
  try {
    if (typeof text !== 'string') return { ok: false, error: 'The backup is not text.' }
    const tooBig = sizeProblem('The file', utf8Length(text), MAX_BACKUP_BYTES)
    if (tooBig) return { ok: false, error: `${tooBig}.` }
    let json: unknown
    try {
      json = JSON.parse(text.replace(/^\uFEFF/, ''))
    } catch (e) {
      return { ok: false, error: `This is not a gundeck backup: it is not valid JSON (${(e as Error).message}).` }
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json) || (json as { kind?: unknown }).kind !== BACKUP_KIND) {
      return { ok: false, error: `This is not a gundeck backup: a backup is a JSON object with "kind": "${BACKUP_KIND}".` }
    }
    const version = (json as { version?: unknown }).version
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      return { ok: false, error: `version: expected a whole number from 1, got ${JSON.stringify(version) ?? 'nothing'}.` }
    }
    if (version > current) {
      return {
        ok: false,
        error: `This backup was made by a newer version of gundeck (backup version ${version}; this app reads up to ${current}). Update the app first.`,
      }
    }
    let data: Record<string, unknown>
    try {
      data = migrateBackup(json as Record<string, unknown>, version, migrations, current)
    } catch (e) {
      return { ok: false, error: `This backup (version ${version}) could not be upgraded: ${(e as Error).message}.` }
    }
    const games = sieveSavedGames(data.playtests)
    const parsed = BackupSchema.safeParse({ ...data, playtests: games.kept })
    if (!parsed.success) return { ok: false, error: `The backup is damaged: ${describeIssues(parsed.error.issues)}.` }
    const foreign = foreignPrintings(parsed.data)
    if (foreign.length) return { ok: false, error: `The backup is damaged: ${describeIssues(foreign)}.` }
    return { ok: true, backup: parsed.data, skipped: games.skipped }
  } catch (e) {
    // Whatever else goes wrong (a stack overflow on absurd nesting, say) is still just a bad file.
    return { ok: false, error: `The backup could not be read: ${(e as Error).message ?? String(e)}.` }
  }
}

/**
 * The saved games a file holds, checked one by one as the playtest store checks them when it loads one
 * (`checkSaved`): a game that cannot be loaded, or a second game of the same deck, is left out and named,
 * and the rest of the backup still restores. Anything but a list is left for the schema to refuse.
 */
function sieveSavedGames(raw: unknown): { kept: unknown; skipped: string[] } {
  if (!Array.isArray(raw)) return { kept: raw, skipped: [] }
  const kept: unknown[] = []
  const skipped: string[] = []
  const decks = new Set<string>()
  raw.forEach((game, i) => {
    const checked = checkSaved(game)
    if (!checked.ok) skipped.push(`playtests[${i}]: ${checked.error}`)
    else if (decks.has(checked.saved.deckId)) skipped.push(`playtests[${i}]: a second saved game of deck ${checked.saved.deckId}`)
    else {
      decks.add(checked.saved.deckId)
      kept.push(game)
    }
  })
  return { kept, skipped }
}

/**
 * Deck lines whose printing is not one of their card number's (the reader contract, 2-1-1): a deck
 * restored with one would count one card and show another.
 */
function foreignPrintings(b: Backup): { path: PropertyKey[]; message: string }[] {
  const out: { path: PropertyKey[]; message: string }[] = []
  const check = (cards: DeckCards, path: PropertyKey[]) => {
    for (const s of SECTIONS) {
      entriesIn(cards, s).forEach((e, i) => {
        if (e.printing !== null && !printingBelongsTo(e.printing, e.number)) {
          out.push({
            path: [...path, 'cards', s, i, 'printing'],
            message: `${e.printing} is not a printing of card ${e.number} (a printing is NUMBER or NUMBER_pN, 2-1-1)`,
          })
        }
      })
    }
  }
  b.decks.forEach((d, i) => check(d.cards, ['decks', i]))
  b.deckHistory.forEach((h, i) => check(h.content.cards, ['deckHistory', i, 'content']))
  return out
}

import { BACKUP_KIND, BACKUP_MIGRATIONS, BACKUP_VERSION, BackupSchema, type Backup, type BackupMigration } from '~/schemas/backup'
import { MAX_BACKUP_BYTES, utf8Length } from '~/engine/limits'
import { checkSaved } from '~/engine/playtest/session'
import { entriesIn, printingBelongsTo, SECTIONS, type DeckCards } from '~/schemas/deck'
import type { BackupIssue, BackupText } from '~/engine/messages/backup'
import { backupMessage } from '~/engine/messages/en/backup'

/** `skipped`: what was left out of an otherwise good backup (saved games that cannot be loaded), each with its path. */
export { summarizeBackup, writeBackup, type BackupSummary } from './backup-write'

/**
 * A backup read, or why not: `text` the code a catalogue words (engine/messages/backup.ts), `error` the
 * English one's. `skipped` names what was left out in English, `skippedTexts` as codes.
 */
export type BackupRead = { ok: true; backup: Backup; skipped: string[]; skippedTexts: BackupText[] } | { ok: false; error: string; text: BackupText }

const refused = (text: BackupText): BackupRead => ({ ok: false, error: backupMessage(text), text })

/** The schema's first three problems, and how many more. */
function damaged(issues: readonly BackupIssue[]): BackupRead {
  return refused({ code: 'damaged', params: { issues: issues.slice(0, 3), more: Math.max(0, issues.length - 3) } })
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
    if (typeof text !== 'string') return refused({ code: 'not-text', params: {} })
    const bytes = utf8Length(text)
    if (bytes > MAX_BACKUP_BYTES) return refused({ code: 'too-big', params: { bytes, limit: MAX_BACKUP_BYTES } })
    let json: unknown
    try {
      json = JSON.parse(text.replace(/^\uFEFF/, ''))
    } catch (e) {
      return refused({ code: 'not-json', params: { error: (e as Error).message } })
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json) || (json as { kind?: unknown }).kind !== BACKUP_KIND) {
      return refused({ code: 'not-a-backup', params: { kind: BACKUP_KIND } })
    }
    const version = (json as { version?: unknown }).version
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      return refused({ code: 'version-invalid', params: { json: JSON.stringify(version) ?? null } })
    }
    if (version > current) return refused({ code: 'too-new', params: { version, current } })
    let data: Record<string, unknown>
    try {
      data = migrateBackup(json as Record<string, unknown>, version, migrations, current)
    } catch (e) {
      return refused({ code: 'not-upgraded', params: { version, error: (e as Error).message } })
    }
    const games = sieveSavedGames(data.playtests)
    const parsed = BackupSchema.safeParse({ ...data, playtests: games.kept })
    if (!parsed.success) return damaged(parsed.error.issues.map((i) => ({ path: i.path.map(key), code: 'refused', error: i.message })))
    const foreign = foreignPrintings(parsed.data)
    if (foreign.length) return damaged(foreign)
    return { ok: true, backup: parsed.data, skipped: games.skipped.map(backupMessage), skippedTexts: games.skipped }
  } catch (e) {
    // Whatever else goes wrong (a stack overflow on absurd nesting, say) is still just a bad file.
    return refused({ code: 'unreadable', params: { error: (e as Error).message ?? String(e) } })
  }
}

/** A path's key as the catalogue writes it (a symbol, never in JSON, by its description). */
const key = (k: PropertyKey): string | number => (typeof k === 'number' ? k : String(k))

/**
 * The saved games a file holds, checked one by one as the playtest store checks them when it loads one
 * (`checkSaved`): a game that cannot be loaded, or a second game of the same deck, is left out and named,
 * and the rest of the backup still restores. Anything but a list is left for the schema to refuse.
 */
function sieveSavedGames(raw: unknown): { kept: unknown; skipped: BackupText[] } {
  if (!Array.isArray(raw)) return { kept: raw, skipped: [] }
  const kept: unknown[] = []
  const skipped: BackupText[] = []
  const decks = new Set<string>()
  raw.forEach((game, i) => {
    const checked = checkSaved(game)
    if (!checked.ok) skipped.push({ code: 'skipped.unloadable', params: { index: i, error: checked.error } })
    else if (decks.has(checked.saved.deckId)) skipped.push({ code: 'skipped.second-game', params: { index: i, deck: checked.saved.deckId } })
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
function foreignPrintings(b: Backup): BackupIssue[] {
  const out: BackupIssue[] = []
  const check = (cards: DeckCards, path: (string | number)[]) => {
    for (const s of SECTIONS) {
      entriesIn(cards, s).forEach((e, i) => {
        if (e.printing !== null && !printingBelongsTo(e.printing, e.number)) {
          out.push({ path: [...path, 'cards', s, i, 'printing'], code: 'foreign-printing', printing: e.printing, number: e.number })
        }
      })
    }
  }
  b.decks.forEach((d, i) => check(d.cards, ['decks', i]))
  b.deckHistory.forEach((h, i) => check(h.content.cards, ['deckHistory', i, 'content']))
  return out
}

import { z } from 'zod'
import { lazySchema } from './lazy'

/**
 * The event desk: every list an organiser received, read and checked (src/engine/event/desk.ts), as
 * the desk's worker sends it and as a saved event keeps it. One row holds what the table, the list's
 * view with its violations marked, the CSV and the registration sheet need, so a saved event shows
 * again without its card data or a worker.
 */

export const ListStatusSchema = lazySchema(() => z.enum(['legal', 'not-legal', 'unchecked', 'unreadable']))

const SheetEntrySchema = lazySchema(() => z.object({ count: z.number().int().min(0), id: z.string(), name: z.string() }).strict())

/**
 * One problem, on the lines of the list it is about (none: the whole list). `message` is its English, as
 * the engine worded it; `code` and `params` say the same as data (the violation's, engine/rules/types.ts:
 * a deck rule's code, messages/violations.ts, or a list reader's, messages/reading.ts), `ref` the rule it
 * cites, so the desk words it in the language shown (engine/event/marks.ts). As in the CLI's JSON and the
 * workers' messages, `params` is checked as JSON data (a record of JSON values), not against its code:
 * a code or params the catalogue cannot word shows the English `message`. A problem without a code (a file
 * that could not be opened, or a row saved before the desk kept codes) shows its English too.
 *
 * The three fields are optional, so events saved and backups made before them still read. Saved events and
 * backups are strict, though, and this did not change the backup's version (1): an older gundeck, without
 * these fields, finds a saved event of this one unreadable (it stays stored: events-repository.ts), and
 * refuses a backup of this one holding a saved event with a problem as damaged, naming the field, with nothing changed
 * (io/backup.ts); it refuses a backup as too new only when BACKUP_VERSION is raised.
 */
export const DeskMarkSchema = lazySchema(() =>
  z
    .object({
      severity: z.enum(['error', 'warning']),
      rule: z.string(),
      message: z.string(),
      lines: z.array(z.number().int().min(1)),
      ref: z.string().optional(),
      code: z.string().min(1).max(100).optional(),
      params: z.record(z.string(), z.json()).optional(),
    })
    .strict(),
)

export const DeskRowSchema = lazySchema(() =>
  z
    .object({
      /** Its place in the order the lists were received. */
      index: z.number().int().min(0),
      /** The file's name (its path inside a folder or ZIP), or "Pasted list N". */
      file: z.string(),
      /** The player a `Player:` line names, else null. */
      player: z.string().nullable(),
      /** The deck name the list gives; '' for none. */
      deck: z.string(),
      status: ListStatusSchema,
      marks: z.array(DeskMarkSchema),
      colors: z.array(z.string()),
      sections: z
        .object({ main: z.array(SheetEntrySchema), resource: z.array(SheetEntrySchema), sideboard: z.array(SheetEntrySchema), ex: z.array(SheetEntrySchema) })
        .strict(),
      /** The list's row of the organiser's CSV, as `gundeck validate --report` writes it. */
      report: z.array(z.string()),
      /** The list as received ('' when the file could not be read). */
      text: z.string(),
    })
    .strict(),
)
export type DeskRow = z.infer<typeof DeskRowSchema>
export type DeskMark = z.infer<typeof DeskMarkSchema>

/** What the lists are checked against. `date`: the ban list in force that day. */
export const DeskSettingsSchema = lazySchema(() =>
  z
    .object({
      format: z.string().min(1),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
      assumeResources: z.boolean(),
    })
    .strict(),
)
export type DeskSettings = z.infer<typeof DeskSettingsSchema>

/** An event the organiser saved: only then is anything of it stored. */
export const SavedEventSchema = lazySchema(() =>
  z
    .object({
      id: z.string().min(1).max(80),
      name: z.string().trim().min(1).max(120),
      savedAt: z.string().min(1).max(40),
      settings: DeskSettingsSchema,
      /** The ban list the lists were checked against: its name and date, or null for none. */
      banList: z.string().nullable(),
      rows: z.array(DeskRowSchema),
    })
    .strict(),
)
export type SavedEvent = z.infer<typeof SavedEventSchema>

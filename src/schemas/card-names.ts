import { z } from 'zod'
import { lazySchema } from './lazy'
import { LANGUAGE_TAG } from './stored'

/**
 * Card names in a second language, from a file the player imports (card number → name). The card data
 * itself stays as downloaded; these names are shown beside or instead of it, searched, and read in lists.
 */

/** A name longer than this is no card name (the longest printed ones are under 60 characters). */
export const CARD_NAME_MAX = 200
/** A card number as a names file may write it (the card schema's own limit). */
export const CARD_NUMBER_MAX = 40

/** One card's name in a names file, whatever shape the file has. */
export const CardNameEntrySchema = lazySchema(() =>
  z.object({
    number: z
      .string({ error: (issue) => (issue.input === undefined ? 'the card number is missing' : 'the card number must be text') })
      .trim()
      .min(1, 'the card number is empty')
      .max(CARD_NUMBER_MAX, `the card number is over ${CARD_NUMBER_MAX} characters`),
    name: z
      .string({ error: (issue) => (issue.input === undefined ? 'the name is missing' : 'the name must be text') })
      .trim()
      .min(1, 'the name is empty')
      .max(CARD_NAME_MAX, `the name is over ${CARD_NAME_MAX} characters`),
  }),
)
export type CardNameEntry = z.infer<typeof CardNameEntrySchema>

/**
 * A names file in JSON: `{ "language": "ja", "names": { "GD01-001": "…" } }`, or a list of
 * `{ "number", "name" }` (its language then given on import). Entries are checked one by one
 * (CardNameEntrySchema), so that each bad one is named, not the whole file refused at its first.
 */
export const NamesFileJsonSchema = lazySchema(() =>
  z.union([
    z.object({
      language: z.string().optional(),
      names: z.record(z.string(), z.unknown()),
    }),
    z.array(z.unknown()),
  ]),
)

/** One language's names as stored: one row per language (database v9), replaced whole by an import. */
export const StoredCardNamesSchema = lazySchema(() =>
  z.object({
    language: z.string().regex(LANGUAGE_TAG),
    /** The imported file's own name, shown with its count. */
    source: z.string().max(300),
    importedAt: z.string().max(40),
    /** Card number (as normalizeNumber writes it) → name. */
    names: z.record(z.string().min(1).max(CARD_NUMBER_MAX), z.string().min(1).max(CARD_NAME_MAX)),
  }),
)
export type StoredCardNames = z.infer<typeof StoredCardNamesSchema>

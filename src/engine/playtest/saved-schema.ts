// A saved playtest's record as a backup holds it, apart from session.ts: a backup's schema needs this
// shape, not the playtest's rules, moves and words, which then stay out of the app's first script.
import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'

/** Undo reaches back this many actions (a few turns); older ones are folded into the saved start. */
export const UNDO_DEPTH = 200

export const SavedPlaytestSchema = lazySchema(() =>
  z.object({
    version: z.literal(1),
    deckId: z.string().min(1).max(200),
    savedAt: z.string(),
    /** Checked by `parsePlayState` (session.ts): the schema alone does not know every card is in one place. */
    start: z.unknown(),
    actions: z.array(z.unknown()).max(UNDO_DEPTH),
    present: z.unknown(),
  }),
)
export type SavedPlaytest = z.infer<typeof SavedPlaytestSchema>

import type { ListStatus } from '~/engine/event/check'
import type { SortKey } from '~/engine/event/desk'

/**
 * The desk's table speaks in keys: a list's status (`not-legal`) and each column's sort key (`player`).
 * The app words them in the language shown (its catalogue's `eventDesk.status` and `eventDesk.columns`),
 * the one place those words are written.
 */

/** Every status a list on the desk can have, in the order the desk counts them. */
export const LIST_STATUSES: readonly ListStatus[] = ['not-legal', 'unreadable', 'unchecked', 'legal']

/** The table's columns, in order, each a way to sort it. */
export const DESK_COLUMNS: readonly { key: SortKey }[] = [{ key: 'player' }, { key: 'deck' }, { key: 'status' }, { key: 'problems' }, { key: 'colors' }]

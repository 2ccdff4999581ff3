import type { ListStatus } from '~/engine/event/check'
import type { SortKey } from '~/engine/event/desk'

/** A list's verdict in words, as the desk shows it. */
export const STATUS_LABELS: Record<ListStatus, string> = { legal: 'Legal', 'not-legal': 'Not legal', unchecked: 'Unchecked', unreadable: 'Unreadable' }

/** The table's columns, each a way to sort it. */
export const DESK_COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'player', label: 'Player or file' },
  { key: 'deck', label: 'Deck' },
  { key: 'status', label: 'Verdict' },
  { key: 'problems', label: 'Problems' },
  { key: 'colors', label: 'Colors' },
]

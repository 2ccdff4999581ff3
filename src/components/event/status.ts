import type { ListStatus } from '~/engine/event/check'

/** A list's verdict in words, as the desk shows it. */
export const STATUS_LABELS: Record<ListStatus, string> = { legal: 'Legal', 'not-legal': 'Not legal', unchecked: 'Unchecked', unreadable: 'Unreadable' }

import { formatBytes } from '../../text/format'
import type { LimitCatalogue, LimitText } from '../limits'

const MESSAGES: LimitCatalogue = {
  // Sizes that read alike ("1 MB" and "1 MB") say "over the limit" instead of a size that looks equal.
  'size.over': (p) => {
    const size = formatBytes(p.bytes)
    return size === formatBytes(p.limit) ? `${p.what} is over the limit of ${size}` : `${p.what} is ${size}; the limit is ${formatBytes(p.limit)}`
  },
}

/** An input's size problem in English. */
export const limitMessage = (text: LimitText): string => MESSAGES[text.code](text.params)

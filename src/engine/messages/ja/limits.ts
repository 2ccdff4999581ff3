import { formatBytes } from '../../text/format'
import type { LimitCatalogue, LimitText } from '../limits'
import { JA } from './terms'

const MESSAGES: LimitCatalogue = {
  'size.over': (p) => {
    const size = formatBytes(p.bytes, JA)
    return size === formatBytes(p.limit, JA) ? `${p.what}は上限の${size}を超えています` : `${p.what}は${size}です。上限は${formatBytes(p.limit, JA)}です`
  },
}

/** An input's size problem in Japanese. */
export const limitMessage = (text: LimitText): string => MESSAGES[text.code](text.params)

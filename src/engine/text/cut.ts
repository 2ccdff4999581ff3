import { formatCount } from './format'

/** Characters of outside text a message shows whole; a longer text is cut there. */
export const SHOWN_TEXT_MAX = 60

/**
 * Outside text (a name a list gives, a line) as a message shows it: whole up to `max` characters; a longer
 * one cut there, with an ellipsis and its whole length, `ＸＸＸ…(1,048,576 characters)`, so a 1 MB name is
 * never echoed whole. Characters are code points: an emoji or a CJK extension character is never split.
 */
export function cutText(text: string, max = SHOWN_TEXT_MAX): string {
  // Up to max UTF-16 units hold at most max characters: nothing to count in the common case.
  if (text.length <= max) return text
  let end = 0
  let shown = 0
  while (end < text.length && shown < max) {
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1
    shown++
  }
  if (end >= text.length) return text
  let length = shown
  for (let i = end; i < text.length; length++) i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1
  return `${text.slice(0, end)}…(${formatCount(length)} characters)`
}

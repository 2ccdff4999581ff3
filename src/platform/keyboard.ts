/**
 * True while the user types into something that takes keys itself (a text box, a drop-down, an editable
 * element): page-wide shortcuts stand aside there, so Ctrl+Z in the format picker never undoes the deck.
 */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Partial<HTMLElement>).tagName !== 'string') return false
  const el = target as HTMLElement
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT'
}

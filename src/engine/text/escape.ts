/**
 * Text that came from outside (a deck list's lines and names, file names, a ban list's fields) shown
 * as plain characters: control characters (C0, DEL, C1) and the invisible marks that reorder text
 * (bidirectional controls) are written as escapes, so no input can drive a terminal: clear the
 * screen, move the cursor, hide text or rewrite a verdict already printed.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/** The same, but tab and line feed pass: for whole reports whose lines are our own. */
const UNSAFE_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
/** One search without replacing: a whole report (megabytes of JSON) nearly never holds any. */
const ANY_IN_LINES = new RegExp(UNSAFE_IN_LINES.source)

const hex = (c: string, digits: number) => c.charCodeAt(0).toString(16).padStart(digits, '0')
const escapeOne = (c: string) => (c.charCodeAt(0) <= 0xff ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`)

/** One piece of outside text on one line: `ESC[2J` becomes `\x1b[2J`, a line break `\x0a`. */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, escapeOne)
}

/** A whole report for a terminal: line breaks and tabs stay, every other control is escaped. */
export function escapeControlsInLines(text: string): string {
  return ANY_IN_LINES.test(text) ? text.replace(UNSAFE_IN_LINES, escapeOne) : text
}

/**
 * JSON for a terminal, with the same value: JSON.stringify escapes C0 already; DEL, C1 and bidi
 * controls become `\u…` escapes, which read back as the same characters.
 */
export function escapeControlsInJson(json: string): string {
  return ANY_IN_LINES.test(json) ? json.replace(UNSAFE_IN_LINES, (c) => `\\u${hex(c, 4)}`) : json
}

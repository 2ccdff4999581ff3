import { describe, expect, it } from 'vitest'
import { escapeControls, escapeControlsInJson, escapeControlsInLines } from './escape'

describe('outside text shown escaped', () => {
  const forged = '4 ST01-002 \u001b[2J\u001b[H LEGAL\u001b[8m\u009b31m\u202e\r'

  it('escapes C0, DEL, C1 and bidi controls as \\x.. / \\u....; plain text is untouched', () => {
    expect(escapeControls(forged)).toBe('4 ST01-002 \\x1b[2J\\x1b[H LEGAL\\x1b[8m\\x9b31m\\u202e\\x0d')
    expect(escapeControls('a\nb\tc\u007f')).toBe('a\\x0ab\\x09c\\x7f')
    expect(escapeControls('Zaku Ⅱ “Char” ガンダム')).toBe('Zaku Ⅱ “Char” ガンダム')
  })

  it('in whole reports, line breaks and tabs stay', () => {
    expect(escapeControlsInLines('LEGAL\tx\n\u001b[2J')).toBe('LEGAL\tx\n\\x1b[2J')
  })

  it('in JSON, escapes read back as the same value', () => {
    const value = { name: forged }
    const json = escapeControlsInJson(JSON.stringify(value, null, 2))
    expect(json).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})

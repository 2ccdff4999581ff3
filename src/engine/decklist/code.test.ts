import { describe, expect, it } from 'vitest'
import { decodeDeckCode, encodeDeckCode, findDeckCode } from './code'

const deck = {
  main: [
    { number: 'GD01-013', printing: null, count: 4 },
    { number: 'GD01-013', printing: 'GD01-013_p2', count: 0 + 2 },
    { number: 'U-S1', printing: null, count: 3 },
    { number: 'G-Z112', printing: 'G-Z112_p0', count: 1 },
    ...Array.from({ length: 11 }, (_, i) => ({ number: `ST0${1 + (i % 4)}-${String(i + 1).padStart(3, '0')}`, printing: null, count: 4 })),
  ],
  resource: [{ number: 'R-001', printing: null, count: 10 }],
  sideboard: [{ number: 'GD02-120', printing: 'GD02-120_p1', count: 2 }],
}
const plain = (list: { number: string; printing: string | null; count: number }[]) => list.map(({ number, printing, count }) => ({ number, printing, count }))

describe('deck codes', () => {
  it('round-trip exactly: order, printings, odd numbers, sideboard and name', () => {
    const back = decodeDeckCode(encodeDeckCode(deck, { name: 'Blue/White — Ⅱ' }))
    expect(back.diagnostics).toEqual([])
    expect({ name: back.name, main: plain(back.main), resource: plain(back.resource), sideboard: plain(back.sideboard) }).toEqual({
      name: 'Blue/White — Ⅱ',
      ...deck,
    })
  })

  it('are URL-safe, versioned and short: a 60-card deck fits well under 200 characters', () => {
    const code = encodeDeckCode(deck)
    expect(code).toMatch(/^gd1\.[A-Za-z0-9_-]+$/)
    expect(code.length).toBeLessThan(200)
    expect(encodeURIComponent(code)).toBe(code)
  })

  it('a changed or cut code is an error, not a different deck', () => {
    const code = encodeDeckCode(deck)
    const flipped = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11)
    expect(decodeDeckCode(flipped).diagnostics[0]!.message).toMatch(/damaged|unreadable/)
    expect(decodeDeckCode(code.slice(0, 20)).main).toEqual([])
    expect(decodeDeckCode(code.slice(0, 20)).diagnostics).toHaveLength(1)
    expect(decodeDeckCode(`${code}AA`).diagnostics).toEqual([
      expect.objectContaining({
        message: 'deck code: the code is damaged (its checksum does not match): copy the whole code again',
        code: 'code.damaged',
        params: {},
      }),
    ])
  })

  it('a code from a later version says so', () => {
    expect(decodeDeckCode('gd2.AAAA').diagnostics[0]!.message).toContain('version 2')
    expect(decodeDeckCode('gd2.AAAA').diagnostics[0]).toMatchObject({ code: 'code.unknown-version', params: { version: '2', supported: 1 } })
  })

  it('is found alone or at the end of a share link', () => {
    expect(findDeckCode(' gd1.abc_-9 ')).toBe('gd1.abc_-9')
    expect(findDeckCode('https://x.example/app/#/d/gd1.abc')).toBe('gd1.abc')
    expect(findDeckCode('4 GD01-001')).toBeNull()
  })
})

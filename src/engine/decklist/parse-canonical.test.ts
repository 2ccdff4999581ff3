import { describe, expect, it } from 'vitest'
import { card, pool } from '../testing/builders'
import { parseDeckList, readSectionHeader } from './parse'

const cards = pool([card({ number: 'GD01-001', name: 'Gundam' }), card({ number: 'R-001', name: 'Resource', type: 'resource', color: null })])

describe('canonical deck-list reader', () => {
  it('reads COUNT NUMBER [NAME] lines, comments and blank lines, with line numbers', () => {
    const list = parseDeckList('# My deck\n\n4 GD01-001 Gundam\n// a note\n2 GD01-002\n', cards.lookup)
    expect(list.diagnostics).toEqual([])
    expect(list.main).toEqual([
      { number: 'GD01-001', printing: null, count: 4, lines: [3], names: ['Gundam'] },
      { number: 'GD01-002', printing: null, count: 2, lines: [5], names: [] },
    ])
  })

  it('keeps parallel printings apart from the base print, and merges repeats', () => {
    const list = parseDeckList('3 GD01-001\n1 GD01-001_p1 Gundam\n1 gd01-001_P1\n', cards.lookup)
    expect(list.main).toEqual([
      { number: 'GD01-001', printing: null, count: 3, lines: [1], names: [] },
      { number: 'GD01-001', printing: 'GD01-001_p1', count: 2, lines: [2, 3], names: ['Gundam'] },
    ])
  })

  it('sends a Resource listed outside any section to the resource deck', () => {
    const list = parseDeckList('4 GD01-001\n10 R-001 Resource\n', cards.lookup)
    expect(list.main.map((e) => e.number)).toEqual(['GD01-001'])
    expect(list.resource.map((e) => e.number)).toEqual(['R-001'])
  })

  it('follows section headers with or without # or // and a colon', () => {
    const text = 'Main deck (50):\n4 GD01-001\n// Resource deck\n10 R-001\n# Sideboard:\n2 GD01-001\n'
    const list = parseDeckList(text, cards.lookup)
    expect([list.main.length, list.resource.length, list.sideboard.length]).toEqual([1, 1, 1])
    expect(list.sideboard[0]!.lines).toEqual([6])
  })

  it('recognises headers but not look-alike comments', () => {
    expect(readSectionHeader('Main deck')).toBe('main')
    expect(readSectionHeader('# Main deck (50). The official page lists no resource deck.')).toBe('main')
    expect(readSectionHeader('Resource deck:')).toBe('resource')
    expect(readSectionHeader('// Sideboard')).toBe('sideboard')
    expect(readSectionHeader('# Sideboard cards are optional')).toBeNull()
    expect(readSectionHeader('# ST01 Earth Federation / Academy')).toBeNull()
  })

  it('reads CRLF, a BOM and tabs', () => {
    const list = parseDeckList('\uFEFF4\tGD01-001\tGundam\r\n2 GD01-002\r\n')
    expect(list.diagnostics).toEqual([])
    expect(list.main.map((e) => [e.number, e.count])).toEqual([
      ['GD01-001', 4],
      ['GD01-002', 2],
    ])
  })

  it('reports every unreadable line with its line and column, and reads on', () => {
    const list = parseDeckList('4 GD01-001\nfour Gundams\n  0 GD01-002\n2 GD01-003\n')
    expect(list.diagnostics.map((d) => [d.line, d.column, d.severity])).toEqual([
      [2, 1, 'error'],
      [3, 3, 'error'],
    ])
    expect(list.diagnostics[0]!.message).toContain('line 2')
    expect(list.main.map((e) => e.number)).toEqual(['GD01-001', 'GD01-003'])
  })
})

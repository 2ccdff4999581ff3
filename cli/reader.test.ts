import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readAhead } from './reader'

// The reading thread reads the files ahead of the checking, then writes what it is handed, in order.
const dir = mkdtempSync(join(tmpdir(), 'gundeck-ahead-'))
const paths = Array.from({ length: 200 }, (_, i) => {
  const path = join(dir, `list-${i}.txt`)
  writeFileSync(path, `4 TS01-${String(i).padStart(3, '0')}`)
  return path
})

describe('readAhead', () => {
  it('hands every file over in order, then writes every text in the order given', () => {
    const out = join(dir, 'out.json')
    const fd = openSync(out, 'w')
    const reader = readAhead(paths, 1000, fd)
    try {
      const texts: string[] = []
      paths.forEach((_, i) => {
        expect(reader.take(i)).toEqual({ text: `4 TS01-${String(i).padStart(3, '0')}` })
        texts.push(`text ${i} ${'x'.repeat(i * 50)}\n`)
        reader.write(texts.at(-1)!)
      })
      expect(reader.written()).toBeNull()
      expect(readFileSync(out, 'utf8')).toBe(texts.join(''))
    } finally {
      reader.close()
      closeSync(fd)
    }
  })

  it('a descriptor it cannot write to: says why, and hands back every text it did not write', () => {
    const fd = openSync(paths[0]!, 'r')
    const reader = readAhead(paths.slice(0, 3), 1000, fd)
    try {
      for (let i = 0; i < 3; i++) reader.take(i)
      reader.write('a\n')
      reader.write('b\n')
      expect(reader.written()).toEqual({ failed: 'EBADF', unwritten: ['a\n', 'b\n'] })
    } finally {
      reader.close()
      closeSync(fd)
    }
  })

  it('without a descriptor, refuses to write rather than drop the text', () => {
    const reader = readAhead(paths.slice(0, 1), 1000)
    try {
      expect(() => reader.write('a')).toThrow(/no descriptor/)
    } finally {
      reader.close()
    }
  })
})

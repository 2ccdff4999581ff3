// The rules' words come from the format data through the engine (describeOpening, the rule checks):
// a view that wrote a rule number itself would show GCG's rules for every game.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const src = join(root, 'src')

function vueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? vueFiles(join(dir, e.name)) : e.name.endsWith('.vue') ? [join(dir, e.name)] : [],
  )
}

/** A GCG comprehensive-rules number (5-2-1-6-1, 2-8-1) or a Q&A number (Q15). */
const RULE_NUMBER = /\b\d{1,2}(?:-\d{1,2}){2,}\b|\bQ\d{1,3}\b/g

describe('no view holds a rule number', () => {
  it('finds rule numbers the way the check does', () => {
    expect('draw 5 (5-2-1-5), shields (5-2-2), Q15'.match(RULE_NUMBER)).toEqual(['5-2-1-5', '5-2-2', 'Q15'])
    expect('GD01-001 ST01-002 2026-09-25 Lv.3'.match(RULE_NUMBER)).toBeNull()
  })

  it('every .vue file under src/ is free of them', () => {
    const files = vueFiles(src)
    expect(files.length).toBeGreaterThan(10)
    const found = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8')
      return text.split('\n').flatMap((line, i) => (line.match(RULE_NUMBER) ?? []).map((m) => `${relative(root, f)}:${i + 1}: ${m}`))
    })
    expect(found).toEqual([])
  })
})

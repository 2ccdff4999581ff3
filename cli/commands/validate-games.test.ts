import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { run } from '../main'

function cli(args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const status = run(args, { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { status, out: out.join('\n'), err: err.join('\n') }
}

const dir = mkdtempSync(join(tmpdir(), 'gundeck-games-'))
const write = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

describe('gundeck validate --format gundam-war | gundam-war-starter | forge', () => {
  const warCards = write(
    'war.csv',
    [
      'number,name,type,game,color,printed_number,generation',
      '101010001,ガンダム,UNIT,gundam-war,blue,U-1,',
      '102020001,シャア,CHARACTER,gundam-war,green,CH-1,',
      '101050001,青基本G,GENERATION,gundam-war,blue,G-1,basic',
    ].join('\n'),
  )

  it('checks a 50-card Gundam War deck written with printed numbers, with the JSON contract', () => {
    const deck = write('war.txt', '3 U-1 ガンダム\n3 CH-1 シャア\n44 G-1 青基本G\n')
    const r = cli(['validate', deck, '--cards', warCards, '--format', 'gundam-war', '--json'])
    expect(r.err).toBe('')
    expect(r.status).toBe(0)
    const report = JSON.parse(r.out)
    expect(Object.keys(report)).toEqual(['file', 'format', 'legal', 'status', 'deck', 'violations', 'warnings'])
    expect(report).toMatchObject({ format: 'gundam-war', legal: true, violations: [], warnings: [] })
  })

  it('rejects the same deck as a 30-card starter deck, and a fourth copy of a name', () => {
    const deck = write('war4.txt', '4 U-1\n2 CH-1\n44 G-1\n')
    const starter = JSON.parse(cli(['validate', deck, '--cards', warCards, '--format', 'gundam-war-starter', '--json']).out)
    expect(starter.violations.map((v: { rule: string }) => v.rule)).toEqual(['main-deck-size', 'copy-limit'])
    const r = cli(['validate', deck, '--cards', warCards, '--format', 'gundam-war'])
    expect(r.status).toBe(1)
    expect(r.out).toContain('copy-limit [line 1]')
  })

  it('reports Forge recommendations as warnings on a legal deck', () => {
    const cards = write(
      'forge.csv',
      ['number,name,type,game,color', 'FG-001,Unit A,Unit,forge,White', 'FG-002,Basic Resource,Basic Resource,forge,Colorless'].join('\n'),
    )
    const deck = write('forge.txt', '4 FG-001\n56 FG-002\n')
    const r = cli(['validate', deck, '--cards', cards, '--format', 'forge', '--json'])
    expect(r.status).toBe(0)
    const report = JSON.parse(r.out)
    expect(report.legal).toBe(true)
    expect(report.warnings.map((w: { rule: string; severity: string }) => [w.rule, w.severity])).toEqual([
      ['recommendation', 'warning'],
      ['recommendation', 'warning'],
    ])
  })

  it('lists the new formats in its usage', () => {
    const r = cli(['validate', '--help'])
    expect(r.out).toContain('gundam-war|gundam-war-starter|forge')
  })
})

import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { layerOf, mayImport, mayUsePackage } from '../../architecture/fence.mjs'
import { LAYERS, type Layer } from '../../architecture/layers.mjs'

// Every direction architecture/layers.mjs forbids is tried here, by the `~/` alias and by a relative path,
// from a file placed in each layer, and must be refused by the lint fence; every direction it allows must
// pass. The pairs come from the table, so a row added or changed is tried without being listed here.

const CODE = LAYERS.filter((layer) => layer.code !== false)
const byName = (name: string): Layer => LAYERS.find((layer) => layer.name === name)!

/** The files of a folder, from the repository's root, tests left out. */
const filesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((f) => `${folder}${f.split(path.sep).join('/')}`)
    .filter((f) => /\.(ts|vue|json|css)$/.test(f) && !f.endsWith('.test.ts'))
    .sort()

/** A real file of the layer, for the probes to import. */
function fileOf(layer: Layer): string {
  const file = layer.paths.flatMap((p) => (p.endsWith('/') ? filesIn(p) : [p])).find((f) => layerOf(f) === layer)
  if (!file) throw new Error(`no file of ${layer.name} to import`)
  return file
}

/** Where a layer's probe is linted from: a file of its own (not on disk: ESLint lints the text given). */
function probeOf(layer: Layer): string {
  const p = layer.paths[0]!
  if (!p.endsWith('/')) return p
  return `${p}fence-probe.${filesIn(p).some((f) => f.endsWith('.vue')) ? 'vue' : 'ts'}`
}

const withoutTs = (file: string) => file.replace(/\.ts$/, '')
const byAlias = (target: string) => (target.startsWith('src/') ? `~/${withoutTs(target.slice(4))}` : undefined)
function byPath(probe: string, target: string): string {
  const relative = path.posix.relative(path.posix.dirname(probe), withoutTs(target))
  return relative.startsWith('.') ? relative : `./${relative}`
}

/** Every package some row names (a Node built-in for `node:*`), a bare Node built-in and one no row names. */
const PACKAGES = [...new Set(LAYERS.flatMap((layer) => layer.packages).map((p) => (p === 'node:*' ? 'node:fs' : p))), 'fs', 'left-pad']

type Pair = [from: string, to: string]
const pairs = (allowed: boolean): Pair[] =>
  CODE.flatMap((from) => LAYERS.filter((to) => to !== from && mayImport(from, to) === allowed).map((to): Pair => [from.name, to.name]))
const FORBIDDEN = pairs(false)
const ALLOWED = pairs(true)
const packagePairs = (allowed: boolean): Pair[] =>
  CODE.flatMap((from) => PACKAGES.filter((p) => mayUsePackage(from, p) === allowed).map((p): Pair => [from.name, p]))

/** What the fence said of each import of a probe: `${from} > ${specifier}` to its messages. */
const said = new Map<string, string[]>()

async function lintProbe(eslint: ESLint, from: Layer, specifiers: string[]): Promise<void> {
  const probe = probeOf(from)
  const imports = specifiers.map((s) => `import '${s}'\n`).join('')
  const vue = probe.endsWith('.vue')
  const [result] = await eslint.lintText(vue ? `<script setup lang="ts">\n${imports}</script>\n` : imports, { filePath: probe })
  specifiers.forEach((s, i) => {
    const line = i + 1 + (vue ? 1 : 0)
    said.set(
      `${from.name} > ${s}`,
      result!.messages.filter((m) => m.ruleId === 'gundeck/layers' && m.line === line).map((m) => m.message),
    )
  })
}

/** The specifiers a probe in `from` uses for `to`: by alias (files of src/) and by relative path. */
const specifiersFor = (from: Layer, to: Layer): string[] => {
  const target = fileOf(to)
  return [byAlias(target), byPath(probeOf(from), target)].filter((s): s is string => s !== undefined)
}

describe('the layer fence (architecture/layers.mjs, enforced by architecture/fence.mjs)', () => {
  beforeAll(async () => {
    const eslint = new ESLint({ cwd: process.cwd() })
    for (const from of CODE) {
      const layers = LAYERS.filter((to) => to !== from).flatMap((to) => specifiersFor(from, to))
      await lintProbe(eslint, from, [...new Set(layers)])
      await lintProbe(eslint, from, PACKAGES)
    }
  }, 240_000)

  it.each(FORBIDDEN)('%s may not import %s', (fromName, toName) => {
    const from = byName(fromName)
    for (const specifier of specifiersFor(from, byName(toName))) {
      const messages = said.get(`${fromName} > ${specifier}`)!
      expect(
        messages.some((m) => m.startsWith(`${fromName} may not import ${toName} (`)),
        `${specifier}: ${messages.join('\n') || 'not refused'}`,
      ).toBe(true)
    }
  })

  it.each(ALLOWED)('%s may import %s', (fromName, toName) => {
    const from = byName(fromName)
    for (const specifier of specifiersFor(from, byName(toName))) expect(said.get(`${fromName} > ${specifier}`), specifier).toEqual([])
  })

  it.each(packagePairs(false))('%s may not import the package %s', (from, name) => {
    expect(said.get(`${from} > ${name}`)!.some((m) => m.startsWith(`${from} may not import the package ${name}.`))).toBe(true)
  })

  it.each(packagePairs(true))('%s may import the package %s', (from, name) => {
    expect(said.get(`${from} > ${name}`)).toEqual([])
  })

  it('refuses a file no row holds, and an import of one', async () => {
    const eslint = new ESLint({ cwd: process.cwd() })
    const [alone] = await eslint.lintText('export const y = 1\n', { filePath: 'src/elsewhere/x.ts' })
    expect(alone!.messages.map((m) => m.message)).toContainEqual(expect.stringMatching(/^src\/elsewhere\/x\.ts is in no layer/))
    const [importing] = await eslint.lintText("import '~/elsewhere/x'\nimport '../../tests/shared'\n", { filePath: 'src/engine/fence-probe.ts' })
    expect(importing!.messages.filter((m) => m.ruleId === 'gundeck/layers').map((m) => m.line)).toEqual([1, 2])
    // A new ESLint loads its config again: as long as a loaded machine takes.
  }, 60_000)

  it('holds every file of src/ and cli/ in a row', () => {
    const files = [...filesIn('src/'), ...filesIn('cli/')]
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter((f) => !layerOf(f))).toEqual([])
  })

  it('keeps refusing what ARCHITECTURE.md has always forbidden', () => {
    // Loosening the table is a decision of its own, not an edit that slips through with another.
    const refused: Pair[] = [
      ['engine', 'io'],
      ['schemas', 'io'],
      ['workers', 'db'],
      ['workers', 'stores'],
      ['api', 'db'],
      ['api', 'stores'],
      ['composables', 'api'],
      ['composables', 'db'],
      ['composables', 'sync'],
      ['components', 'sw'],
      ['components', 'db'],
      ['components', 'platform'],
      ['components', 'workers'],
      ['pages', 'db'],
      ['platform', 'sw'],
      ['db', 'api'],
      ['db', 'workers'],
      ['db', 'stores'],
      ['sync', 'api'],
      ['sync', 'stores'],
      ['stores', 'components'],
      ['stores', 'composables'],
    ]
    expect(refused.filter(([from, to]) => mayImport(byName(from), byName(to)))).toEqual([])
    for (const from of ['workers', 'components', 'composables', 'engine', 'platform']) expect(mayUsePackage(byName(from), 'dexie'), from).toBe(false)
    expect(CODE.filter((from) => !from.testsOnly && LAYERS.some((to) => to.testsOnly && mayImport(from, to))).map((l) => l.name)).toEqual([])
  })
}, 300_000)

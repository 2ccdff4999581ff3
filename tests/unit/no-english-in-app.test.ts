import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { parse } from '@vue/compiler-sfc'
import { describe, expect, it } from 'vitest'
import { sentences } from '~/engine/testing/sentences'

/**
 * What a player reads comes from the catalogues (src/locales, engine/messages), in the language shown. This
 * test reads the app's code around the engine (its pages and components, stores, composables, storage,
 * sync, readers and workers) and fails on English left there: in a view, template text or a static label
 * (aria-label, title, placeholder, alt) with an English word; anywhere, a string with three English words
 * in a row. A file's, a key's or the search language's own text (inside code, kbd, samp), a URL, and words
 * alike in every language (gundeck, CSV, the game's stat names) are not words to translate. The engine has
 * its own test (engine/messages/no-sentences.test.ts).
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url))

/** Words written alike in every language: the app's name, formats and units, the game's stat names. */
const SAME_IN_EVERY_LANGUAGE = new Set(['gundeck', 'CSV', 'JSON', 'NDJSON', 'PDF', 'URL', 'TCG', 'GCG', 'CouchDB'])
/** A word of three letters or more, not part of a card number or a code (GD01-001). */
const WORD = /(?<![A-Za-z0-9_])[A-Za-z][A-Za-z'-]+[A-Za-z](?![A-Za-z0-9_])/g
const LABELS = new Set(['aria-label', 'title', 'placeholder', 'alt'])
/** Elements whose text is a file's, a key's or the search language's own, typed alike in every language. */
const VERBATIM = new Set(['code', 'kbd', 'samp'])

const words = (text: string) => (text.match(WORD) ?? []).filter((w) => !SAME_IN_EVERY_LANGUAGE.has(w))

interface TemplateNode {
  type: number
  tag?: string
  content?: string | { content?: string }
  props?: { type: number; name: string; value?: { content: string } }[]
  children?: TemplateNode[]
  loc: { start: { line: number } }
}

/** English in a view: its template's text and static labels, its scripts' sentences. */
function englishInView(source: string): string[] {
  const { descriptor } = parse(source)
  const found: string[] = []
  const walk = (node: TemplateNode) => {
    if (node.tag && VERBATIM.has(node.tag)) return
    // 2: text; 1: an element, whose static attributes are type 6.
    if (node.type === 2 && typeof node.content === 'string' && words(node.content).length)
      found.push(`${node.loc.start.line}: ${node.content.trim().slice(0, 60)}`)
    for (const p of node.props ?? [])
      if (p.type === 6 && LABELS.has(p.name) && p.value && !/^https?:\/\//.test(p.value.content) && words(p.value.content).length)
        found.push(`${node.loc.start.line}: ${p.name}="${p.value.content.slice(0, 60)}"`)
    for (const c of node.children ?? []) walk(c)
  }
  if (descriptor.template?.ast) walk(descriptor.template.ast as unknown as TemplateNode)
  for (const script of [descriptor.script, descriptor.scriptSetup]) {
    if (!script) continue
    const offset = script.loc.start.line - 1
    for (const s of sentences(script.content)) found.push(`${s.line + offset}: ${s.text}`)
  }
  return found
}

/** English in a file of the app: a view's, or a module's sentences. */
const englishIn = (file: string, source: string): string[] =>
  file.endsWith('.vue') ? englishInView(source) : sentences(source).map((s) => `${s.line}: ${s.text}`)

const APP_DIRS = ['pages', 'components', 'stores', 'composables', 'sync', 'platform', 'db', 'io', 'api', 'workers']

function appFiles(): string[] {
  return APP_DIRS.flatMap((dir) =>
    readdirSync(`${SRC}${dir}`, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.vue') || (f.endsWith('.ts') && !/\.(test|d)\.ts$/.test(f)))
      .map((f) => `${dir}/${f}`),
  )
}

/**
 * Files that still hold English sentences, to be moved into the catalogues: a store's English kept beside
 * its code for the English page, a reader's problems (a file's line and field in words), a worker's
 * refusals, a developer's message that is not an Error. The test fails when one no longer does, so the
 * list only shrinks.
 */
const NOT_YET_CONVERTED: readonly string[] = []

describe('the app holds no English outside the catalogues', () => {
  it('finds English text, labels and sentences (planted examples), and lets the words alike in every language pass', () => {
    expect(englishInView('<template><p>Not saved</p></template>')).not.toEqual([])
    expect(englishInView('<template><button aria-label="Close the panel">×</button></template>')).not.toEqual([])
    expect(englishInView('<script setup lang="ts">\nconst m = "the deck could not be saved"\n</script>')).not.toEqual([])
    expect(englishIn('stores/x.ts', "message.value = 'The backup could not be read'")).not.toEqual([])
    // A console message is a developer's.
    expect(englishIn('stores/x.ts', "console.warn('gundeck: the store could not move', e)")).toEqual([])
    expect(
      englishInView(
        '<template><p>{{ t(\'decks.title\') }} · CSV <code>cards.json</code> <kbd>Enter</kbd></p><input placeholder="GD01-001"><input placeholder="https://example.org"></template>',
      ),
    ).toEqual([])
  })

  it('finds none but in the files not converted yet, and each of those still has some', () => {
    const files = appFiles()
    expect(files.length).toBeGreaterThan(150)
    const found = files.flatMap((f) => englishIn(f, readFileSync(`${SRC}${f}`, 'utf8')).map((s) => `${f}:${s}`))
    expect(found.filter((s) => !NOT_YET_CONVERTED.some((f) => s.startsWith(`${f}:`)))).toEqual([])
    for (const file of NOT_YET_CONVERTED)
      expect(
        found.some((s) => s.startsWith(`${file}:`)),
        `${file} holds no English now: take it off the list`,
      ).toBe(true)
  })
})

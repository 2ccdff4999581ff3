import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint fences keep the layers apart: the engine usable from Node, the browser and a worker alike,
// and pages and components free of storage and browser I/O. Each fence is crossed here once by the
// `~/` alias and once by a relative path, and must fail both ways.
describe('layer fences (eslint no-restricted-imports / no-restricted-globals)', () => {
  const eslint = new ESLint()
  const lint = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath })
    return result!.messages.map((m) => m.ruleId)
  }
  const importing = (from: string) => `import * as m from '${from}'\nconsole.log(m)\n`

  it('rejects vue, pinia, dexie and DOM globals in src/engine, src/schemas and src/io', async () => {
    expect(await lint("import { ref } from 'vue'\nexport const a = ref(1)\n", 'src/engine/x.ts')).toContain('no-restricted-imports')
    expect(await lint("import { defineStore } from 'pinia'\nexport const s = defineStore\n", 'src/engine/rules/x.ts')).toContain('no-restricted-imports')
    expect(await lint("import Dexie from 'dexie'\nexport const d = Dexie\n", 'src/schemas/x.ts')).toContain('no-restricted-imports')
    expect(await lint("import Dexie from 'dexie'\nexport const d = Dexie\n", 'src/io/cards/x.ts')).toContain('no-restricted-imports')
    expect(await lint('export const w = document.title\n', 'src/engine/x.ts')).toContain('no-restricted-globals')
  })

  const app: [string, string, string][] = [
    ['src/engine/rules/x.ts', '~/db/database', '../../db/database'],
    ['src/engine/rules/x.ts', '~/db/sub/deep', '../../db'],
    ['src/engine/x.ts', '~/platform/storage', '~/platform/storage'],
    ['src/engine/deck/x.ts', '~/stores/decks', '../../stores/decks'],
    ['src/engine/x.ts', '~/composables/useLiveQuery', '../composables/useLiveQuery'],
    ['src/engine/x.ts', '~/components/card/types', '../components/card/types'],
    ['src/schemas/x.ts', '~/db/database', '../db/database'],
    ['src/schemas/x.ts', '~/pages/DecksPage.vue', '../pages/DecksPage.vue'],
    ['src/io/cards/x.ts', '~/stores/cards', '../../stores/cards'],
    ['src/io/x.ts', '~/workers/simulate-handler', '../workers/simulate-handler'],
  ]
  it.each(app)('rejects the app in %s: %s and %s', async (file, alias, relative) => {
    expect(await lint(importing(alias), file)).toContain('no-restricted-imports')
    expect(await lint(importing(relative), file)).toContain('no-restricted-imports')
  })

  const io: [string, string, string][] = [
    ['src/components/deck/X.vue', '~/db/decks-repository', '../../db/decks-repository'],
    ['src/components/data/X.vue', '~/platform/storage', '~/platform/storage'],
    ['src/components/card/x.ts', '~/db/database', '../../db/database'],
    ['src/pages/X.vue', '~/db/database', '../db/database'],
    ['src/pages/X.vue', '~/platform/save-file', '~/platform/save-file'],
    ['src/App.vue', '~/db/database', './db/database'],
    ['src/pages/X.vue', '~/db', '../db'],
  ]
  it.each(io)('rejects storage and browser I/O in %s: %s and %s', async (file, alias, relative) => {
    const code = (from: string) => (file.endsWith('.vue') ? `<script setup lang="ts">\n${importing(from)}</script>\n` : importing(from))
    expect(await lint(code(alias), file)).toContain('no-restricted-imports')
    expect(await lint(code(relative), file)).toContain('no-restricted-imports')
    expect(await lint(code('dexie'), file)).toContain('no-restricted-imports')
  })

  const views: [string, string, string][] = [
    ['src/composables/useX.ts', '~/components/card/types', '../components/card/types'],
    ['src/stores/x.ts', '~/pages/DecksPage.vue', '../pages/DecksPage.vue'],
    ['src/db/x.ts', '~/components/deck/DeckLine.vue', '../components/deck/DeckLine.vue'],
  ]
  it.each(views)('rejects components and pages in %s: %s and %s', async (file, alias, relative) => {
    expect(await lint(importing(alias), file)).toContain('no-restricted-imports')
    expect(await lint(importing(relative), file)).toContain('no-restricted-imports')
  })

  it('allows what each layer may use', async () => {
    expect(await lint("import { ref } from 'vue'\nexport const a = ref(1)\n", 'src/stores/x.ts')).toEqual([])
    expect(await lint(importing('~/db/database'), 'src/stores/x.ts')).toEqual([])
    expect(await lint(importing('../stores/decks'), 'src/composables/useX.ts')).toEqual([])
    expect(await lint(importing('../schemas/deck'), 'src/engine/x.ts')).toEqual([])
    expect(await lint(importing('../deck/copies'), 'src/engine/rules/x.ts')).toEqual([])
    expect(await lint(`<script setup lang="ts">\n${importing('~/stores/decks')}</script>\n`, 'src/pages/X.vue')).toEqual([])
  })
}, 60_000)

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint fence keeps the engine usable from Node, the browser and a worker alike.
describe('engine import fence (eslint no-restricted-imports / no-restricted-globals)', () => {
  const eslint = new ESLint()
  const lint = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath })
    return result!.messages.map((m) => m.ruleId)
  }

  it('rejects vue, pinia, dexie and DOM globals in src/engine', async () => {
    expect(await lint("import { ref } from 'vue'\nexport const a = ref(1)\n", 'src/engine/x.ts')).toContain('no-restricted-imports')
    expect(await lint("import { defineStore } from 'pinia'\nexport const s = defineStore\n", 'src/engine/rules/x.ts')).toContain('no-restricted-imports')
    expect(await lint("import Dexie from 'dexie'\nexport const d = Dexie\n", 'src/schemas/x.ts')).toContain('no-restricted-imports')
    expect(await lint('export const w = document.title\n', 'src/engine/x.ts')).toContain('no-restricted-globals')
  })

  it('allows them outside the engine', async () => {
    expect(await lint("import { ref } from 'vue'\nexport const a = ref(1)\n", 'src/stores/x.ts')).toEqual([])
  })
}, 60_000)

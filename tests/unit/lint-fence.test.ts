import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The lint rules beside the layer fence (which layer may import which: layer-fence.test.ts): no browser
// global in the pure layers, zod schemas made lazily, composables and components only in their folders.
// Each is crossed on a file placed in its folder and must be refused with its own message; the allowed
// neighbours must pass.
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const use = (path: string) => `import { x } from '${path}'\nexport const y = x\n`

const REFUSED: [file: string, code: string, says: RegExp][] = [
  ['src/engine/x.ts', 'export const w = document.title\n', /The engine is pure/],
  ['src/schemas/x.ts', 'export const w = localStorage.length\n', /The engine is pure/],
  ['src/io/cards/x.ts', "export const w = fetch('x')\n", /The engine is pure/],
  ['src/engine/testing/x.ts', 'export const w = window.name\n', /The engine is pure/],
  ['src/composables/helpers.ts', 'export const y = 1\n', /composables only/],
  ['src/components/card/card-colors.ts', 'export const y = 1\n', /components only/],
  ['src/components/deck/x.ts', use('~/engine/text/format'), /components only/],
  ['src/schemas/x.ts', "import { z } from 'zod'\nexport const XSchema = z.object({ a: z.string() }).strict()\n", /lazySchema/],
  ['src/sync/x.ts', "import { z } from 'zod'\nconst id = z.string().min(1).max(40)\nexport const y = id\n", /lazySchema/],
  ['src/sync/x.ts', "import { z } from 'zod'\nconst Rev = { _id: z.string(), _rev: z.string().optional() }\nexport const y = Rev\n", /made at load/],
]

const ALLOWED: [file: string, code: string][] = [
  [
    'src/schemas/x.ts',
    "import { z } from 'zod'\nimport { lazySchema } from './lazy'\nexport const XSchema = lazySchema(() => z.object({ a: z.string() }).strict())\n",
  ],
  ['src/sync/x.ts', "import { z } from 'zod'\nconst rev = () => ({ _id: z.string(), _rev: z.string().optional() })\nexport const y = rev\n"],
  ['src/components/card/CardX.test.ts', "import { it } from 'vitest'\nit('shows a card', () => {})\n"],
  ['src/composables/useX.ts', use('~/stores/decks')],
  ['src/stores/x.ts', 'export const w = document.title\n'],
  ['src/engine/x.test.ts', 'export const w = document.title\n'],
]

// A case waits for its lint, however long a loaded machine takes: the first lint loads the whole config,
// its parsers and plugins (more than the default 5 s beside CI's other jobs), so it is done once first.
describe('the lint rules beside the layer fence (ARCHITECTURE.md)', { timeout: 60_000 }, () => {
  beforeAll(() => problems('src/engine/warm.ts', 'export const w = 1\n'), 120_000)

  it.each(REFUSED)('%s may not: %s', async (file, code, says) => {
    const found = await problems(file, code)
    expect(
      found.some((m) => says.test(m)),
      found.join('\n') || 'no problem reported',
    ).toBe(true)
  })

  it.each(ALLOWED)('%s may: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([])
  })
})

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layers of ARCHITECTURE.md beyond the engine and view fences (engine-fence.test.ts): composables,
// components, storage, sync and platform. Each forbidden direction is tried on a file placed in its folder
// and must be refused with its own message; the allowed neighbours must pass.
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message)
}

const use = (path: string) => `import { x } from '${path}'\nexport const y = x\n`

const REFUSED: [file: string, code: string, says: RegExp][] = [
  ['src/engine/cards/x.ts', use('~/platform/schedule'), /do not depend on the app/],
  ['src/schemas/x.ts', use('~/sync/docs'), /do not depend on the app/],
  ['src/io/x.ts', use('../db/database'), /do not depend on the app/],
  ['src/components/data/X.vue', `<script setup lang="ts">\n${use('~/sync/session')}</script>\n`, /Pages and components do no I\/O/],
  ['src/components/sim/X.vue', `<script setup lang="ts">\n${use('~/workers/client')}</script>\n`, /Pages and components do no I\/O/],
  ['src/composables/useX.ts', use('~/db/database'), /through a store/],
  ['src/composables/useX.ts', use('../sync/bridge'), /through a store/],
  ['src/composables/useX.ts', use('dexie'), /through a store/],
  ['src/composables/useX.ts', use('~/pages/DecksPage.vue'), /instead of a component or page/],
  ['src/composables/helpers.ts', 'export const y = 1\n', /composables only/],
  ['src/components/card/card-colors.ts', 'export const y = 1\n', /components only/],
  ['src/components/deck/x.ts', use('~/engine/text/format'), /components only/],
  ['src/db/x.ts', use('~/stores/decks'), /serve the stores/],
  ['src/db/x.ts', use('vue'), /serve the stores/],
  ['src/sync/x.ts', use('~/composables/useDeck'), /serve the stores/],
  ['src/platform/x.ts', use('~/db/database'), /below the app/],
  ['src/platform/x.ts', use('~/stores/storage'), /below the app/],
  ['src/platform/x.ts', use('pinia'), /browser APIs only/],
  ['src/schemas/x.ts', "import { z } from 'zod'\nexport const XSchema = z.object({ a: z.string() }).strict()\n", /lazySchema/],
  ['src/sync/x.ts', "import { z } from 'zod'\nconst id = z.string().min(1).max(40)\nexport const y = id\n", /lazySchema/],
  ['src/sync/x.ts', "import { z } from 'zod'\nconst Rev = { _id: z.string(), _rev: z.string().optional() }\nexport const y = Rev\n", /made at load/],
]

const ALLOWED: [file: string, code: string][] = [
  [
    'src/schemas/x.ts',
    "import { z } from 'zod'\nimport { lazySchema } from './lazy'\nexport const XSchema = lazySchema(() => z.object({ a: z.string() }).strict())\n",
  ],
  ['src/components/data/X.vue', `<script setup lang="ts">\n${use('~/stores/sync')}</script>\n`],
  ['src/sync/x.ts', "import { z } from 'zod'\nconst rev = () => ({ _id: z.string(), _rev: z.string().optional() })\nexport const y = rev\n"],
  ['src/components/card/CardX.test.ts', "import { it } from 'vitest'\nit('shows a card', () => {})\n"],
  ['src/pages/XPage.vue', `<script setup lang="ts">\n${use('~/composables/useDeck')}</script>\n`],
  ['src/composables/useX.ts', use('~/stores/decks')],
  ['src/composables/useX.ts', use('~/platform/web-storage')],
  ['src/stores/x.ts', use('~/db/database')],
  ['src/db/x.ts', use('~/platform/storage-keys')],
  ['src/engine/cards/x.ts', use('~/schemas/card')],
]

describe('the lint fence keeps every layer in its place (ARCHITECTURE.md)', () => {
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

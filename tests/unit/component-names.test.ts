import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// A component's file name starts with its folder's name (ARCHITECTURE.md), as elk's status/StatusCard.vue:
// the folder in PascalCase and singular (charts gives Chart), then a capital letter, so deck/DeckLine.vue
// passes and data/DatasetInfo.vue does not.
const root = new URL('../../src/components/', import.meta.url)

/** `charts` → `Chart`, `playtest` → `Playtest`. */
function prefixOf(folder: string): string {
  const singular = folder.endsWith('s') ? folder.slice(0, -1) : folder
  return singular.charAt(0).toUpperCase() + singular.slice(1)
}

function isNamedForFolder(folder: string, file: string): boolean {
  return new RegExp(`^${prefixOf(folder)}[A-Z][A-Za-z0-9]*\\.vue$`).test(file)
}

const components = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(new URL(`${d.name}/`, root))
      .filter((f) => f.endsWith('.vue'))
      .map((f) => [d.name, f] as const),
  )

describe('components are named for their folder', () => {
  it('finds components in every area folder', () => {
    expect(components.length).toBeGreaterThan(20)
  })

  it.each(components)('src/components/%s/%s starts with its folder name', (folder, file) => {
    expect(isNamedForFolder(folder, file), `${folder}/${file} should start with ${prefixOf(folder)}`).toBe(true)
  })

  it('refuses a name without the prefix, or with it only as the start of another word', () => {
    expect(isNamedForFolder('deck', 'DeckLine.vue')).toBe(true)
    expect(isNamedForFolder('charts', 'ChartBar.vue')).toBe(true)
    expect(isNamedForFolder('deck', 'LegalityPanel.vue')).toBe(false)
    expect(isNamedForFolder('data', 'DatasetInfo.vue')).toBe(false)
    expect(isNamedForFolder('charts', 'ChartsBar.vue')).toBe(false)
  })
})

import type { Plugin } from 'vite'

/**
 * Chunking for a reload's speed. By default each piece of code two lazy pages share becomes its own small
 * file, and the deck editor asked for 28 files at once: on a phone each is a service-worker fetch and a task
 * of the page's own. Here the code the pages share, and the start does not load, is one file ('pages'); the
 * code the start loads stays where the bundler puts it (in the entry's chunks), so no page's code is added
 * to the start.
 *
 * The start's modules (all that the entry imports statically) are gathered once the module graph is read
 * (buildEnd), before chunks are made.
 */
export function pageChunks(entry: string): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; minShareCount: number }[] } {
  const startup = new Set<string>()
  const plugin: Plugin = {
    name: 'gundeck:page-chunks',
    apply: 'build',
    buildEnd() {
      startup.clear()
      const first = [...this.getModuleIds()].find((id) => id.endsWith(entry))
      const queue = first ? [first] : []
      while (queue.length) {
        const id = queue.pop()!
        if (startup.has(id)) continue
        startup.add(id)
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next)
      }
    },
  }
  // Before buildEnd has run (the service worker's own build) nothing is grouped.
  return { plugin, groups: [{ name: 'pages', test: (id) => startup.size > 0 && !startup.has(id), minShareCount: 2 }] }
}

import { storageInfo } from '~/platform/storage'
import { KeptCardFilesSchema, type DatasetMeta, type KeptCardFilesMeta } from '~/schemas/stored'

/**
 * The files of the last good card import or download, kept in the Origin Private File System: a store
 * apart from IndexedDB, so that when the database is damaged or deleted the card tables are rebuilt from
 * them without a network (see docs/storage.md). One folder per import; its `kept.json` is written last,
 * so a folder without it (a write cut short) is never read, and the folder before it stays until the
 * new one is whole.
 */
const DIR = 'card-files'
const INDEX = 'kept.json'
/** Room left after the copy, by the browser's own estimate: a copy never brings the disk close to full. */
const RESERVE_BYTES = 64 * 1024 * 1024

export interface KeptCardFiles extends KeptCardFilesMeta {
  files: File[]
}

async function folder(create: boolean): Promise<FileSystemDirectoryHandle | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.getDirectory) return null
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(DIR, { create })
  } catch {
    return null
  }
}

async function names(dir: FileSystemDirectoryHandle): Promise<string[]> {
  const out: string[] = []
  for await (const name of (dir as FileSystemDirectoryHandle & { keys(): AsyncIterable<string> }).keys()) out.push(name)
  return out.sort()
}

async function writeFile(dir: FileSystemDirectoryHandle, name: string, data: Blob | string): Promise<void> {
  const writable = await (await dir.getFileHandle(name, { create: true })).createWritable()
  try {
    await writable.write(data)
  } finally {
    await writable.close()
  }
}

/**
 * Keep these files as the last good import. False when they were not kept: no such store in this browser,
 * or not enough room left beside them (the card tables come first). Never throws.
 */
export async function keepCardFiles(files: readonly { name: string; data: Blob | string }[], dataset: DatasetMeta): Promise<boolean> {
  const size = files.reduce((n, f) => n + (typeof f.data === 'string' ? f.data.length * 3 : f.data.size), 0)
  const { usage, quota } = await storageInfo()
  if (usage !== null && quota !== null && quota - usage < size + RESERVE_BYTES) return false
  const dir = await folder(true)
  if (!dir) return false
  const name = `import-${Date.now().toString(36)}`
  try {
    const into = await dir.getDirectoryHandle(name, { create: true })
    for (const [i, f] of files.entries()) await writeFile(into, String(i), f.data)
    const meta: KeptCardFilesMeta = { keptAt: new Date().toISOString(), dataset, names: files.map((f) => f.name) }
    await writeFile(into, INDEX, JSON.stringify(meta))
    for (const old of await names(dir)) if (old !== name) await dir.removeEntry(old, { recursive: true }).catch(() => undefined)
    return true
  } catch {
    await dir.removeEntry(name, { recursive: true }).catch(() => undefined)
    return false
  }
}

/** The files of the last good import, or null when none are kept (or they cannot be read). */
export async function keptCardFiles(): Promise<KeptCardFiles | null> {
  const dir = await folder(false)
  if (!dir) return null
  try {
    for (const name of (await names(dir)).reverse()) {
      const from = await dir.getDirectoryHandle(name)
      let meta: KeptCardFilesMeta
      try {
        meta = KeptCardFilesSchema.parse(JSON.parse(await (await (await from.getFileHandle(INDEX)).getFile()).text()))
      } catch {
        continue // cut short or not ours: an older folder may be whole
      }
      const files = await Promise.all(
        meta.names.map(async (n, i) => {
          const file = await (await from.getFileHandle(String(i))).getFile()
          return new File([file], n, { type: file.type })
        }),
      )
      return { ...meta, files }
    }
  } catch {
    // Unreadable: as good as none.
  }
  return null
}

import { plural, pluralForm } from '~/engine/text/format'

/** In a folder, only these are taken as lists (a folder also holds .DS_Store, notes, pictures). */
const LIST_OR_ZIP = /\.(txt|csv|json|md|dek|zip)$/i

/** The files of a folder that may be lists, and a word on what was left out. */
function listsOnly(files: NamedFile[], problems: string[]): NamedFile[] {
  const kept = files.filter((f) => !f.name.includes('/') || LIST_OR_ZIP.test(f.name))
  const left = files.length - kept.length
  if (left > 0)
    problems.push(
      `${plural(left, 'file')} in the folder ${pluralForm(left, 'is', 'are')} not a deck list (.txt, .csv, .json or .zip) and ${pluralForm(left, 'was', 'were')} left out`,
    )
  return kept
}

/** A file as the desk takes it: its path inside what was dropped (folder/…/name) and its contents. */
export interface NamedFile {
  name: string
  blob: Blob
}

type Entry = { isFile: boolean; isDirectory: boolean; name: string; fullPath: string }
type FileEntry = Entry & { file(ok: (f: File) => void, fail: (e: unknown) => void): void }
type DirEntry = Entry & { createReader(): { readEntries(ok: (list: Entry[]) => void, fail: (e: unknown) => void): void } }

async function walk(entry: Entry, out: NamedFile[], problems: string[]): Promise<void> {
  const path = entry.fullPath.replace(/^\//, '') || entry.name
  if (entry.isFile) {
    try {
      out.push({ name: path, blob: await new Promise<File>((ok, fail) => (entry as FileEntry).file(ok, fail)) })
    } catch (e) {
      problems.push(`${path}: this file cannot be read (${e instanceof Error ? e.message : String(e)})`)
    }
    return
  }
  if (!entry.isDirectory) return
  const reader = (entry as DirEntry).createReader()
  // readEntries gives a folder's entries a batch at a time (100 in Chromium) until an empty batch.
  for (;;) {
    let batch: Entry[]
    try {
      batch = await new Promise<Entry[]>((ok, fail) => reader.readEntries(ok, fail))
    } catch (e) {
      problems.push(`${path}/: this folder cannot be read (${e instanceof Error ? e.message : String(e)}); the lists in it were not checked`)
      return
    }
    if (batch.length === 0) return
    for (const child of batch) await walk(child, out, problems)
  }
}

/**
 * The files of a drop, folders walked (DataTransfer items' entries), or the plain file list where the
 * browser gives no entries. Entries must be taken while the drop event runs: call this in the handler.
 */
export function useDroppedFiles() {
  async function filesOf(data: DataTransfer): Promise<{ files: NamedFile[]; problems: string[] }> {
    const entries = [...data.items]
      .filter((i) => i.kind === 'file')
      .map((i) => (i as DataTransferItem & { webkitGetAsEntry?: () => Entry | null }).webkitGetAsEntry?.() ?? null)
    const plain = [...data.files]
    const files: NamedFile[] = []
    const problems: string[] = []
    if (entries.length === 0 || entries.some((e) => e === null)) {
      for (const f of plain) files.push({ name: f.webkitRelativePath || f.name, blob: f })
      return { files: listsOnly(files, problems), problems }
    }
    for (const e of entries) await walk(e!, files, problems)
    return { files: listsOnly(files, problems), problems }
  }

  /** A picked file list (several files, or a folder with webkitdirectory: each named with its path). */
  function filesOfInput(list: FileList | null): { files: NamedFile[]; problems: string[] } {
    const problems: string[] = []
    const files = listsOnly(
      [...(list ?? [])].map((f) => ({ name: f.webkitRelativePath || f.name, blob: f })),
      problems,
    )
    return { files, problems }
  }

  return { filesOf, filesOfInput }
}

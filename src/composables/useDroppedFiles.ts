import { useLocale } from './useLocale'

/** In a folder, only these are taken as lists (a folder also holds .DS_Store, notes, pictures). */
const LIST_OR_ZIP = /\.(txt|csv|json|md|dek|zip)$/i

/**
 * What a drop left out, as a code the page words (`dropText`): files of a folder that are not lists, a file
 * or a folder the browser could not read (`detail`: its words).
 */
export type DropProblem =
  | { code: 'left-out'; params: { n: number } }
  | { code: 'file-unreadable'; params: { path: string; detail: string } }
  | { code: 'folder-unreadable'; params: { path: string; detail: string } }

/** The files of a folder that may be lists, and a word on what was left out. */
function listsOnly(files: NamedFile[], problems: DropProblem[]): NamedFile[] {
  const kept = files.filter((f) => !f.name.includes('/') || LIST_OR_ZIP.test(f.name))
  const left = files.length - kept.length
  if (left > 0) problems.push({ code: 'left-out', params: { n: left } })
  return kept
}

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** A file as the desk takes it: its path inside what was dropped (folder/…/name) and its contents. */
export interface NamedFile {
  name: string
  blob: Blob
}

type Entry = { isFile: boolean; isDirectory: boolean; name: string; fullPath: string }
type FileEntry = Entry & { file(ok: (f: File) => void, fail: (e: unknown) => void): void }
type DirEntry = Entry & { createReader(): { readEntries(ok: (list: Entry[]) => void, fail: (e: unknown) => void): void } }

async function walk(entry: Entry, out: NamedFile[], problems: DropProblem[]): Promise<void> {
  const path = entry.fullPath.replace(/^\//, '') || entry.name
  if (entry.isFile) {
    try {
      out.push({ name: path, blob: await new Promise<File>((ok, fail) => (entry as FileEntry).file(ok, fail)) })
    } catch (e) {
      problems.push({ code: 'file-unreadable', params: { path, detail: reason(e) } })
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
      problems.push({ code: 'folder-unreadable', params: { path, detail: reason(e) } })
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
  const { t, tn } = useLocale()

  async function filesOf(data: DataTransfer): Promise<{ files: NamedFile[]; problems: DropProblem[] }> {
    const entries = [...data.items]
      .filter((i) => i.kind === 'file')
      .map((i) => (i as DataTransferItem & { webkitGetAsEntry?: () => Entry | null }).webkitGetAsEntry?.() ?? null)
    const plain = [...data.files]
    const files: NamedFile[] = []
    const problems: DropProblem[] = []
    if (entries.length === 0 || entries.some((e) => e === null)) {
      for (const f of plain) files.push({ name: f.webkitRelativePath || f.name, blob: f })
      return { files: listsOnly(files, problems), problems }
    }
    for (const e of entries) await walk(e!, files, problems)
    return { files: listsOnly(files, problems), problems }
  }

  /** A picked file list (several files, or a folder with webkitdirectory: each named with its path). */
  function filesOfInput(list: FileList | null): { files: NamedFile[]; problems: DropProblem[] } {
    const problems: DropProblem[] = []
    const files = listsOnly(
      [...(list ?? [])].map((f) => ({ name: f.webkitRelativePath || f.name, blob: f })),
      problems,
    )
    return { files, problems }
  }

  /** What a drop left out, in the language shown. */
  function dropText(p: DropProblem): string {
    switch (p.code) {
      case 'left-out':
        return tn('sync.drop.leftOut', p.params.n)
      case 'file-unreadable':
        return t('sync.drop.fileUnreadable', p.params)
      case 'folder-unreadable':
        return t('sync.drop.folderUnreadable', p.params)
    }
  }

  return { filesOf, filesOfInput, dropText }
}

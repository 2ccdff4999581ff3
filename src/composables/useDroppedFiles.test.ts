import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import { useDroppedFiles, type DropProblem } from './useDroppedFiles'

afterEach(() => showLanguage('en'))

/** A picked folder's files, named with their paths as the browser names them. */
const picked = (paths: string[]) => paths.map((p) => Object.assign(new File(['x'], p.split('/').pop()!), { webkitRelativePath: p })) as unknown as FileList

/** A drop of one file and one folder, neither of which the browser can read. */
function unreadableDrop(): DataTransfer {
  const file = {
    isFile: true,
    isDirectory: false,
    name: 'a.txt',
    fullPath: '/a.txt',
    file: (_: unknown, fail: (e: unknown) => void) => fail(new Error('gone')),
  }
  const folder = {
    isFile: false,
    isDirectory: true,
    name: 'lists',
    fullPath: '/lists',
    createReader: () => ({ readEntries: (_: unknown, fail: (e: unknown) => void) => fail(new Error('denied')) }),
  }
  const items = [file, folder].map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry }))
  return { items, files: [] } as unknown as DataTransfer
}

describe('what a drop on the Event desk left out', () => {
  it('says it as codes, worded in English as before and in Japanese', async () => {
    const { filesOf, filesOfInput, dropText } = useDroppedFiles()
    const one = filesOfInput(picked(['lists/a.txt', 'lists/.DS_Store']))
    expect(one.files.map((f) => f.name)).toEqual(['lists/a.txt'])
    const two = filesOfInput(picked(['lists/a.txt', 'lists/b.png', 'lists/notes.pages']))
    const unread = await filesOf(unreadableDrop())
    const problems: DropProblem[] = [...one.problems, ...two.problems, ...unread.problems]
    expect(problems).toEqual([
      { code: 'left-out', params: { n: 1 } },
      { code: 'left-out', params: { n: 2 } },
      { code: 'file-unreadable', params: { path: 'a.txt', detail: 'gone' } },
      { code: 'folder-unreadable', params: { path: 'lists', detail: 'denied' } },
    ])
    expect(problems.map(dropText)).toEqual([
      '1 file in the folder is not a deck list (.txt, .csv, .json or .zip) and was left out',
      '2 files in the folder are not a deck list (.txt, .csv, .json or .zip) and were left out',
      'a.txt: this file cannot be read (gone)',
      'lists/: this folder cannot be read (denied); the lists in it were not checked',
    ])
    await showLanguage('ja')
    expect(problems.map(dropText)).toEqual([
      'フォルダー内の 1\u00a0個のファイルはデッキリスト（.txt、.csv、.json、.zip）ではないため、読み込みませんでした',
      'フォルダー内の 2\u00a0個のファイルはデッキリスト（.txt、.csv、.json、.zip）ではないため、読み込みませんでした',
      'a.txt：このファイルを読めません（gone）',
      'lists/：このフォルダーを読めません（denied）。中のリストはチェックしていません',
    ])
  })
})

import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { describeStorageError, isStorageFullError } from '~/platform/storage'
import { DeckGoneError } from '~/db/decks-repository'

const ABORTED = 'The transaction was aborted, so the request cannot be fulfilled.'
const BACKING_STORE = 'Internal error opening backing store for indexedDB.open.'

describe('the storage-full recogniser', () => {
  // The shapes Chromium 156 + Dexie 4 gave with the profile on a full 16 MB tmpfs.
  it('a write on the full disk: Dexie AbortError around the browser AbortError, no quota anywhere', () => {
    const e = new Dexie.AbortError(ABORTED, new DOMException(ABORTED, 'AbortError'))
    expect(isStorageFullError(e)).toBe(true)
    expect(describeStorageError(e)).toBe(`AbortError: ${ABORTED} ← AbortError: ${ABORTED}`)
  })

  it("the reopen after it: UnknownError, bare or inside Dexie's OpenFailedError / DatabaseClosedError", () => {
    const unknown = new DOMException(BACKING_STORE, 'UnknownError')
    expect(isStorageFullError(unknown)).toBe(true)
    expect(isStorageFullError(new Dexie.OpenFailedError('UnknownError ' + BACKING_STORE, unknown))).toBe(true)
    expect(isStorageFullError(new Dexie.DatabaseClosedError(new Dexie.OpenFailedError('open failed', unknown)))).toBe(true)
  })

  it('QuotaExceededError however it comes: bare, legacy code 22, inside an AbortError, a BulkError or a cause', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    expect(isStorageFullError(quota)).toBe(true)
    expect(isStorageFullError({ name: 'Error', message: 'write failed', code: 22 })).toBe(true)
    expect(isStorageFullError(new Dexie.AbortError('aborted', quota))).toBe(true)
    expect(isStorageFullError(new Dexie.BulkError('2 of 100 failed', [quota, quota]))).toBe(true)
    expect(isStorageFullError(new Error('save failed', { cause: quota }))).toBe(true)
    expect(isStorageFullError(new Error('IO error: 000009.ldb: FILE_ERROR_NO_SPACE'))).toBe(true)
  })

  it('other failures are not a full disk', () => {
    expect(isStorageFullError(new Dexie.ConstraintError('Key already exists in the object store.'))).toBe(false)
    expect(isStorageFullError(new DeckGoneError())).toBe(false)
    expect(isStorageFullError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false)
    expect(isStorageFullError(new Dexie.DataError('Failed to execute put: Evaluating the object store key path did not yield a value.'))).toBe(false)
    expect(isStorageFullError(null)).toBe(false)
    expect(isStorageFullError('quota')).toBe(false)
    const loop: { name: string; message: string; inner?: unknown } = { name: 'Error', message: 'x' }
    loop.inner = loop
    expect(isStorageFullError(loop)).toBe(false)
  })
})

import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GundeckDatabase } from '~/db/database'
import { forgetAccount, loadAccount, resumeAccount, saveAccount } from './replication'

/** localStorage as the browser keeps it (Node has none). */
function webStorage(): Storage {
  const m = new Map<string, string>()
  return {
    get length() {
      return m.size
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  }
}

const account = { server: 'https://couch.example/', name: 'amuro', db: 'userdb-616d75726f', at: '2026-12-06T00:00:00.000Z' }
let n = 0
const freshDatabase = () => new GundeckDatabase(`gundeck-sync-test-${++n}`)

beforeEach(() => vi.stubGlobal('localStorage', webStorage()))
afterEach(() => vi.unstubAllGlobals())

describe('the sync account after the database is lost', () => {
  it('signing in keeps the account (never a password) beside the database; a database made again is signed in again from it', async () => {
    const before = freshDatabase()
    await saveAccount(before, account)
    expect(JSON.parse(localStorage.getItem('gundeck:sync-account')!)).toEqual(account)
    // The browser deleted the database: a new one, with no account.
    const after = freshDatabase()
    expect(await loadAccount(after)).toBeNull()
    expect(await resumeAccount(after)).toEqual(account)
    expect(await loadAccount(after)).toEqual(account)
    // Only once: a database that has its account is left alone.
    expect(await resumeAccount(after)).toBeNull()
  })

  it('signing out removes it, so a lost database is not signed in again', async () => {
    const db = freshDatabase()
    await saveAccount(db, account)
    await forgetAccount(db)
    expect(localStorage.getItem('gundeck:sync-account')).toBeNull()
    expect(await resumeAccount(freshDatabase())).toBeNull()
  })

  it('a kept value that is not an account is ignored', async () => {
    localStorage.setItem('gundeck:sync-account', '{"server":"javascript:alert(1)","name":"x","db":"y"}')
    expect(await resumeAccount(freshDatabase())).toBeNull()
    localStorage.setItem('gundeck:sync-account', 'not json')
    expect(await resumeAccount(freshDatabase())).toBeNull()
  })
})

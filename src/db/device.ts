import { STORAGE_KEYS } from '~/platform/storage-keys'
import { localStore } from '~/platform/web-storage'

/**
 * This device's id (one browser profile): written into every deck revision beside the page that made
 * it, so History can say where a version came from and sync can tell devices apart. Kept in localStorage;
 * where that is unavailable, one id for this page load stands in.
 */
const KEY = STORAGE_KEYS.device

const fresh = () => globalThis.crypto?.randomUUID?.() ?? `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

let cached: string | null = null

export function deviceId(): string {
  if (cached) return cached
  const s = localStore()
  try {
    const have = s?.getItem(KEY)
    if (have && have.length <= 64) return (cached = have)
    const id = fresh()
    s?.setItem(KEY, id)
    return (cached = id)
  } catch {
    return (cached = fresh())
  }
}

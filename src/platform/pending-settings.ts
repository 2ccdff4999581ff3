import { SettingsPatchSchema, type SettingsPatch } from '~/schemas/stored'
import { STORAGE_KEYS } from './storage-keys'
import { localStore } from './web-storage'

/**
 * A settings change is on screen at once, but its IndexedDB write can still be in flight when the page goes
 * (a reload, a closed tab, a crash). The change is written here first, synchronously, and laid over the stored
 * settings at the next start, as the deck journal does for decks.
 */
export function pendingSettings(): SettingsPatch | null {
  try {
    const raw = localStore()?.getItem(STORAGE_KEYS.settingsPending)
    if (!raw) return null
    const parsed = SettingsPatchSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Adds the patch to what is pending. With no room, the change is only as safe as its database write. */
export function holdSettings(patch: SettingsPatch): void {
  try {
    localStore()?.setItem(STORAGE_KEYS.settingsPending, JSON.stringify({ ...pendingSettings(), ...patch }))
  } catch {
    // No room: see above.
  }
}

/**
 * The database has this patch: its fields are no longer pending, unless something (another tab, a later change)
 * held another value for them meanwhile. With no patch, nothing is pending any more (a restored backup's
 * settings replace whatever was).
 */
export function releaseSettings(patch?: SettingsPatch): void {
  try {
    const rest = patch ? { ...pendingSettings() } : {}
    for (const [k, v] of Object.entries(patch ?? {})) if (JSON.stringify(rest[k]) === JSON.stringify(v)) delete rest[k]
    if (Object.keys(rest).length === 0) localStore()?.removeItem(STORAGE_KEYS.settingsPending)
    else localStore()?.setItem(STORAGE_KEYS.settingsPending, JSON.stringify(rest))
  } catch {
    // No web storage: nothing was held either.
  }
}

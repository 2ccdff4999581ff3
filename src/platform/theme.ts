import { THEMES, type Theme } from '~/schemas/stored'
import { STORAGE_KEYS } from './storage-keys'
import { localStore } from './web-storage'

/** System / Light / Dark: 'system' leaves it to prefers-color-scheme (base.css uses light-dark()). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

/**
 * The theme chosen last, kept beside the settings so the page starts in it before IndexedDB has answered
 * (and the picker shows it meanwhile, not "System").
 */
export function cachedTheme(): Theme {
  try {
    const t = localStore()?.getItem(STORAGE_KEYS.theme) ?? ''
    return (THEMES as readonly string[]).includes(t) ? (t as Theme) : 'system'
  } catch {
    return 'system'
  }
}

/** Keep the theme for the next start; with no room, that start shows the system theme until the settings are read. */
export function cacheTheme(theme: Theme): void {
  try {
    localStore()?.setItem(STORAGE_KEYS.theme, theme)
  } catch {
    // No room: see above.
  }
}

import { STORAGE_KEYS } from '~/platform/storage-keys'
import { storeToRefs } from 'pinia'
import { watch } from 'vue'
import { THEMES, type Theme } from '~/schemas/stored'
import { useSettingsStore } from '~/stores/settings'

/** Kept beside the settings so the page starts in the chosen theme before IndexedDB has answered. */
const CACHE_KEY = STORAGE_KEYS.theme

/** System / Light / Dark: 'system' leaves it to prefers-color-scheme (base.css uses light-dark()). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}

export function cachedTheme(): Theme {
  try {
    const t = localStorage.getItem(CACHE_KEY)
    return (THEMES as readonly string[]).includes(t ?? '') ? (t as Theme) : 'system'
  } catch {
    return 'system'
  }
}

/** Follow the theme setting: apply it, and cache it for the next start. */
export function useTheme(): void {
  const { settings } = storeToRefs(useSettingsStore())
  watch(
    () => settings.value.theme,
    (theme) => {
      applyTheme(theme)
      try {
        localStorage.setItem(CACHE_KEY, theme)
      } catch {
        // No room: the next start shows the system theme until the settings are read.
      }
    },
  )
}

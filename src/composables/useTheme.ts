import { storeToRefs } from 'pinia'
import { watch } from 'vue'
import { applyTheme, cacheTheme } from '~/platform/theme'
import { useSettingsStore } from '~/stores/settings'

/** Follow the theme setting: apply it, and cache it for the next start. */
export function useTheme(): void {
  const { settings } = storeToRefs(useSettingsStore())
  watch(
    () => settings.value.theme,
    (theme) => {
      applyTheme(theme)
      cacheTheme(theme)
    },
  )
}

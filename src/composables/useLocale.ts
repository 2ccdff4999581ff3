import { useEventListener } from '@vueuse/core'
import { storeToRefs } from 'pinia'
import { computed, ref, watch } from 'vue'
import { typeName } from '~/engine/cards/type-names'
import { formatCount, formatDate, formatDateTime, formatPercent } from '~/engine/text/format'
import { FORMAT_LOCALES, i18n, resolveLanguage, showLanguage } from '~/locales/i18n'
import { browserLanguages, cacheLanguage } from '~/platform/language'
import { useSettingsStore } from '~/stores/settings'

const global = i18n.global

/**
 * The app's words and numbers in the language shown: `t` from the one vue-i18n instance (so a component
 * needs no plugin installed, in a test either), and format.ts's functions in that language's locale.
 * `tn(key, n)` picks the form for n and fills `{n}` with the count written as that language writes it.
 */
export function useLocale() {
  const t = global.t
  const locale = computed(() => FORMAT_LOCALES[global.locale.value])
  // English dates stay in the reader's own way (their locale's order and clock); another language writes its own.
  const dateLocale = computed(() => (global.locale.value === 'en' ? undefined : locale.value))
  type Key = Parameters<typeof t>[0]
  // A card color in words; one the catalogue does not list is shown as the card data spells it.
  const colorName = (color: string) => (global.te(`colors.${color.toLowerCase()}`) ? t(`colors.${color.toLowerCase()}`) : color)
  return {
    t,
    tn: (key: Key, n: number, named: Record<string, unknown> = {}) => t(key, { n: formatCount(n, locale.value), ...named }, n),
    count: (n: number) => formatCount(n, locale.value),
    percent: (fraction: number, digits?: number) => formatPercent(fraction, digits, locale.value),
    date: (iso: string) => formatDate(iso, dateLocale.value),
    dateTime: (iso: string) => formatDateTime(iso, dateLocale.value),
    colorName,
    // A card's color where the card's facts are listed: English keeps the card data's own spelling ('Blue'),
    // another language names it in its words (青).
    colorWord: (color: string) => (global.locale.value === 'en' ? color : colorName(color)),
    // A format's name as players read it (`formatNames.gcgOpen`); one the catalogue lacks keeps its data's name.
    formatName: (format: { id: string; name: string }) => {
      const key = `formatNames.${format.id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`
      return global.te(key) ? t(key) : format.name
    },
    // A card type as the rules write it: 'ex-base' is `typeNames.exBase`; a type the catalogue lacks (Gundam War's) keeps the engine's words.
    typeLabel: (type: string) => {
      const key = `typeNames.${type.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`
      return global.te(key) ? t(key) : typeName(type)
    },
    language: computed(() => global.locale.value),
  }
}

/** Follow the language setting (and, on 'auto', the browser's languages): show it, and cache the choice for the next start. */
export function useLanguage(): void {
  const { settings } = storeToRefs(useSettingsStore())
  const browser = ref(browserLanguages())
  if (typeof window !== 'undefined') useEventListener(window, 'languagechange', () => (browser.value = browserLanguages()))
  watch(
    () => resolveLanguage(settings.value.language, browser.value),
    // A catalogue that cannot be fetched (offline before it was ever kept) leaves the app in English.
    (language) => void showLanguage(language).catch(() => undefined),
    { immediate: true },
  )
  watch(
    () => settings.value.language,
    (choice) => cacheLanguage(choice),
  )
}

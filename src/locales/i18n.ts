import { createI18n } from 'vue-i18n'
import { APP_LANGUAGES, type AppLanguage, type Settings } from '~/schemas/stored'
import en, { type EnglishParts, type Messages } from './en'

/** The tag each language's numbers and dates are written in (format.ts takes it): English keeps en-US, as before. */
export const FORMAT_LOCALES: Readonly<Record<AppLanguage, string>> = { en: 'en-US', ja: 'ja-JP' }

/** English is the source and is bundled; every other catalogue is its own chunk, fetched the first time it is shown. */
const CATALOGUES: Readonly<Record<Exclude<AppLanguage, 'en'>, () => Promise<{ default: Messages }>>> = {
  ja: () => import('./ja'),
}

export const i18n = createI18n<[Messages], AppLanguage, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  // The other languages' messages are added as they are fetched (showLanguage); until then a key falls back to English.
  // English starts without the later pages' parts: each joins with its page's code (addEnglish).
  messages: { en } as unknown as Record<AppLanguage, Messages>,
  // A catalogue of en's shape cannot lack a key (ja.ts does not compile then): nothing to warn about at run time.
  missingWarn: false,
  fallbackWarn: false,
  // Built, the app has no message compiler (vite.config.ts compiles the catalogues): a message left a
  // string has no syntax and reads as it is. The tests and the dev server compile as vue-i18n does.
  ...(import.meta.env.PROD ? { messageCompiler: (message: unknown) => () => message } : {}),
})

/**
 * The language a choice means: 'auto' takes the first of the browser's languages the app speaks (`ja-JP`
 * → ja), in the browser's order, and English when it speaks none of them.
 */
export function resolveLanguage(choice: Settings['language'], browser: readonly string[]): AppLanguage {
  if (choice !== 'auto') return choice
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0]
    const found = APP_LANGUAGES.find((l) => l === base)
    if (found) return found
  }
  return 'en'
}

let wanted: AppLanguage = 'en'

/**
 * Show the app in `language`: its catalogue fetched if need be, then the messages and `<html lang>` switch
 * together. A language asked for while another was still being fetched wins, whichever arrives first.
 */
export async function showLanguage(language: AppLanguage): Promise<void> {
  wanted = language
  if (language !== 'en' && !i18n.global.availableLocales.includes(language)) {
    const { default: messages } = await CATALOGUES[language]()
    i18n.global.setLocaleMessage(language, messages)
  }
  if (wanted !== language) return
  i18n.global.locale.value = language
  document.documentElement.lang = language
}

/** A later page's English words, added to the catalogue when that page's code loads (locales/english/). */
export function addEnglish<K extends keyof EnglishParts>(part: K, words: EnglishParts[K]): void {
  i18n.global.mergeLocaleMessage('en', { [part]: words })
}

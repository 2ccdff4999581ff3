import { LANGUAGE_CHOICES, type Settings } from '~/schemas/stored'
import { STORAGE_KEYS } from './storage-keys'
import { localStore } from './web-storage'

type LanguageChoice = Settings['language']

/**
 * The language chosen last, kept beside the settings as the theme is: the page starts in it before
 * IndexedDB has answered, so a player who picked English in a Japanese browser does not see Japanese first.
 */
export function cachedLanguage(): LanguageChoice {
  try {
    const l = localStore()?.getItem(STORAGE_KEYS.language) ?? ''
    return (LANGUAGE_CHOICES as readonly string[]).includes(l) ? (l as LanguageChoice) : 'auto'
  } catch {
    return 'auto'
  }
}

/** Keep the choice for the next start; with no room, that start follows the browser until the settings are read. */
export function cacheLanguage(choice: LanguageChoice): void {
  try {
    localStore()?.setItem(STORAGE_KEYS.language, choice)
  } catch {
    // No room: see above.
  }
}

/** The browser's languages, most wanted first (none where it says none). */
export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language].filter(Boolean))
}

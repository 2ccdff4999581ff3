import { getActivePinia } from 'pinia'
import { computed, getCurrentInstance, type ComputedRef } from 'vue'
import { useCardNamesStore } from '~/stores/card-names'
import { useSettingsStore } from '~/stores/settings'

/** A card's name as the settings show it. Without a names file (or a name for this card): its English name alone. */
export interface ShownName {
  /** The name in the card's place: the English one, or the other language's when shown instead. */
  name: string
  /** The `lang` of `name` when it is the other language's (so the browser picks that script's fonts). */
  nameLang?: string
  /** The other language's name shown beside the English one. */
  beside?: string
  besideLang?: string
  /** The English name, when `name` is another language's: for a tooltip and the search's own words. */
  english?: string
}

/**
 * A Pinia to read the names from: the app's (a component's own app has it), else the active one outside a
 * component. A component mounted alone in a test has none, and shows what it did before names files.
 */
export function hasPinia(): boolean {
  const instance = getCurrentInstance()
  return instance ? !!instance.appContext.config.globalProperties.$pinia : !!getActivePinia()
}

const english = (card: { name: string }): ShownName => ({ name: card.name })

/**
 * The one place that decides which name a card is shown under (settings: `namesLanguage`, `namesShown`).
 * A function of the card, so a virtual list calls it per row; it changes (and rows redraw) only when the
 * settings or the stored names do.
 */
export function useCardName(): ComputedRef<(card: { number: string; name: string }) => ShownName> {
  // A component drawn on its own (a test without a Pinia) shows the English names.
  if (!hasPinia()) return computed(() => english)
  const names = useCardNamesStore()
  names.init()
  const settings = useSettingsStore()
  return computed(() => {
    const shown = names.shownNames
    const language = settings.settings.namesLanguage ?? undefined
    if (!shown || !language) return english
    const instead = settings.settings.namesShown === 'instead'
    return (card) => {
      const other = shown[card.number]
      if (other === undefined || other === card.name) return english(card)
      return instead ? { name: other, nameLang: language, english: card.name } : { name: card.name, beside: other, besideLang: language }
    }
  })
}

/** Whether names of another language are shown beside the English ones: rows then make room for a second name. */
export function useNamesBeside(): ComputedRef<boolean> {
  if (!hasPinia()) return computed(() => false)
  const names = useCardNamesStore()
  names.init()
  const settings = useSettingsStore()
  return computed(() => settings.settings.namesShown === 'beside' && names.shownNames !== null)
}

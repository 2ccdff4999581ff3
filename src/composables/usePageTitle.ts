import { computed, watchEffect } from 'vue'

/** The tab's title names the page and what it shows ("ST01 Blue · Deck editor · gundeck"), so tabs and history tell apart. */
export function usePageTitle(parts: () => readonly (string | null | undefined)[]) {
  // Written only when the words change: an edit of the deck's cards is not a new title.
  const title = computed(() => [...parts().filter(Boolean), 'gundeck'].join(' · '))
  watchEffect(() => {
    document.title = title.value
  })
}

import { watchEffect } from 'vue'

/** The tab's title names the page and what it shows ("ST01 Blue · Deck editor · gundeck"), so tabs and history tell apart. */
export function usePageTitle(parts: () => readonly (string | null | undefined)[]) {
  watchEffect(() => {
    document.title = [...parts().filter(Boolean), 'gundeck'].join(' · ')
  })
}

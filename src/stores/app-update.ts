import { defineStore } from 'pinia'
import { ref } from 'vue'

/**
 * A newer build of gundeck is waiting (the service worker found it) or this tab's build is gone from
 * the server (a lazy page failed to load): either way the tab offers a reload rather than break.
 */
export const useAppUpdateStore = defineStore('app-update', () => {
  const ready = ref(false)
  // Set by the service worker registration: activates the waiting version, then reloads.
  let activate: (() => Promise<void>) | null = null

  function offer(activateWaiting?: () => Promise<void>) {
    if (activateWaiting) activate = activateWaiting
    ready.value = true
  }

  async function reload() {
    if (activate) await activate()
    else location.reload()
  }

  return { ready, offer, reload }
})

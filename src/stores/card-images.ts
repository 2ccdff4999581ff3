import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import {
  clearImageCache,
  imageCacheInfo,
  imageCachePausedSince,
  imageHostsInForce,
  resumeImageCache,
  storeImageHosts,
  syncImageCachePause,
  type ImageCacheInfo,
} from '~/platform/image-cache'
import { DEFAULT_IMAGE_HOSTS, hostsAwaitingReload, imageHosts } from '~/engine/cards/image-hosts'
import type { Card } from '~/schemas/card'
import { useCardsStore } from './cards'
import { useSettingsStore } from './settings'

/** Every printing's image URL, as a plain list: a loop, since a generator over every printing of a big pool is a task of its own (bench/README.md). */
function imageUrlsOf(cards: readonly Card[]): (string | null)[] {
  const urls: (string | null)[] = []
  for (const c of cards) for (const p of c.printings) urls.push(p.imageUrl)
  return urls
}

/**
 * Card images: the hosts they may come from (kept for the Content-Security-Policy the next start
 * adds, see public/image-policy.js) and the images the service worker keeps for offline use.
 */
export const useCardImagesStore = defineStore('card-images', () => {
  /** The hosts the card data and the image template name; null until the card data is read. */
  const wanted = ref<string[] | null>(null)
  /** The hosts this page's policy allows, read once: a policy cannot change after start. */
  const inForce = ref<string[] | null>(imageHostsInForce())
  const cache = ref<ImageCacheInfo | null>(null)
  const cacheChecked = ref(false)
  const clearing = ref(false)
  /** Since when card images are not kept (the browser deleted the site's data to free space); null: they are. */
  const pausedSince = ref<string | null>(imageCachePausedSince())

  /** Hosts that images need but this page's policy blocks until a reload. */
  const awaitingReload = computed(() => (wanted.value ? hostsAwaitingReload(wanted.value, inForce.value) : []))

  let following = false
  /** From start: keep the stored host list in step with the card data and the template. */
  function follow() {
    if (following) return
    following = true
    // The marker the service worker reads goes when the browser deletes the site's data: put it back.
    void syncImageCachePause()
    const cards = useCardsStore()
    const settings = useSettingsStore()
    let timer: ReturnType<typeof setTimeout> | undefined
    watch(
      () => [cards.status, cards.pool, settings.settings.imageUrlTemplate] as const,
      ([status, pool, template]) => {
        if (status === 'loading' || status === 'error') return
        clearTimeout(timer)
        // In a task of its own, not in the one that shows new card data (a big pool's URLs take a while).
        timer = setTimeout(() => {
          // No card data yet: the default data set's host stays allowed, so its first download shows images at once.
          wanted.value = imageHosts(pool ? imageUrlsOf(pool.cards) : DEFAULT_IMAGE_HOSTS, template)
          storeImageHosts(wanted.value)
        }, 0)
      },
      { immediate: true },
    )
  }

  async function refreshCache() {
    pausedSince.value = imageCachePausedSince()
    cache.value = await imageCacheInfo()
    cacheChecked.value = true
  }

  /** Keep card images again. */
  async function resume() {
    await resumeImageCache()
    await refreshCache()
  }

  async function clearCache() {
    clearing.value = true
    try {
      await clearImageCache()
    } finally {
      clearing.value = false
    }
    await refreshCache()
  }

  return { wanted, inForce, awaitingReload, cache, cacheChecked, clearing, pausedSince, follow, refreshCache, clearCache, resume }
})

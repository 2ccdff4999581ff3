import { readFileSync } from 'node:fs'
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { effectScope } from 'vue'
import { imageHostsInForce } from '~/platform/image-cache'
import { CardPool } from '~/engine/cards/pool'
import { DEFAULT_IMAGE_HOSTS } from '~/engine/cards/image-hosts'
import { STORAGE_KEYS } from '~/platform/storage-keys'
import { card } from '~/engine/testing/builders'
import { useCardImagesStore } from './card-images'
import { useCardsStore } from './cards'
import { useSettingsStore } from './settings'

/** Run public/image-policy.js as index.html does before the app. */
function runPolicyScript() {
  new Function(readFileSync('public/image-policy.js', 'utf8'))()
  return document.querySelector('meta[data-image-hosts]')!.getAttribute('content')
}

describe('image hosts and the Content-Security-Policy', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
    document.head.innerHTML = ''
  })

  it('before any list is stored, the policy allows the default card data host', () => {
    expect(runPolicyScript()).toBe(`img-src 'self' data: blob: ${DEFAULT_IMAGE_HOSTS.join(' ')}`)
    expect(imageHostsInForce()).toEqual([...DEFAULT_IMAGE_HOSTS])
  })

  it('allows only the stored hosts, and nothing stored by hand that is not a plain origin', () => {
    localStorage.setItem(
      STORAGE_KEYS.imageHosts,
      JSON.stringify(['https://img.example', "'unsafe-inline'", '*', 'https://a.example; script-src *', 'http://127.0.0.1:8080']),
    )
    expect(runPolicyScript()).toBe("img-src 'self' data: blob: https://img.example http://127.0.0.1:8080")
  })

  /** The host list is worked out in a task of its own after the card data changes. */
  const settle = async () => {
    await flushPromises()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }

  it('stores the card data image hosts and the template host; a new one waits for a reload', async () => {
    runPolicyScript()
    const cards = useCardsStore()
    const images = useCardImagesStore()
    effectScope().run(() => images.follow())
    cards.pool = new CardPool([
      card({ number: 'GD01-001', printings: [{ id: 'GD01-001', rarity: null, set: null, imageUrl: 'https://www.gundam-gcg.com/en/a.webp?1' }] }),
      card({ number: 'GD01-002', printings: [{ id: 'GD01-002', rarity: null, set: null, imageUrl: 'http://127.0.0.1:9000/b.png' }] }),
    ])
    cards.status = 'ready'
    await settle()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.imageHosts)!)).toEqual(['http://127.0.0.1:9000', 'https://www.gundam-gcg.com'])
    expect(images.awaitingReload).toEqual(['http://127.0.0.1:9000'])
    useSettingsStore().settings.imageUrlTemplate = 'https://art.example/{printing}.webp'
    await settle()
    expect(images.wanted).toEqual(['http://127.0.0.1:9000', 'https://art.example', 'https://www.gundam-gcg.com'])
  })
})

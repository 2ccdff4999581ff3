// @vitest-environment jsdom
// The results list draws its rows once a ResizeObserver reports (at once without one, as in jsdom);
// happy-dom's never reports one.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { card } from '~/engine/testing/builders'
import CardDetail from './CardDetail.vue'
import CardResults from './CardResults.vue'

// Card data comes from files anyone can edit: markup in it is shown as text, never run or rendered.
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'
const hostile = card({ number: 'GD01-001', name: MARKUP, text: MARKUP, traits: [MARKUP] })
const rows = [{ card: hostile, printing: hostile.printings[0]! }]

describe('markup in card data', () => {
  // Tiles read the image settings from the settings store.
  beforeEach(() => setActivePinia(createPinia()))

  it('is text in the results and the card detail', () => {
    for (const w of [
      mount(CardResults, { props: { rows, mode: 'list' } }),
      mount(CardResults, { props: { rows, mode: 'grid' } }),
      mount(CardDetail, { props: { card: hostile, printing: hostile.printings[0]! } }),
    ]) {
      expect(w.find('img[src="x"]').exists()).toBe(false)
      expect(w.find('script').exists()).toBe(false)
      expect(w.text()).toContain(MARKUP)
      expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    }
  })
})

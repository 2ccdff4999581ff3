import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { card } from '~/engine/testing/builders'
import { useSettingsStore } from '~/stores/settings'
import CardPreviewThumb from './CardPreviewThumb.vue'
import CardThumb from './CardThumb.vue'

const art = 'https://img.example/GD01-001.webp'
const gundam = card({ number: 'GD01-001', name: 'Gundam', cost: 3, printings: [{ id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: art }] })
const printing = gundam.printings[0]!

describe('CardThumb', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('holds the 63 × 88 space for its width, and shows the image lazily, named by card name and number', async () => {
    const w = mount(CardThumb, { props: { card: gundam, printing, number: 'GD01-001', width: 36 } })
    expect(w.get('[data-testid="card-thumb"]').attributes('style')).toContain('width: 36px; height: 50px')
    const img = w.get('[data-testid="thumb-art"]')
    expect(img.attributes()).toMatchObject({ src: art, alt: 'Gundam (GD01-001)', loading: 'lazy' })
    expect(img.classes()).not.toContain('thumb__art--ready')
    await img.trigger('load')
    expect(img.classes()).toContain('thumb__art--ready')
  })

  it('falls back to the drawn card when the image fails: name, number and cost, no image element', async () => {
    const w = mount(CardThumb, { props: { card: gundam, printing, number: 'GD01-001' } })
    await w.get('[data-testid="thumb-art"]').trigger('error')
    expect(w.find('[data-testid="thumb-art"]').exists()).toBe(false)
    expect(w.get('.thumb__name').text()).toBe('Gundam')
    expect(w.get('.thumb__number').text()).toBe('GD01-001')
    expect(w.get('.thumb__band').text()).toContain('3')
  })

  it('draws an unknown card by its number, and no image when images are off', () => {
    const unknown = mount(CardThumb, { props: { number: 'XX99-001' } })
    expect(unknown.find('img').exists()).toBe(false)
    expect(unknown.text()).toContain('Unknown card')
    expect(unknown.text()).toContain('XX99-001')
    useSettingsStore().settings.showImages = false
    expect(
      mount(CardThumb, { props: { card: gundam, printing, number: 'GD01-001' } })
        .find('img')
        .exists(),
    ).toBe(false)
  })
})

describe('CardPreviewThumb', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shows the card large on Enter or a tap, hides it on Escape, and names what it shows', async () => {
    const w = mount(CardPreviewThumb, { props: { card: gundam, printing, width: 36 }, attachTo: document.body })
    const button = w.get('[data-testid="line-thumb"]')
    expect(button.attributes('aria-label')).toBe('Show Gundam (GD01-001) large')
    expect(document.querySelector('[data-testid="card-preview"]')).toBeNull()
    await button.trigger('click')
    const preview = document.querySelector('[data-testid="card-preview"]')!
    expect(preview.getAttribute('role')).toBe('tooltip')
    expect(button.attributes('aria-describedby')).toBe(preview.id)
    expect(preview.querySelector('img')!.getAttribute('alt')).toBe('Gundam (GD01-001)')
    await button.trigger('keydown', { key: 'Escape' })
    expect(document.querySelector('[data-testid="card-preview"]')).toBeNull()
    expect(button.attributes('aria-expanded')).toBe('false')
    // A second tap hides it too.
    await button.trigger('click')
    await button.trigger('click')
    expect(document.querySelector('[data-testid="card-preview"]')).toBeNull()
    w.unmount()
  })
})

import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { card } from '~/engine/testing/builders'
import { useSettingsStore } from '~/stores/settings'
import CardTile from './CardTile.vue'

const art = 'https://img.example/GD01-001.webp'
const gundam = card({ number: 'GD01-001', name: 'Gundam', printings: [{ id: 'GD01-001', rarity: 'LR', set: 'GD01', imageUrl: art }] })

describe('CardTile', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it("shows the printing's image over the drawn card, named by card name and number, revealed once loaded", async () => {
    const w = mount(CardTile, { props: { card: gundam, printing: gundam.printings[0]! } })
    const img = w.get('[data-testid="card-art"]')
    expect(img.attributes('src')).toBe(art)
    expect(img.attributes('alt')).toBe('Gundam (GD01-001)')
    expect(img.attributes('loading')).toBe('lazy')
    expect(img.classes()).not.toContain('tile__art--ready')
    expect(w.text()).toContain('Gundam') // the drawn card is there underneath
    await img.trigger('load')
    expect(img.classes()).toContain('tile__art--ready')
  })

  it('falls back to the drawn card when the image fails: no broken image, no bare alt text', async () => {
    const w = mount(CardTile, { props: { card: gundam, printing: gundam.printings[0]! } })
    await w.get('[data-testid="card-art"]').trigger('error')
    expect(w.find('[data-testid="card-art"]').exists()).toBe(false)
    expect(w.find('.tile__name').text()).toBe('Gundam')
  })

  it('shows no image when images are turned off', async () => {
    useSettingsStore().settings.showImages = false
    const w = mount(CardTile, { props: { card: gundam, printing: gundam.printings[0]! } })
    expect(w.find('[data-testid="card-art"]').exists()).toBe(false)
  })
})

import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import EmptyCardDatabase from './EmptyCardDatabase.vue'

describe('EmptyCardDatabase', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('shows the empty state and every format with its source and date', () => {
    const wrapper = mount(EmptyCardDatabase)
    expect(wrapper.find('h2').text()).toBe('No card list yet')
    const items = wrapper.findAll('li')
    expect(items.map((li) => li.find('code').text())).toEqual(['gcg', 'gcg-open', 'gundam-war', 'gundam-war-starter', 'forge'])
    expect(items[0]!.text()).toContain('2026-09-25')
    // The Gundam War manual gives no date: no dangling separator.
    expect(items[2]!.text()).not.toContain('·')
  })
})

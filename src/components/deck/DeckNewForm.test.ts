import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { newDeckName } from '~/stores/decks'
import DeckNewForm from './DeckNewForm.vue'

const mounted: { unmount: () => void }[] = []
afterEach(() => mounted.splice(0).forEach((w) => w.unmount()))

function form(defaultName = 'New deck') {
  const w = mount(DeckNewForm, { props: { defaultName }, attachTo: document.body })
  mounted.push(w)
  return w
}
const field = (w: ReturnType<typeof form>) => w.get('[data-testid="new-deck-name"]')

describe('DeckNewForm: New deck asks the name in place', () => {
  it('opens focused on a labelled field holding the default, selected so typing replaces it', () => {
    const w = form('New deck 2')
    const input = field(w).element as HTMLInputElement
    expect(document.activeElement).toBe(input)
    expect(input.value).toBe('New deck 2')
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'New deck 2'.length])
    expect(w.get(`label[for="${input.id}"]`).text()).toBe('Name of the new deck')
  })

  it('Enter (the form sent) creates the deck under the typed name, trimmed', async () => {
    const w = form()
    await field(w).setValue('  Zeon aggro  ')
    await w.get('form').trigger('submit')
    expect(w.emitted('create')).toEqual([['Zeon aggro']])
  })

  it('an empty name creates the deck under the default', async () => {
    const w = form('New deck 3')
    await field(w).setValue('   ')
    await w.get('form').trigger('submit')
    expect(w.emitted('create')).toEqual([['New deck 3']])
  })

  it('Enter on the default as it stands keeps it; Create deck does the same', async () => {
    const w = form()
    await w.get('form').trigger('submit')
    await w.get('[data-testid="new-deck-create"]').trigger('click')
    expect(w.emitted('create')?.[0]).toEqual(['New deck'])
  })

  it('Escape and Cancel go back without creating anything', async () => {
    const w = form()
    await field(w).setValue('Half typed')
    await field(w).trigger('keydown', { key: 'Escape' })
    await w.get('[data-testid="new-deck-cancel"]').trigger('click')
    expect(w.emitted('cancel')).toHaveLength(2)
    expect(w.emitted('create')).toBeUndefined()
  })

  it('makes nothing a second time while the first is being created', async () => {
    const w = form()
    await w.setProps({ busy: true })
    await w.get('form').trigger('submit')
    expect(w.emitted('create')).toBeUndefined()
  })

  it('follows a default that changes (the decks read meanwhile), unless the player typed another name', async () => {
    const w = form('New deck')
    await w.setProps({ defaultName: 'New deck 2' })
    expect((field(w).element as HTMLInputElement).value).toBe('New deck 2')
    await field(w).setValue('Mine')
    await w.setProps({ defaultName: 'New deck 3' })
    expect((field(w).element as HTMLInputElement).value).toBe('Mine')
  })
})

describe('newDeckName', () => {
  it('is “New deck”, then the first number not taken', () => {
    expect(newDeckName([])).toBe('New deck')
    expect(newDeckName(['Zeon aggro'])).toBe('New deck')
    expect(newDeckName(['New deck'])).toBe('New deck 2')
    expect(newDeckName(['New deck', 'New deck 2', 'New deck 4'])).toBe('New deck 3')
    // In another language the offered name is that language's, numbered alike.
    expect(newDeckName(['新しいデッキ', 'New deck 2'], '新しいデッキ')).toBe('新しいデッキ 2')
  })
})

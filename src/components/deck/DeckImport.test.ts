import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { getFormat } from '~/engine/formats/registry'
import { card, legalFixture, pool } from '~/engine/testing/builders'
import { useCardsStore } from '~/stores/cards'
import DeckImport from './DeckImport.vue'

const f = legalFixture()
const exResource = card({ number: 'EXR-001', name: 'EX Resource', type: 'ex-resource', color: null })
const mainText = f.deck.main.map((e) => `${e.count} ${e.number}`).join('\n')

function mountImport() {
  const pinia = createPinia()
  setActivePinia(pinia)
  useCardsStore().pool = pool([...f.cards, exResource])
  return mount(DeckImport, { props: { format: getFormat('gcg')!, canReplace: false }, global: { plugins: [pinia] } })
}

describe('DeckImport preview', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('adds the standard 10 Resources at first when the list has none, so the deck is saved whole', async () => {
    const w = mountImport()
    await w.get('[data-testid="import-text"]').setValue(`Pasted Aggro\n${mainText}`)
    expect(w.get('[data-testid="import-offer-resources"]').text()).toContain('add the standard 10 × Resource (TR-001)')
    expect((w.get('[data-testid="import-add-resources"]').element as HTMLInputElement).checked).toBe(true)
    expect(w.get('[data-testid="import-verdict"]').text()).toBe('Legal')
    expect(w.get('[data-testid="import-section-resource"]').text()).toContain('10 × Resource (TR-001)')
    await w.get('[data-testid="import-create"]').trigger('click')
    const [cards, name] = w.emitted('create')![0] as [{ resource: unknown[] }, string]
    expect(cards.resource).toEqual([{ number: 'TR-001', printing: null, count: 10 }])
    expect(name).toBe('Pasted Aggro')
  })

  it('unticked, saves the list as written, without Resources, and the preview warns that the standard 10 were assumed for the check', async () => {
    const w = mountImport()
    await w.get('[data-testid="import-text"]').setValue(`Pasted Aggro\n${mainText}`)
    await w.get('[data-testid="import-add-resources"]').setValue(false)
    // Checked with the standard 10 assumed, the ones the box offers: a warning, not an error.
    expect(w.get('[data-testid="import-verdict"]').text()).toBe('Legal')
    expect(w.get('[data-testid="import-violations"]').text()).toContain('Resource deck not given: the standard 10 Resources (10 x TR-001) were assumed')
    expect(w.get('[data-testid="import-section-resource"]').text()).not.toContain('TR-001')
    await w.get('[data-testid="import-create"]').trigger('click')
    const [cards] = w.emitted('create')![0] as [{ resource: unknown[] }, string]
    expect(cards.resource).toEqual([])
    // Ticked again, they are back.
    await w.get('[data-testid="import-add-resources"]').setValue(true)
    expect(w.get('[data-testid="import-verdict"]').text()).toBe('Legal')
  })

  it('shows a very long name a list gives cut, with its length, in the problems and the cards read', async () => {
    const w = mountImport()
    const name = 'Zaku'.repeat(100_000)
    await w.get('[data-testid="import-text"]').setValue(`${mainText}\n1 TS01-100 ${name}\n1 ZZ99-001 ${name}`)
    const cut = `${name.slice(0, 60)}…(400,000 characters)`
    const preview = w.get('[data-testid="import-preview"]').text()
    expect(w.get('[data-testid="import-violations"]').text()).toContain(`but the list calls it "${cut}"`)
    expect(w.get('[data-testid="import-section-main"]').text()).toContain(`${cut} (unchecked)`)
    expect(preview.length).toBeLessThan(5_000)
  })

  it('offers nothing, and adds nothing, when the list gives its resource deck', async () => {
    const w = mountImport()
    await w.get('[data-testid="import-text"]').setValue(`${mainText}\nResource deck\n10 TR-001`)
    expect(w.find('[data-testid="import-offer-resources"]').exists()).toBe(false)
    await w.get('[data-testid="import-create"]').trigger('click')
    const [cards] = w.emitted('create')![0] as [{ resource: unknown[] }, string]
    expect(cards.resource).toEqual([{ number: 'TR-001', printing: null, count: 10 }])
  })

  it('shows the EX and token section, counted in no deck, and saves it', async () => {
    const w = mountImport()
    await w.get('[data-testid="import-text"]').setValue(`${mainText}\nResource deck\n10 TR-001\nEX Resource:\n1 EXR-001`)
    expect(w.get('[data-testid="import-ex-total"]').text()).toContain('EX and tokens 1')
    expect(w.get('[data-testid="import-section-ex"]').text()).toContain('1 × EX Resource (EXR-001)')
    expect(w.get('[data-testid="import-verdict"]').text()).toBe('Legal')
    await w.get('[data-testid="import-create"]').trigger('click')
    const [cards] = w.emitted('create')![0] as unknown as [{ ex: unknown[] }]
    expect(cards.ex).toEqual([{ number: 'EXR-001', printing: null, count: 1 }])
  })

  it('says "unchecked" plainly for a card newer than the card data, keeping its name', async () => {
    const w = mountImport()
    const text = mainText.replace(/^4 TS01-112$/m, '').replace('2 TS01-112', '') + '\n2 TS09-001 Future Gundam\nResource deck\n10 TR-001'
    await w.get('[data-testid="import-text"]').setValue(text)
    expect(w.get('[data-testid="import-verdict"]').text()).toBe('Unchecked')
    expect(w.get('[data-testid="import-unchecked"]').text()).toContain('TS09-001 is not in your card data')
    expect(w.get('[data-testid="import-unchecked"]').text()).toContain('cannot be fully checked until the card data is updated')
    expect(w.get('[data-testid="import-section-main"]').text()).toContain('Future Gundam (unchecked)')
  })
  it('calls a list in which no line reads as a card unreadable, naming its problems, never "Not legal: main deck has 0 cards"', async () => {
    const w = mountImport()
    await w.get('[data-testid="import-text"]').setValue('hello there\nnot a card\nstill nothing')
    expect(w.get('[data-testid="import-verdict"]').text()).toBe('Unreadable')
    expect(w.get('[data-testid="import-unreadable"]').text()).toMatch(/No card could be read from this list: line 2: cannot read "not a card"/)
    expect(w.find('[data-testid="import-violations"]').exists()).toBe(false)
    expect(w.get('[data-testid="import-create"]').attributes('disabled')).toBeDefined()
  })
})

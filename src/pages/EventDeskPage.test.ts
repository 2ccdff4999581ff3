import 'fake-indexeddb/auto'
import { flushPromises } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showLanguage } from '~/locales/i18n'
import type { DeskMark, DeskRow } from '~/schemas/event'
import { useEventDeskStore } from '~/stores/event-desk'
import EventDeskPage from './EventDeskPage.vue'
import { freshApp, leavePage, mountPage } from '../../tests/page'

async function open() {
  // No card data yet: the page links to the Cards page.
  const { wrapper } = await mountPage(EventDeskPage, { path: '/event', name: 'event' }, '/event', { '/cards': 'cards' })
  await flushPromises()
  return wrapper
}

/** A desk row as a saved event keeps it, with these problems. */
const row = (marks: DeskMark[]): DeskRow => ({
  index: 0,
  file: 'amuro.txt',
  player: 'Amuro',
  deck: '',
  status: 'not-legal',
  marks,
  colors: ['Blue'],
  sections: { main: [], resource: [], sideboard: [], ex: [] },
  report: [],
  text: '4 GD01-001',
})

/** A problem as an older gundeck saved it: its English only. */
const OLD: DeskMark = { severity: 'error', rule: 'deck-size', message: 'Main deck has 4 cards; it must have exactly 50 (6-1-1)', lines: [] }
/** The same problem as saved today: with its code, params and rule, which the page words in any language. */
const CODED: DeskMark = {
  ...OLD,
  rule: 'section-size',
  ref: '6-1-1',
  code: 'section-size',
  params: { section: 'main', copies: 4, min: 50, max: 50 },
}

beforeEach(freshApp)
afterEach(leavePage)

describe('the Event desk with a saved event of an older gundeck', () => {
  it('in Japanese: says which problems read in the English they were saved with, and Check again checks the lists again', async () => {
    await showLanguage('ja')
    const w = await open()
    const desk = useEventDeskStore()
    const recheck = vi.spyOn(desk, 'recheck').mockImplementation(() => undefined)
    desk.rows = [row([CODED, OLD])]
    await flushPromises()
    const note = w.get('[data-testid="desk-as-saved"]')
    expect(note.text()).toContain('英語のみで保存されています')
    await note.get('[data-testid="desk-check-again"]').trigger('click')
    expect(recheck).toHaveBeenCalledTimes(1)
  })

  it('says nothing when every problem has its code, nor in English, where the saved words are the words shown', async () => {
    await showLanguage('ja')
    const w = await open()
    const desk = useEventDeskStore()
    desk.rows = [row([CODED])]
    await flushPromises()
    expect(w.find('[data-testid="desk-as-saved"]').exists()).toBe(false)
    desk.rows = [row([OLD])]
    await flushPromises()
    expect(w.find('[data-testid="desk-as-saved"]').exists()).toBe(true)
    await showLanguage('en')
    await flushPromises()
    expect(w.find('[data-testid="desk-as-saved"]').exists()).toBe(false)
  })
})

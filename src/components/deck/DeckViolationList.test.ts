import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogue } from '~/engine/messages'
import type { Violation } from '~/engine/rules/types'
import { showLanguage } from '~/locales/i18n'
import DeckViolationList from './DeckViolationList.vue'

const BAN_REF = 'Banned/Restricted Cards, 2026-09-25 (www.gundam-gcg.com/en/rules/banlist.html)'
const violations: Violation[] = [
  {
    rule: 'sideboard-size',
    ref: '6-1-4',
    severity: 'error',
    message: 'Sideboard has 11 cards; at most 10 are allowed (6-1-4)',
    cards: [],
    lines: [],
    code: 'sideboard-size',
    params: { copies: 11, max: 10 },
  },
  {
    rule: 'restricted',
    ref: BAN_REF,
    severity: 'error',
    message: 'Restricted: 2 copies of Zaku Ⅱ (GD01-001); at most 1 allowed (Banned/Restricted Cards, 2026-09-25)',
    cards: ['GD01-001'],
    lines: [],
    code: 'restricted',
    params: { list: 'Banned/Restricted Cards', date: '2026-09-25', card: { number: 'GD01-001', name: 'Zaku Ⅱ' }, copies: 2, max: 1 },
  },
]
const shown = (w: ReturnType<typeof mount>) => ({
  sentences: w.findAll('[data-testid="violation-sentence"]').map((s) => s.text()),
  refs: w.findAll('[data-testid="violation-ref"]').map((s) => s.text()),
  marks: w.findAll('.violation__mark').map((m) => m.attributes('aria-label')),
})

describe('DeckViolationList', () => {
  afterEach(() => showLanguage('en'))

  it('in English says the engine’s sentence without the reference, which it puts under it', () => {
    const w = mount(DeckViolationList, { props: { violations, lookup: null } })
    expect(shown(w)).toEqual({
      sentences: ['✗ Sideboard has 11 cards; at most 10 are allowed', '✗ Restricted: 2 copies of Zaku Ⅱ (GD01-001); at most 1 allowed'],
      refs: ['6-1-4', 'Ban list 2026-09-25'],
      marks: ['Error:', 'Error:'],
    })
  })

  it('in Japanese renders each code from the Japanese catalogue, its reference (or ban list and date) under it', async () => {
    await showLanguage('ja')
    const w = mount(DeckViolationList, { props: { violations, lookup: null } })
    const ja = catalogue('ja')
    const sideboard = ja.violation({ code: 'sideboard-size', params: { copies: 11, max: 10 } }, '6-1-4')
    const restricted = ja.violation({ code: 'restricted', params: violations[1]!.params as never }, BAN_REF)
    // The catalogue's sentence ends with what the list shows under it.
    expect(sideboard.endsWith('（6-1-4）')).toBe(true)
    expect(restricted.endsWith('（Banned/Restricted Cards、2026-09-25）')).toBe(true)
    expect(shown(w)).toEqual({
      sentences: [`✗ ${sideboard.slice(0, -'（6-1-4）'.length)}`, `✗ ${restricted.slice(0, -'（Banned/Restricted Cards、2026-09-25）'.length)}`],
      refs: ['6-1-4', '禁止・制限リスト 2026-09-25'],
      marks: ['エラー：', 'エラー：'],
    })
    expect(shown(w).sentences.join('')).not.toMatch(/Sideboard|Restricted/)
  })
})

import { describe, expect, it } from 'vitest'
import { formatCount } from '../text/format'
import { ENGLISH_SIM_CODES, simMessage as english } from './en/sim'
import { JAPANESE_SIM_CODES, simMessage as japanese } from './ja/sim'
import { simMessages } from '.'
import type { SimCode, SimParams, SimText } from './sim'

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in SimCode]: SimParams[C] } = {
  'deck.too-big': { cards: 120, max: 100 },
  'deck.too-small': { cards: 12, hand: 5, redraw: true, shields: 6, draws: 2, needed: 13, ref: '5-2-2' },
  'deck.too-small-to-deal': { cards: 10, needed: 11, ref: '5-2-2' },
  'turn.too-far': { turn: 40, seen: 47, max: 45 },
  'basic-generation.unknown': { ref: 'REDRAW conditions a)', sample: false },
  'basic-generation.none': {},
  'group.not-in-deck': { group: 2, cards: ['GD01-001', 'GD01-002'] },
  'group.never-holds': { group: 1, atLeast: 5, copies: 4 },
  'policy.unknown': { kind: 'sometimes' },
  'policy.not-optimal': { kind: 'if-miss' },
  'redraw.unknown-rule': { kind: 'mulligan-to-six', ref: 'Forge 4.2' },
  'redraw.bottom-alone': { ref: '5-2-1-6-1' },
  'optimal.too-much-work': {},
  'optimal.too-many-hands': {},
  'step.bottom.label': {},
  'step.bottom.text': { hand: 5 },
  'step.bottom.done': { hand: 5, ref: '5-2-1-6-1' },
  'step.no-basic.label': { hand: 7 },
  'step.no-basic.text': { hand: 7, reveal: true },
  'step.no-basic.done': { hand: 7, reveal: false, ref: 'REDRAW conditions a)' },
  'step.shuffle.label': { hand: 6, name: 'mulligan' },
  'step.shuffle.text': { hand: 6, name: 'lettered' },
  'step.shuffle.done': { hand: 6, name: 'plain', ref: '4.2' },
  'opening.hand': { hand: 5 },
  'opening.bottom-redraw': { times: 2, hand: 5 },
  'opening.shuffle-redraw': { name: 'mulligan', times: 2, secret: true, hands: [7, 6] },
  'opening.no-basic-redraw': { times: 1, reveal: true, hand: 7, notAfter: true },
  'opening.shields': { shields: 6 },
  'opening.draws': { firstPlayerDraws: false },
  'opening.resources': { extra: 2 },
  'opening.playable': {},
  'curve.no-playable': {},
  'curve.turns-missing': { hand: 5, shields: 6, max: 100, ref: '5-2-2' },
  'policy.keep-all': {},
  'policy.redraw-all': {},
  'policy.redraw-when': {
    rules: [
      [
        { group: 1, kind: 'exactly', lo: 0, hi: 0 },
        { group: 2, kind: 'fewer', lo: 0, hi: 1 },
      ],
      [{ group: 3, kind: 'between', lo: 1, hi: 2 }],
    ],
    depends: [[3, 1, 0]],
  },
  'form.group-empty': { group: 3, mode: 'query' },
  'form.group-at-least': { group: 2 },
  'form.turn': { max: 60 },
  'form.redraw-group': {},
  'form.redraw-k': {},
  'form.trials': { max: 1_000_000 },
  'form.seed': { max: 4294967295 },
  'form.deck-too-big': { cards: 120, max: 100 },
  'form.deck-too-small': { cards: 9, needed: 11, hand: 5, shields: 6, ref: '5-2-1-5' },
  'form.invalid': { field: 'groups.0.atLeast', error: 'Too small' },
}

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as SimText)

describe.each([
  { language: 'en', codes: ENGLISH_SIM_CODES, render: english, locale: 'en-US' },
  { language: 'ja', codes: JAPANESE_SIM_CODES, render: japanese, locale: 'ja-JP' },
])('the $language catalogue of the simulator', ({ codes, render, locale, language }) => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...codes].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a sentence with every value it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    // Counts below a thousand as digits in English; every count as the language writes it otherwise.
    for (const [key, v] of Object.entries(text.params))
      // A redraw's times are words ("once"), or said only when more than one.
      if (typeof v === 'number' && key === 'times') continue
      else if (typeof v === 'number') expect(message).toContain(language === 'en' && !/^max$/.test(key) ? String(v) : formatCount(v, locale))
      else if (typeof v === 'string' && key !== 'mode' && key !== 'name') expect(message).toContain(v)
      else if (Array.isArray(v) && key === 'hands') for (const x of v) expect(message).toContain(formatCount(x as number, locale))
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

describe('the best decision in words', () => {
  it('says each rule, its counts joined, and the hands that depend on their cards', () => {
    const when = { code: 'policy.redraw-when', params: SAMPLES['policy.redraw-when'] } as const
    expect(english(when)).toBe(
      'Redraw when you hold 0 of group 1 and fewer than 2 of group 2; or 1 to 2 of group 3; with 3 of group 1 and 1 of group 2 and 0 of group 3 it depends on which cards',
    )
    expect(japanese(when)).toBe(
      'グループ1が0枚かつグループ2が2枚未満、またはグループ3が1〜2枚の手札は引き直す。グループ1が3枚かつグループ2が1枚かつグループ3が0枚の手札は、どのカードかによって判断が変わる',
    )
  })
})

describe('simMessages', () => {
  it('words the codes a run sent, or keeps its English when it sent none or an unknown one', () => {
    const sent = [{ code: 'group.never-holds', params: { group: 1, atLeast: 5, copies: 4 } }]
    expect(simMessages(sent, ['English'])).toEqual([english(sent[0] as SimText)])
    expect(simMessages(sent, ['English'], 'ja')).toEqual(['グループ1は5枚以上を求めていますが、デッキにそのカードは4枚しかありません：条件は満たされません'])
    expect(simMessages(undefined, ['English'])).toEqual(['English'])
    expect(simMessages([{ code: 'from.another.build', params: {} }], ['English'], 'ja')).toEqual(['English'])
  })
})

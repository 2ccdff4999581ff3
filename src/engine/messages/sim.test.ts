import { describe, expect, it } from 'vitest'
import { describeCatalogues } from '../testing/catalogue-contract'
import { formatCount } from '../text/format'
import { SIM_SAMPLES } from '../testing/message-samples'
import { ENGLISH_SIM_CODES, simMessage as english } from './en/sim'
import { JAPANESE_SIM_CODES, simMessage as japanese } from './ja/sim'
import { simMessages } from '.'
import type { SimText } from './sim'

/** One set of parameters per code (testing/message-samples.ts): a code added without one there does not compile. */
const SAMPLES = SIM_SAMPLES

describeCatalogues<SimText>(
  'the simulator',
  SAMPLES,
  [
    { language: 'en', codes: ENGLISH_SIM_CODES, render: english, locale: 'en-US' },
    { language: 'ja', codes: JAPANESE_SIM_CODES, render: japanese, locale: 'ja-JP' },
  ],
  // Counts below a thousand as digits in English; every count as the language writes it otherwise.
  (message, key, v, { language, locale }) => {
    // A redraw's times are words ("once"), or said only when more than one.
    if (typeof v === 'number' && key === 'times') return
    else if (typeof v === 'number') expect(message).toContain(language === 'en' && !/^max$/.test(key) ? String(v) : formatCount(v, locale))
    else if (typeof v === 'string' && key !== 'mode' && key !== 'name') expect(message).toContain(v)
    else if (Array.isArray(v) && key === 'hands') for (const x of v) expect(message).toContain(formatCount(x as number, locale))
  },
)

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

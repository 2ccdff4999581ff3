import { describe, expect, it } from 'vitest'
import { gcgRules, playtestCards } from '../testing/playtest'
import { newGame } from '../playtest/setup'
import { apply } from '../playtest/apply'
import { formatCount } from '../text/format'
import { PLAYTEST_SAMPLES } from '../testing/message-samples'
import { ENGLISH_PLAYTEST_CODES, playtestMessage as english } from './en/playtest'
import { JAPANESE_PLAYTEST_CODES, playtestMessage as japanese, TOKEN_NAMES } from './ja/playtest'
import type { PlaytestText } from './playtest'

/** One set of parameters per code (testing/message-samples.ts): a code added without one there does not compile. */
const SAMPLES = PLAYTEST_SAMPLES

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as PlaytestText)

/**
 * The names and texts a message is given, and its counts: each as the language writes it, or as bare digits (a seed, a limit).
 * A token the playtest names itself (EX Base) may be written in the language's own words (EXベース).
 */
function values(params: object, locale: string): string[][] {
  return Object.entries(params).flatMap(([key, v]) =>
    typeof v === 'number'
      ? [[formatCount(v, locale), String(v)]]
      : typeof v === 'string' && !['gate', 'phase', 'kind', 'type', 'zone', 'during', 'section', 'from', 'to'].includes(key)
        ? [TOKEN_NAMES[v] ? [v, TOKEN_NAMES[v]] : [v]]
        : [],
  )
}

describe.each([
  { language: 'en', codes: ENGLISH_PLAYTEST_CODES, render: english, locale: 'en-US' },
  { language: 'ja', codes: JAPANESE_PLAYTEST_CODES, render: japanese, locale: 'ja-JP' },
])('the $language catalogue of the playtest', ({ codes, render, locale, language }) => {
  it('has a message for every code, and no message for a code that does not exist', () => {
    expect([...codes].sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(texts)('$code: a sentence with every name and count it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    for (const forms of values(text.params, locale))
      expect(
        forms.some((v) => message.includes(v)),
        `${message} has ${forms.join(' or ')}`,
      ).toBe(true)
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

describe('the playtest speaks in codes', () => {
  const f = playtestCards()
  const dealt = () => {
    const g = newGame({ main: f.main, resource: f.resources, seed: 3, first: true, rules: gcgRules() })
    if ('refused' in g) throw new Error(g.refused.message)
    return g.state
  }

  it('logs the set-up and the turn as codes, their English beside them', () => {
    const s = dealt()
    expect(s.log.map((e) => e.code)).toEqual(['setup.shuffled', 'setup.resource-deck', 'setup.player', 'setup.hand'])
    expect(s.log[3]).toMatchObject({ code: 'setup.hand', params: { cards: 5 }, text: 'Drew five cards: the starting hand.' })
    const kept = apply(s, { type: 'keep' })
    if ('refused' in kept) throw new Error(kept.refused.message)
    const turn = kept.log.find((e) => e.code === 'turn.start')
    expect(turn).toMatchObject({ rule: '6-2-2-1', params: { turn: 1, set: 0 }, text: 'Turn 1, start phase: set 0 rested cards active.' })
    expect(kept.log.find((e) => e.code === 'setup.shields')).toMatchObject({ params: { shields: 6 }, text: expect.stringContaining('the top six cards') })
    // Every entry with a code says what its English catalogue says.
    for (const e of [...s.log, ...kept.log].filter((x) => x.code !== undefined))
      expect(e.text).toBe(english({ code: e.code, params: e.params } as PlaytestText))
  })

  it('refuses with a code and its parameters', () => {
    const s = dealt()
    const r = apply(s, { type: 'end-turn' })
    expect(r).toEqual({ refused: { rule: '5-2-5', message: english({ code: 'refused.not-begun', params: {} }), code: 'refused.not-begun', params: {} } })
    const kept = apply(s, { type: 'keep' })
    if ('refused' in kept) throw new Error(kept.refused.message)
    const pilot = kept.state.zones.hand.find((id) => kept.state.cards[id]!.type !== 'unit')
    if (pilot) {
      const wrong = apply(kept.state, { type: 'deploy-unit', card: pilot })
      expect(wrong).toMatchObject({ refused: { code: expect.stringMatching(/^refused\./), params: expect.any(Object) } })
    }
  })
})

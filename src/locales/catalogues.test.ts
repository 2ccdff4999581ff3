import { describe, expect, it } from 'vitest'
import { TYPE_LABELS } from '~/engine/cards/type-names'
import { DESK_COLUMNS, LIST_STATUSES } from '~/engine/event/labels'
import en from './en'
import playtest from './en/playtest'
import simulate from './en/simulate'
import stats from './en/stats'
import { i18n } from './i18n'
import ja from './ja'

/** Every message of a catalogue by its dotted key. */
function messages(catalogue: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value)
    else for (const [k, v] of messages(value as object, `${prefix}${key}.`)) found.set(k, v)
  }
  return found
}

/** The `{name}` placeholders a message fills in, in any of its plural forms. */
const params = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]))].sort()

const CATALOGUES = { ja } as const

describe('catalogues', () => {
  // The whole English catalogue: what starts with the app and the later pages' parts.
  const source = messages({ ...en, playtest, simulate, stats })

  it('English has messages to check (the walk reads the catalogue)', () => {
    expect(source.get('app.nav.decks')).toBe('Decks')
    expect(source.size).toBeGreaterThan(50)
  })

  it("English names card types as the engine does (the catalogue's keys are the types in camel case)", () => {
    for (const [key, name] of Object.entries(en.typeNames)) {
      const type = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as keyof typeof TYPE_LABELS
      expect(TYPE_LABELS[type], key).toBe(name)
    }
  })

  it("names every one of the desk's statuses and columns that engine/event/labels.ts lists, and no other (keys in camel case)", () => {
    const camel = (key: string) => key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
    expect(LIST_STATUSES.map(camel).sort()).toEqual(Object.keys(en.eventDesk.status).sort())
    expect(DESK_COLUMNS.map((c) => c.key).sort()).toEqual(Object.keys(en.eventDesk.columns).sort())
  })

  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    const tag = language as keyof typeof CATALOGUES
    const translated = messages(catalogue)

    it(`${language} has a message, not empty, for every key of English, and no key English lacks`, () => {
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort())
      expect([...translated].filter(([, m]) => m.trim() === '').map(([k]) => k)).toEqual([])
    })

    it(`${language} fills in the same {placeholders} as English, message by message`, () => {
      const differ = [...source]
        .filter(([key, message]) => params(message).join() !== params(translated.get(key) ?? '').join())
        .map(([key, message]) => `${key}: en {${params(message).join(', ')}} ≠ ${language} {${params(translated.get(key) ?? '').join(', ')}}`)
      expect(differ).toEqual([])
    })

    it(`${language}'s messages all compile and none comes back as its key`, () => {
      i18n.global.setLocaleMessage(tag, catalogue)
      const named = (key: string) => Object.fromEntries(params(source.get(key)!).map((p) => [p, `<${p}>`]))
      for (const key of source.keys()) {
        const shown = i18n.global.t(key, named(key), { locale: tag, plural: 2 })
        expect(shown, key).not.toBe(key)
        for (const p of params(source.get(key)!)) expect(shown, key).toContain(`<${p}>`)
      }
    })
  }
})

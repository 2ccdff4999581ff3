import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { effectScope } from 'vue'
import { loadCardNames } from '~/db/card-names-repository'
import { database } from '~/db/database'
import { useCardName } from '~/composables/useCardName'
import { useCardNamesStore } from './card-names'
import { useSettingsStore } from './settings'

const file = (name: string, text: string) => new File([text], name)
const stored = async () => Object.fromEntries((await loadCardNames(database())).sets.map((s) => [s.language, s.names]))

beforeEach(async () => {
  setActivePinia(createPinia())
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('the card names store', () => {
  it('imports a file, shows its language beside the English names, and keeps the names when a bad file follows', async () => {
    const names = useCardNamesStore()
    const settings = useSettingsStore()
    await settings.load()
    expect(await names.importFile(file('ja.csv', 'number,name\nGD01-001,テスト号\nGD01-002,試作二号\n'), 'ja')).toBe(true)
    expect(names.report).toMatchObject({ ok: true, code: 'imported', params: { n: 2, language: 'ja', file: 'ja.csv', replaced: false } })
    expect(settings.settings.namesLanguage).toBe('ja')
    expect(names.languages.map((l) => [l.language, l.count, l.source])).toEqual([['ja', 2, 'ja.csv']])

    expect(await names.importFile(file('bad.csv', 'number,name\nGD01-003,ザク\nGD01-004,\n'), 'ja')).toBe(false)
    expect(names.report).toMatchObject({ ok: false, code: 'refused', params: { errors: 1 } })
    expect(names.report?.problems.map((p) => [p.line, p.message])).toEqual([[3, 'the name is empty']])
    expect(await stored()).toEqual({ ja: { 'GD01-001': 'テスト号', 'GD01-002': '試作二号' } })
    expect(names.otherNames.numbersNamed('テスト号')).toEqual(['GD01-001'])
  })

  it('the shown name follows the settings: beside, instead, or the English alone once removed', async () => {
    const names = useCardNamesStore()
    const settings = useSettingsStore()
    await settings.load()
    const scope = effectScope()
    const cardName = scope.run(() => useCardName())!
    const gundam = { number: 'GD01-001', name: 'Gundam' }
    expect(cardName.value(gundam)).toEqual({ name: 'Gundam' })
    await names.importFile(file('ja.json', JSON.stringify({ language: 'ja', names: { 'GD01-001': 'テスト号' } })), null)
    expect(cardName.value(gundam)).toEqual({ name: 'Gundam', beside: 'テスト号', besideLang: 'ja' })
    await settings.update({ namesShown: 'instead' })
    expect(cardName.value(gundam)).toEqual({ name: 'テスト号', nameLang: 'ja', english: 'Gundam' })
    // A card the file does not name keeps its English name.
    expect(cardName.value({ number: 'GD01-009', name: 'Zaku' })).toEqual({ name: 'Zaku' })
    await names.remove('ja')
    expect(settings.settings.namesLanguage).toBeNull()
    expect(cardName.value(gundam)).toEqual({ name: 'Gundam' })
    expect(await stored()).toEqual({})
    scope.stop()
  })
})

import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readNamesFile } from '~/engine/cards/names-file'
import { showLanguage } from '~/locales/i18n'
import { useCardNamesStore } from '~/stores/card-names'
import DataCardNamesPanel from './DataCardNamesPanel.vue'

beforeEach(() => setActivePinia(createPinia()))
afterEach(() => showLanguage('en'))

describe('DataCardNamesPanel', () => {
  it("lists a names file's problems with their places in the language shown, from the engine's catalogue", async () => {
    const w = mount(DataCardNamesPanel)
    const read = readNamesFile('number,name,language\nGD01-001,テスト号,ja\nGD01-002,Essai,fr\n')
    useCardNamesStore().report = { ok: false, code: 'refused', params: { file: 'names.csv', errors: 1 }, problems: read.problems }
    await flushPromises()
    const problems = () => w.findAll('[data-testid="names-problems"] li').map((li) => li.text())
    expect(problems()).toEqual(['Line 3: This line says fr, the lines before it ja: one file holds one language.'])
    await showLanguage('ja')
    await flushPromises()
    expect(problems()).toEqual(['3行目：この行は fr、それより前の行は ja です。1つのファイルには1つの言語だけを入れてください。'])
    expect(w.get('[data-testid="names-report"] p').text()).toBe('names.csv は読み込みませんでした（エラー 1\u00a0件）。これまでのカード名はそのままです。')
  })
})

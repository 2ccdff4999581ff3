import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogue } from '~/engine/messages'
import { parseQuery, QUERY_HELP } from '~/engine/query'
import { showLanguage } from '~/locales/i18n'
import CardSearchBar from './CardSearchBar.vue'

describe('CardSearchBar', () => {
  afterEach(() => showLanguage('en'))

  it("says a query's problems and the syntax help in the language shown, from the engine's catalogue", async () => {
    const errors = parseQuery('c:purpel lv<=x').errors
    const w = mount(CardSearchBar, { props: { modelValue: 'c:purpel lv<=x', errors } })
    const said = () => w.findAll('[data-testid="query-errors"] li').map((li) => li.text())
    expect(said()).toEqual(errors.map((e) => e.message))
    await w.get('[aria-controls="query-help"]').trigger('click')
    expect(w.findAll('#query-help td:nth-child(2)').map((td) => td.text())).toEqual(QUERY_HELP.map((h) => catalogue('en').queryHelp(h.code)))
    await showLanguage('ja')
    await w.vm.$nextTick()
    expect(said()).toEqual([
      "不明な色 'purpel' です：blue（u）、green（g）、red（r）、white（w）、purple（p）、black（b）、colorless（c、none）のいずれかを使ってください",
      "数ではありません：'x'（lv には整数を指定します。例：lv<=3）",
    ])
    expect(w.findAll('#query-help td:nth-child(2)').map((td) => td.text())).toEqual(QUERY_HELP.map((h) => catalogue('ja').queryHelp(h.code)))
  })

  it('offers "did you mean" as a button that rewrites the query', async () => {
    const w = mount(CardSearchBar, { props: { modelValue: 'c:purpel', errors: parseQuery('c:purpel').errors, suggestion: 'c:purple' } })
    expect(w.get('[data-testid="query-suggestion"]').text()).toBe('Did you mean c:purple?')
    await w.get('[data-testid="query-suggestion-apply"]').trigger('click')
    expect(w.emitted('update:modelValue')).toEqual([['c:purple']])
  })

  it('shows no suggestion when there is none', () => {
    const w = mount(CardSearchBar, { props: { modelValue: 'c:purple', errors: [] } })
    expect(w.find('[data-testid="query-suggestion"]').exists()).toBe(false)
  })

  it('ArrowDown asks the page to move on to the results; other keys type', async () => {
    const w = mount(CardSearchBar, { props: { modelValue: 'zaku', errors: [] } })
    await w.get('[data-testid="card-query"]').trigger('keydown', { key: 'a' })
    expect(w.emitted('results')).toBeUndefined()
    await w.get('[data-testid="card-query"]').trigger('keydown', { key: 'ArrowDown' })
    expect(w.emitted('results')).toHaveLength(1)
  })
})

import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { parseQuery } from '~/engine/query'
import CardSearchBar from './CardSearchBar.vue'

describe('CardSearchBar', () => {
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

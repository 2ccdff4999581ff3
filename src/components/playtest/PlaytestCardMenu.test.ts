import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { describeCard } from '~/engine/playtest'
import { gcgRules, playtestCards } from '~/engine/testing/playtest'
import { Walk } from '~/engine/playtest/walk'
import PlaytestCardMenu from './PlaytestCardMenu.vue'

const f = playtestCards()

/** A turn-1 game and the menu of a card in hand that cannot be deployed yet. */
function menuOfBigUnit() {
  const w = new Walk({ main: f.main, resource: f.resources, seed: 1, first: true, rules: gcgRules() }).do({ type: 'keep' })
  const big = w.fetch('Unit Lv4')
  return describeCard(w.state, big)
}

describe('PlaytestCardMenu', () => {
  it('lists the moves, and what the rules refuse as text with its rule, not as a button', () => {
    const w = mount(PlaytestCardMenu, { props: { title: 'Unit Lv4', options: menuOfBigUnit() }, attachTo: document.body })
    expect(w.findAll('[data-testid="menu-action"]')).toHaveLength(0)
    expect(w.findAll('[data-testid="menu-move"]').map((b) => b.text())).toContain('trash')
    const refused = w.get('[data-testid="menu-refused"]').text()
    expect(refused).toMatch(/^Deploy: Unit Lv4 is Lv\.4; you have 1 Resource\. 2-8-1$/)
    w.unmount()
  })

  it('takes the focus, moves it with the arrow keys, chooses with a click and closes on Escape', async () => {
    const w = mount(PlaytestCardMenu, { props: { title: 'Unit Lv4', options: menuOfBigUnit() }, attachTo: document.body })
    await new Promise((r) => setTimeout(r))
    const buttons = w.findAll('[data-testid="menu-move"]')
    expect(document.activeElement).toBe(buttons[0]!.element)
    await w.get('[role="dialog"]').trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons[1]!.element)
    await w.get('[role="dialog"]').trigger('keydown', { key: 'ArrowUp' })
    await w.get('[role="dialog"]').trigger('keydown', { key: 'ArrowUp' })
    expect(document.activeElement?.textContent?.trim()).toBe('Close')
    await buttons[1]!.trigger('click')
    expect(w.emitted('choose')?.[0]?.[0]).toMatchObject({ type: 'move', to: 'resourceDeck' })
    await w.get('[role="dialog"]').trigger('keydown', { key: 'Escape' })
    expect(w.emitted('close')).toHaveLength(1)
    w.unmount()
  })
})

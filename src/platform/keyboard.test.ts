import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { useKeyboardShortcut } from '~/composables/useKeyboardShortcut'
import { isTyping } from './keyboard'

describe('page-wide shortcuts stand aside while the user types', () => {
  it('isTyping: text boxes, text areas, drop-downs and editable elements take their own keys', () => {
    const el = (tag: string) => document.createElement(tag)
    const editable = el('div')
    editable.contentEditable = 'true'
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect([el('input'), el('textarea'), el('select'), editable].map(isTyping)).toEqual([true, true, true, true])
    expect([el('button'), el('div'), document.body, null, window].map(isTyping)).toEqual([false, false, false, false, false])
  })

  it('Ctrl+Z undoes on the page, but not in the format drop-down, a field or with Alt; Ctrl+Shift+Z and Ctrl+Y redo', async () => {
    const done: string[] = []
    const Page = defineComponent({
      setup() {
        useKeyboardShortcut(
          { key: 'z', mod: true, handler: (e) => done.push(e.shiftKey ? 'redo' : 'undo') },
          { key: 'y', mod: true, handler: () => done.push('redo') },
          { key: '/', handler: () => done.push('search') },
        )
        return () => h('div', [h('select', { id: 'format' }, [h('option', 'gcg')]), h('input', { id: 'name' }), h('button', { id: 'add' })])
      },
    })
    const w = mount(Page, { attachTo: document.body })
    const press = (id: string, init: KeyboardEventInit) => document.getElementById(id)!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }))
    press('format', { key: 'z', ctrlKey: true })
    press('name', { key: 'z', ctrlKey: true })
    press('name', { key: '/' })
    expect(done).toEqual([])
    press('add', { key: 'z', ctrlKey: true })
    press('add', { key: 'Z', ctrlKey: true, shiftKey: true })
    press('add', { key: 'y', metaKey: true })
    press('add', { key: 'z', ctrlKey: true, altKey: true })
    press('add', { key: 'z' })
    press('add', { key: '/' })
    press('add', { key: '/', ctrlKey: true })
    expect(done).toEqual(['undo', 'redo', 'redo', 'search'])
    w.unmount()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'z', ctrlKey: true }))
    expect(done).toHaveLength(4)
  })
})

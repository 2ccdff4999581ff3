import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { database } from '~/db/database'
import { useEventDeskStore } from './event-desk'

beforeEach(async () => {
  setActivePinia(createPinia())
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
})

describe('the Event desk store says what went wrong as a code, worded by the page', () => {
  it('nothing pasted, no card data, an event no longer saved', async () => {
    const desk = useEventDeskStore()
    await desk.addPasted('   \n')
    expect(desk.error).toEqual({ code: 'nothing-pasted' })
    await desk.addPasted('4 GD01-001')
    expect(desk.error).toEqual({ code: 'no-cards' })
    await desk.open('event-that-never-was')
    expect(desk.error).toEqual({ code: 'gone' })
  })
})

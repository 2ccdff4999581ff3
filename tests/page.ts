import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Component } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { database } from '~/db/database'
import { showLanguage } from '~/locales/i18n'

/** A page test's start: a new Pinia and an empty database. */
export async function freshApp(): Promise<void> {
  setActivePinia(createPinia())
  database().close({ disableAutoOpen: false })
  await database().delete({ disableAutoOpen: false })
  await database().open()
}

/** A page test's end: the app back in English and the document empty, as the next test starts. */
export async function leavePage(): Promise<void> {
  await showLanguage('en')
  document.body.innerHTML = ''
}

const nothing = { template: '<p />' }

/**
 * `page` mounted (attached to the document) at the address `at`, under its own route; the routes it links to
 * by name (`linked`, path → the app's route name) and any other address show nothing.
 */
export async function mountPage(page: Component, route: { path: string; name: string }, at: string, linked: Record<string, string> = {}) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { ...route, component: page },
      ...Object.entries(linked).map(([path, name]) => ({ path, name, component: nothing })),
      { path: '/:any(.*)*', component: nothing },
    ],
  })
  await router.push(at)
  return { wrapper: mount(page, { global: { plugins: [router] }, attachTo: document.body }), router }
}

import { watch } from 'vue'
import { createRouter, createWebHashHistory, type RouteLocationNormalized, type RouterScrollBehavior } from 'vue-router'
import { routes } from 'vue-router/auto-routes'
import { i18n } from './locales/i18n'

/**
 * Another page opens at its top (back and forward return to where the player was); a change of the
 * address's query alone (a search, the deck's view) keeps the place. Without this a long page opened from a
 * page scrolled down showed its middle.
 */
export const scrollBehavior: RouterScrollBehavior = (to, from, saved) => saved ?? (to.path !== from.path ? { top: 0 } : false)

// Hash history: the app is static files, works offline and from any folder; searches live in the URL.
export const router = createRouter({
  history: createWebHashHistory(),
  scrollBehavior,
  routes: [
    { path: '/', redirect: '/cards' },
    // One lazily loaded route per page, named and titled by the page itself (its definePage).
    ...routes,
    { path: '/:pathMatch(.*)*', redirect: '/cards' },
  ],
})

/** A page's title in the language shown where the catalogue has it (`titles.<route name>`), else its definePage's. */
function pageTitle(to: RouteLocationNormalized): string {
  const key = `titles.${String(to.name)}`
  const title = i18n.global.te(key) ? i18n.global.t(key) : typeof to.meta.title === 'string' ? to.meta.title : null
  return title ? `${title} · gundeck` : 'gundeck'
}

// Each page's title until the page names what it shows (a deck page adds the deck's name: usePageTitle).
router.afterEach((to) => {
  document.title = pageTitle(to)
})
// Another language picked retitles the page, when its title is the catalogue's (a page that names what it shows keeps its own).
watch(i18n.global.locale, () => {
  const to = router.currentRoute.value
  if (i18n.global.te(`titles.${String(to.name)}`)) document.title = pageTitle(to)
})

/**
 * An address changed while the first page was still loading (typed in the address bar, back, a link) is
 * followed once that page is shown. vue-router listens for address changes only from then on, and its first
 * navigation writes the first page's address back over the newer one: the player landed on the old page.
 */
export function followEarlyAddressChange(): void {
  let moved: string | null = null
  const remember = () => (moved = location.hash)
  addEventListener('popstate', remember)
  const follow = () => {
    removeEventListener('popstate', remember)
    if (moved === null) return
    const to = moved.replace(/^#/, '') || '/'
    if (to !== router.currentRoute.value.fullPath) void router.replace(to)
  }
  router.isReady().then(follow, follow)
}

type PageLoader = () => Promise<unknown>

/** The lazy components (their module loaders) of the page a hash address opens; none for a redirect. */
export function pageLoaders(hash: string): PageLoader[] {
  return router
    .resolve(hash.replace(/^#/, '') || '/')
    .matched.map((record) => record.components?.default)
    .filter((c): c is PageLoader => typeof c === 'function' && c.length === 0 && !('__vccOpts' in c))
}

/**
 * Starts fetching the code of the page a hash address opens, before the app has mounted and the router
 * asks for it: a reload's first page is not one more fetch after the start (the router's own call then
 * gets the same module).
 */
export function startLoadingPage(hash: string): void {
  for (const load of pageLoaders(hash)) void load().catch(() => undefined)
}

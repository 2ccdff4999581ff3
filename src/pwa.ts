// Offline and updates (vite-plugin-pwa, vite.config.ts). Registered from this module rather than an
// inline script, so the Content-Security-Policy allows no inline script.
import { whenIdle } from '~/platform/schedule'
import type { useAppUpdateStore } from '~/stores/app-update'

const HOUR = 60 * 60 * 1000

/** The registration helper (Workbox's, through the plugin), loaded when the page is idle. */
const loadRegistration = () => import('virtual:pwa-register')

/** Register the service worker; a new version is offered with a Reload button, never forced on an open tab. */
export function watchForUpdates(store: Pick<ReturnType<typeof useAppUpdateStore>, 'offer'>, load = loadRegistration) {
  // A lazy page of this tab's build is gone (a new version replaced it): offer a reload instead of a broken page.
  window.addEventListener('vite:preloadError', () => store.offer())
  if (!('serviceWorker' in navigator)) return
  // Registered once the first page is up and the page is idle (a slow phone spends its first second
  // showing it), and loaded then, so the Workbox helper stays out of the initial JavaScript.
  const register = () =>
    whenIdle(() => {
      load().then(
        ({ registerSW }) => {
          const update = registerSW({
            onNeedRefresh: () => store.offer(() => activate(update)),
            // A tab left open for days still hears of new versions.
            onRegisteredSW: (_url, registration) => {
              if (registration) setInterval(() => void registration.update(), HOUR)
            },
          })
        },
        // Offline before the service worker was in place (a first visit whose network went): the helper
        // could not be fetched, so try again once the browser is back online, not at the next reload.
        () => addEventListener('online', register, { once: true }),
      )
    }, 3000)
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}

/**
 * Let the waiting version take over, then reload onto it. The reload is ours: the plugin reloads only
 * when this tab was controlled at registration, which a first visit's tab is not.
 */
function activate(update: (reloadPage?: boolean) => Promise<void>): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true })
  return update(true)
}

import { describe, expect, it, vi } from 'vitest'
import { watchForUpdates } from './pwa'

describe('service worker registration', () => {
  it('a helper that could not be fetched offline is fetched again once the browser is back online, and the worker registered', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
    const registerSW = vi.fn(() => async () => {})
    // The helper's file cannot be fetched while offline; back online, it can.
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ registerSW })
    watchForUpdates({ offer: vi.fn() }, load)
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await new Promise((r) => setTimeout(r, 20))
    expect(registerSW).not.toHaveBeenCalled()
    dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(registerSW).toHaveBeenCalledTimes(1))
    expect(load).toHaveBeenCalledTimes(2)
  })
})

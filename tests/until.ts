import { flushPromises } from '@vue/test-utils'

/** Wait until `ok()` holds, a page's state after its own async work (a database read, a worker), failing after `ms`. */
export async function until(ok: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await flushPromises()
    await new Promise((r) => setTimeout(r, 5))
  }
}

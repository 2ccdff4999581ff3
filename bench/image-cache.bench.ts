// What the card image cache costs on the device: the real pool's first results of t:unit shown with a
// local image host answering 60 KB per image (a stand-in: the real host is out of reach), once from a host
// that answers CORS and once from one that does not (opaque answers, which browsers count padded). Figures
// only: tests/e2e/image-cache.e2e.ts checks what the player gets. Needs the built app (dist/app),
// Debian's Chromium and ../shared.
import { readFileSync } from 'node:fs'
import { newContext } from '../tests/e2e/browser'
import { REAL_CARDS } from '../tests/e2e/helpers'
import { cachedImages, imageServer, listen, stop } from '../tests/e2e/image-server'
import { withBrowser } from './browser'
import type { Reporter } from './harness'

const IMAGE_BYTES = 60 * 1024

export default async function imageCache(report: Reporter) {
  const { server } = imageServer(IMAGE_BYTES)
  const host = `http://127.0.0.1:${await listen(server)}`
  const pool = JSON.parse(readFileSync(REAL_CARDS, 'utf8')) as { image_url: string | null }[]
  try {
    await withBrowser(report, async (browser, serveBuild) => {
      const base = await serveBuild('dist/app')
      for (const kind of ['cors', 'plain'] as const) {
        const label = kind === 'cors' ? 'CORS host' : 'no-CORS host (opaque)'
        const context = await newContext(browser, { serviceWorkers: 'allow' })
        const page = await context.newPage()
        await page.goto(`${base}#/cards`)
        await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 })
        const local = pool.map((r) => ({ ...r, image_url: r.image_url && `${host}/${kind}/${r.image_url.split('/').pop()!.split('?')[0]}` }))
        await page
          .getByTestId('card-file-input')
          .setInputFiles({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(local)) })
        await page.getByTestId('import-report').filter({ hasText: 'Imported 1075 cards' }).waitFor()
        const before = await page.evaluate(() => navigator.storage.estimate())
        await page.reload()
        await page.goto(`${base}#/cards?q=t:unit`)
        await page.locator('.tile__art--ready').nth(5).waitFor()
        const shown = await page.locator('.tile__art--ready').count()
        // The worker keeps an image after the page has it: wait until it holds every one shown.
        for (let i = 0; i < 100 && (await cachedImages(page)).length < shown; i++) await page.waitForTimeout(200)
        const kept = (await cachedImages(page)).length
        const after = await page.evaluate(() => navigator.storage.estimate())
        const caches = (e: StorageEstimate) => (e as { usageDetails?: { caches?: number } }).usageDetails?.caches ?? 0
        const usage = after.usage! - before.usage!
        report.figure(`${label}: images kept after the first results`, kept, 'images')
        report.figure(`${label}: counted usage per image (${IMAGE_BYTES / 1024} KB each)`, usage / kept / 1024, 'KB')
        report.figure(`${label}: of which caches, per image`, (caches(after) - caches(before)) / kept / 1024, 'KB')
        await page.goto(`${base}#/data`)
        report.note(`${label}: the Card data page says "${(await page.getByTestId('image-cache-size').textContent())?.trim()}"`)
        await context.close()
      }
    })
  } finally {
    await stop(server)
  }
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'

// A local stand-in for a card image host, and what the service worker kept of it: the image journeys and
// the image-cache bench share them.

/** A 1 × 1 PNG, padded after its end to `size` bytes (browsers ignore what follows IEND), to stand in for a card image. */
function png(size = 0): Buffer {
  const img = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
  return size > img.length ? Buffer.concat([img, Buffer.alloc(size - img.length)]) : img
}

/**
 * The local image host: /cors/ answers CORS (as a CDN may), /plain/ does not (opaque to the page),
 * anything else is missing. `size` pads each image.
 */
export function imageServer(size = 0) {
  const served: string[] = []
  const server = createServer((req, res) => {
    served.push(req.url ?? '')
    const cors = req.url?.startsWith('/cors/')
    if (cors || req.url?.startsWith('/plain/')) {
      res.writeHead(200, { 'content-type': 'image/png', ...(cors ? { 'access-control-allow-origin': '*' } : {}) })
      res.end(png(size))
    } else {
      res.writeHead(404)
      res.end()
    }
  })
  return { server, served }
}
export async function listen(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return (server.address() as AddressInfo).port
}
export async function stop(server: Server) {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
}

/** The images the service worker keeps, in both its caches (CORS answers, and the opaque ones kept apart). */
export const cachedImages = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of ['gundeck-card-images', 'gundeck-card-images-opaque'])
      if (await caches.has(name)) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url))
    return urls
  })

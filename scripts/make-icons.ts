// Renders the app icons (public/icons/*.svg, our own drawing) to the PNG sizes the web app manifest
// lists, in Debian's Chromium. Run after changing an icon: npx tsx scripts/make-icons.ts
import { readFileSync } from 'node:fs'
import { launch } from '../tests/e2e/browser'

const jobs = [
  { svg: 'public/icons/icon.svg', out: 'public/icons/icon-192.png', size: 192 },
  { svg: 'public/icons/icon.svg', out: 'public/icons/icon-512.png', size: 512 },
  { svg: 'public/icons/maskable.svg', out: 'public/icons/maskable-512.png', size: 512 },
  { svg: 'public/icons/icon.svg', out: 'public/icons/apple-touch-icon.png', size: 180 },
]
const browser = await launch()
const page = await browser.newPage()
for (const { svg, out, size } of jobs) {
  await page.setViewportSize({ width: size, height: size })
  const src = `data:image/svg+xml;base64,${readFileSync(svg).toString('base64')}`
  await page.setContent(`<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`)
  await page.screenshot({ path: out, omitBackground: true })
  console.log(out)
}
await browser.close()

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launch, newContext, watchErrors } from './browser'
import { storedRows } from './helpers'

/** The theme picker: System follows the device, Light and Dark stay chosen across a reload (stored in settings). */
describe('theme: System / Light / Dark', () => {
  const base = inject('baseUrl')
  let browser: Browser
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    browser = await launch()
    const context = await newContext(browser)
    page = await context.newPage()
    await page.emulateMedia({ colorScheme: 'light' })
    errors = watchErrors(page)
  })
  afterAll(async () => {
    expect(errors).toEqual([])
    await browser?.close()
  })

  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
  const storedTheme = async () => (await storedRows<{ key: string; value: { theme?: string } }>(page, 'settings')).find((r) => r.key === 'app')?.value.theme

  it('Dark is kept after a reload, in the stored settings too; System follows the device', async () => {
    await page.goto(`${base}#/decks`)
    await page.getByTestId('theme-picker').waitFor()
    const light = await background()
    // Reloaded at once, as a player does: the pick is kept even when its database write had not landed.
    await page.getByTestId('theme-picker').selectOption('dark')
    await page.reload()
    await page.getByTestId('theme-picker').waitFor()
    await expect.poll(background).not.toBe(light)
    const dark = await background()
    await expect.poll(storedTheme).toBe('dark')
    await page.reload()
    await page.getByTestId('theme-picker').waitFor()
    expect(await background()).toBe(dark)
    expect(await page.getByTestId('theme-picker').inputValue()).toBe('dark')
    expect(await storedTheme()).toBe('dark')

    await page.getByTestId('theme-picker').selectOption('system')
    await expect.poll(background).toBe(light)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(background).toBe(dark)
    expect(await storedTheme()).toBe('system')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n, resolveLanguage, showLanguage } from './i18n'

describe('resolveLanguage', () => {
  it("'auto' takes the first of the browser's languages the app speaks, by its base language", () => {
    expect(resolveLanguage('auto', ['ja-JP'])).toBe('ja')
    expect(resolveLanguage('auto', ['ja'])).toBe('ja')
    expect(resolveLanguage('auto', ['JA-jp'])).toBe('ja')
    expect(resolveLanguage('auto', ['fr-FR', 'ja-JP', 'en-US'])).toBe('ja')
    expect(resolveLanguage('auto', ['en-GB', 'ja-JP'])).toBe('en')
  })

  it("'auto' is English when the browser offers none the app speaks, or nothing", () => {
    expect(resolveLanguage('auto', ['fr-FR', 'de'])).toBe('en')
    expect(resolveLanguage('auto', [])).toBe('en')
    // A tag that only starts with the letters is another language (jv: Javanese).
    expect(resolveLanguage('auto', ['jv-ID'])).toBe('en')
  })

  it('a language picked is kept whatever the browser says', () => {
    expect(resolveLanguage('en', ['ja-JP'])).toBe('en')
    expect(resolveLanguage('ja', ['en-US'])).toBe('ja')
  })
})

describe('showLanguage', () => {
  afterEach(() => showLanguage('en'))

  it('fetches Japanese on first use, then switches the messages and <html lang> together', async () => {
    await showLanguage('ja')
    expect(i18n.global.locale.value).toBe('ja')
    expect(document.documentElement.lang).toBe('ja')
    expect(i18n.global.t('app.nav.decks')).toBe('デッキ')
    await showLanguage('en')
    expect(document.documentElement.lang).toBe('en')
    expect(i18n.global.t('app.nav.decks')).toBe('Decks')
  })

  it('the language asked for last wins, though an earlier one arrives after it', async () => {
    // A fresh instance, so Japanese is still to be fetched when English is asked for.
    vi.resetModules()
    const fresh = await import('./i18n')
    const slow = fresh.showLanguage('ja')
    await fresh.showLanguage('en')
    await slow
    expect(fresh.i18n.global.availableLocales).toContain('ja')
    expect(fresh.i18n.global.locale.value).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })
})

/**
 * The app's words in English: the source catalogue. Every other language's file has this shape (its type
 * is `Messages`), so a key missing there does not compile. `{name}` is filled in by the caller; `a | b`
 * are the forms for one and for many (a count given as the second argument of `t`).
 */
const en = {
  app: {
    skip: 'Skip to content',
    mainNav: 'Main',
    nav: { decks: 'Decks', cards: 'Cards', collection: 'Collection', event: 'Event desk', data: 'Card data' },
    theme: 'Theme',
    themes: { system: 'System', light: 'Light', dark: 'Dark' },
    language: 'Language',
    languageAuto: 'Auto',
    newerElsewhere: 'A newer version of gundeck was opened in another tab. Reload this tab to keep working; what was saved is safe.',
    updateReady: 'A new version of gundeck is ready. Reload to use it; what was saved is safe.',
    reload: 'Reload',
  },
}

export type Messages = typeof en
export default en

/** The languages the engine's catalogues speak. */
export const LANGUAGES = ['en', 'ja'] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (x: string): x is Language => (LANGUAGES as readonly string[]).includes(x)

import { describe, expect, it } from 'vitest'

/** One language's catalogue of an area: the codes it has words for, and its words for a code and its values. */
export interface CatalogueUnderTest<T> {
  language: 'en' | 'ja'
  codes: Iterable<string>
  render: (text: T) => string
  /** The locale its numbers are written in. */
  locale: string
}

/**
 * What every catalogue of coded messages owes, checked the same way for each area and language: a message
 * for every code in `samples` (one set of values per code) and none for a code that does not exist; every
 * message filled in (no `undefined`, no `{name}` left); a Japanese message in Japanese. `values` checks that
 * a message shows the values it is given, as that area writes them; `more` adds an area's own cases.
 */
export function describeCatalogues<T extends { code: string; params: object }>(
  what: string,
  samples: Readonly<Record<string, object>>,
  catalogues: readonly CatalogueUnderTest<T>[],
  values: (message: string, key: string, value: unknown, catalogue: CatalogueUnderTest<T>) => void,
  more?: (catalogue: CatalogueUnderTest<T>) => void,
): void {
  const texts = Object.entries(samples).map(([code, params]) => ({ code, params }) as T)
  describe.each(catalogues)(`the $language catalogue of ${what}`, (catalogue) => {
    it('has a message for every code, and no message for a code that does not exist', () => {
      expect([...catalogue.codes].sort()).toEqual(Object.keys(samples).sort())
    })

    it.each(texts)('$code: a sentence with every value it is given', (text) => {
      const message = catalogue.render(text)
      expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
      for (const [key, value] of Object.entries(text.params)) values(message, key, value, catalogue)
      if (catalogue.language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    })

    more?.(catalogue)
  })
}

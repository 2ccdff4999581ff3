import { describe, expect, it } from 'vitest'
import { COLLECTION_SAMPLES as SAMPLES } from '../testing/message-samples'
import { formatCount } from '../text/format'
import type { CollectionText } from './collection'
import { collectionMessage as english } from './en/collection'
import { collectionMessage as japanese } from './ja/collection'

const texts = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as CollectionText)

describe.each([
  { language: 'en', render: english, locale: 'en-US' },
  { language: 'ja', render: japanese, locale: 'ja-JP' },
])('the $language catalogue of the collection reader', ({ render, locale, language }) => {
  it.each(texts)('$code: a sentence with every value it is given', (text) => {
    const message = render(text)
    expect(message).not.toMatch(/undefined|null|NaN|\[object|\{\w+\}/)
    // Sizes are said in MB; every other count and cell as given, the line as the language writes it.
    for (const [key, v] of Object.entries(text.params))
      if (typeof v === 'number' && key !== 'bytes' && key !== 'limit') expect(message).toContain(language === 'en' ? String(v) : formatCount(v, locale))
      else if (typeof v === 'string') expect(message).toContain(v)
    if (language === 'ja') expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
  })
})

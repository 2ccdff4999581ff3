import { expect, it } from 'vitest'
import { describeCatalogues } from '../testing/catalogue-contract'
import { formatCount } from '../text/format'
import { ENGLISH_ZIP_CODES, zipMessage as english } from './en/reading'
import { JAPANESE_ZIP_CODES, zipMessage as japanese } from './ja/reading'
import type { ZipCode, ZipParams, ZipText } from './reading'

const MB = 1024 * 1024

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in ZipCode]: ZipParams[C] } = {
  'too-big': { bytes: 60 * MB, limit: 50 * MB },
  'not-zip': {},
  zip64: {},
  'too-many-entries': { count: 25000, max: 20000 },
  'directory-outside': {},
  'directory-damaged': { entry: 12 },
  'too-big-unpacked': { limit: 200 * MB },
  encrypted: {},
  method: { method: 14 },
  'entry-too-big': { bytes: 2 * MB, limit: MB },
  'header-damaged': {},
  'cut-short': {},
  'inflate-failed': { error: 'incorrect header check' },
  'size-mismatch': { more: true },
  checksum: {},
}

describeCatalogues<ZipText>(
  'a ZIP of lists',
  SAMPLES,
  [
    { language: 'en', codes: ENGLISH_ZIP_CODES, render: english, locale: 'en-US' },
    { language: 'ja', codes: JAPANESE_ZIP_CODES, render: japanese, locale: 'ja-JP' },
  ],
  (message, key, v, { language, locale }) => {
    if (typeof v === 'string') expect(message).toContain(v)
    else if (typeof v === 'number' && key !== 'bytes' && key !== 'limit') expect(message).toContain(language === 'en' ? String(v) : formatCount(v, locale))
  },
  ({ render }) => {
    it('says more or fewer bytes than the header', () => {
      expect(render({ code: 'size-mismatch', params: { more: true } })).not.toBe(render({ code: 'size-mismatch', params: { more: false } }))
    })
  },
)

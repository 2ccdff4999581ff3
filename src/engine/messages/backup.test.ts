import { expect, it } from 'vitest'
import { describeCatalogues } from '../testing/catalogue-contract'
import { formatCount } from '../text/format'
import type { BackupCode, BackupParams, BackupText } from './backup'
import { backupMessage as english, ENGLISH_BACKUP_CODES } from './en/backup'
import { backupMessage as japanese, JAPANESE_BACKUP_CODES } from './ja/backup'

const MB = 1024 * 1024

/** One set of parameters per code: a code added without one here does not compile. */
const SAMPLES: { [C in BackupCode]: BackupParams[C] } = {
  'not-text': {},
  'too-big': { bytes: 60 * MB, limit: 50 * MB },
  'not-json': { error: 'Unexpected end of JSON input' },
  'not-a-backup': { kind: 'gundeck-backup' },
  'version-invalid': { json: '"1"' },
  'too-new': { version: 2, current: 1 },
  'not-upgraded': { version: 1, error: 'no upgrade from backup version 1' },
  damaged: {
    issues: [
      { path: ['decks', 1, 'cards', 'main', 0, 'count'], code: 'refused', error: 'Too small: expected number to be >=1' },
      { path: ['decks', 0, 'cards', 'main', 0, 'printing'], code: 'foreign-printing', printing: 'GD01-020', number: 'ST01-001' },
    ],
    more: 4,
  },
  unreadable: { error: 'Maximum call stack size exceeded' },
  'skipped.unloadable': { index: 3, error: 'present.hand: expected array' },
  'skipped.second-game': { index: 1, deck: 'deck-a' },
}

describeCatalogues<BackupText>(
  'reading a backup',
  SAMPLES,
  [
    { language: 'en', codes: ENGLISH_BACKUP_CODES, render: english, locale: 'en-US' },
    { language: 'ja', codes: JAPANESE_BACKUP_CODES, render: japanese, locale: 'ja-JP' },
  ],
  (message, key, v, { locale }) => {
    if (typeof v === 'string') expect(message).toContain(v)
    else if (typeof v === 'number' && key !== 'bytes' && key !== 'limit') expect(message).toContain(formatCount(v, locale))
  },
  ({ language, render }) => {
    it('says where a damaged backup is damaged', () => {
      expect(render({ code: 'damaged', params: SAMPLES.damaged })).toContain('decks[1].cards.main[0].count')
    })

    it('says a version that is not there', () => {
      expect(render({ code: 'version-invalid', params: { json: null } })).toMatch(language === 'en' ? /got nothing\.$/ : /何もありません/)
    })
  },
)

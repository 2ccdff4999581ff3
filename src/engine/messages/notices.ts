import { limitMessage as englishLimit } from './en/limits'
import { simMessage as englishSim } from './en/sim'
import { storageMessage as englishStorage } from './en/storage'
import { workerMessage as englishWorker } from './en/workers'
import { limitMessage as japaneseLimit } from './ja/limits'
import { simMessage as japaneseSim } from './ja/sim'
import { storageMessage as japaneseStorage } from './ja/storage'
import { workerMessage as japaneseWorker } from './ja/workers'
import type { Language } from './language'
import type { LimitText } from './limits'
import type { SimText } from './sim'
import type { StorageText } from './storage'
import type { WorkerText } from './workers'

// The areas the app's first script needs (a storage notice, an input over its limit, the opening's steps
// the deck statistics tell), apart from index.ts: importing the whole catalogue there put every area in
// both languages (the playtest's, the readers', the search's) into the app's first script.

/** A storage notice's title or line, in a language. */
export const storageWords = (language: Language): ((text: StorageText) => string) => (language === 'ja' ? japaneseStorage : englishStorage)

/** An input over its size limit, in a language. */
export const limitWords = (language: Language): ((text: LimitText) => string) => (language === 'ja' ? japaneseLimit : englishLimit)

/** The opening simulator's words (a format's opening steps, the odds' notes), in a language. */
export const simWords = (language: Language): ((text: SimText) => string) => (language === 'ja' ? japaneseSim : englishSim)

/** A worker's own problem (the Event desk's checker refusing a run), in a language: the stores' words reach it. */
export const workerWords = (language: Language): ((text: WorkerText) => string) => (language === 'ja' ? japaneseWorker : englishWorker)

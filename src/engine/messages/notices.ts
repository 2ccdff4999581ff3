import type { BackupText } from './backup'
import type { CardsText } from './cards'
import { backupMessage as englishBackup } from './en/backup'
import { cardsMessage as englishCards } from './en/cards'
import { limitMessage as englishLimit } from './en/limits'
import { storageMessage as englishStorage } from './en/storage'
import { workerMessage as englishWorker } from './en/workers'
import { backupMessage as japaneseBackup } from './ja/backup'
import { cardsMessage as japaneseCards } from './ja/cards'
import { limitMessage as japaneseLimit } from './ja/limits'
import { storageMessage as japaneseStorage } from './ja/storage'
import { workerMessage as japaneseWorker } from './ja/workers'
import type { Language } from './language'
import type { LimitText } from './limits'
import type { StorageText } from './storage'
import type { WorkerMessageText } from './workers'

// The areas the app's first script needs (a storage notice, an input over its limit, the stores' reports of a
// worker, a backup or a card file), apart from index.ts: importing the whole catalogue there put every area in
// both languages (the playtest's, the search's, the simulator's) into the app's first script.

/** A storage notice's title or line, in a language. */
export const storageWords = (language: Language): ((text: StorageText) => string) => (language === 'ja' ? japaneseStorage : englishStorage)

/** An input over its size limit, in a language. */
export const limitWords = (language: Language): ((text: LimitText) => string) => (language === 'ja' ? japaneseLimit : englishLimit)

/** A worker's own problem (the Event desk's checker refusing a run), in a language: the stores' words reach it. */
export const workerWords = (language: Language): ((text: WorkerMessageText) => string) => (language === 'ja' ? japaneseWorker : englishWorker)

/** Why a backup cannot be restored, or what it left out, in a language (the stores' backup reports). */
export const backupWords = (language: Language): ((text: BackupText) => string) => (language === 'ja' ? japaneseBackup : englishBackup)

/** A card file's problem, in a language (the card data store's reports). */
export const cardsWords = (language: Language): ((text: CardsText) => string) => (language === 'ja' ? japaneseCards : englishCards)

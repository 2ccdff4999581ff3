import { simMessage as englishSim } from './en/sim'
import { simMessage as japaneseSim } from './ja/sim'
import type { Language } from './language'
import type { SimText } from './sim'

// Apart from notices.ts (which the app's first script holds): the simulator's words load with the pages that simulate.

/** The opening simulator's words (a format's opening steps, the odds' notes), in a language. */
export const simWords = (language: Language): ((text: SimText) => string) => (language === 'ja' ? japaneseSim : englishSim)

import { bannedPair } from './banned-pair'
import { banned } from './banned'
import { cardGroup } from './card-group'
import { colorCount } from './color-count'
import { copyLimit } from './copy-limit'
import { exCardType } from './ex-card-type'
import { mainDeckCardType } from './main-deck-card-type'
import { mainDeckSize } from './main-deck-size'
import { nameMismatch } from './name-mismatch'
import { parseError } from './parse-error'
import { recommendation } from './recommendation'
import { resourceDeckCardType } from './resource-deck-card-type'
import { resourceDeckSize } from './resource-deck-size'
import { restricted } from './restricted'
import { sideboardSize } from './sideboard-size'
import type { Rule } from './types'
import { unknownCard } from './unknown-card'

/** Every deck rule, in the order a report lists them. Each reads what it needs from the format. */
export const RULES: readonly Rule[] = [
  parseError,
  unknownCard,
  mainDeckSize,
  resourceDeckSize,
  sideboardSize,
  mainDeckCardType,
  resourceDeckCardType,
  exCardType,
  colorCount,
  copyLimit,
  banned,
  restricted,
  bannedPair,
  cardGroup,
  nameMismatch,
  recommendation,
]

export * from './types'

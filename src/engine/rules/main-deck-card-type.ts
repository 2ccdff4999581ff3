import { sectionCardType } from './section-card-type'

/** 5-1-1-1, Q2: a deck is constructed with Unit, Pilot, Command and Base cards. */
export const mainDeckCardType = sectionCardType('main', 'main-deck-card-type')

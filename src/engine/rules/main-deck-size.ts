import { sectionSize } from './section-size'

/** 5-1-1, Q1: a deck consists of exactly 50 cards. */
export const mainDeckSize = sectionSize('main', 'main-deck-size')

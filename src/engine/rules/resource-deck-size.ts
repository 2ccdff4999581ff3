import { sectionSize } from './section-size'

/** 5-1-1, Q5: a resource deck consists of exactly 10 cards. */
export const resourceDeckSize = sectionSize('resource', 'resource-deck-size')

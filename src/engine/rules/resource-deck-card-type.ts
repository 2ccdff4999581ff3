import { sectionCardType } from './section-card-type'

/** 5-1-1-4, Q6: a resource deck is constructed with Resource cards. */
export const resourceDeckCardType = sectionCardType('resource', 'resource-deck-card-type')

// Deck statistics for the editor: curves, colors, types, traits, link coverage, playable by turn.
export * from './stats'
export * from './types'

// Goldfish playtest: one player's first turns by the comprehensive rules, against an opponent that never acts.
export * from './types'
export * from './setup'
export * from './apply'
export * from './history'
export * from './describe'
export * from './board'
export * from './session'

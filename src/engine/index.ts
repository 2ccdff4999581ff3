// The engine's public face: plain TypeScript shared by the app, the worker and the CLI.
export * from './cards/fields'
export * from './cards/pool'
export * from './cards/predicate'
export * from './decklist/parse'
export * from './formats/registry'
export * from './rules'
export * from './validate'
export * from './query'

/**
 * What an input over its size limit says (src/engine/limits.ts), as data; a catalogue per language
 * renders it (messages/en/limits.ts). `what` names the input as the caller does: a file's name, or the
 * caller's words for it.
 */
export interface LimitParams {
  /** `bytes` and `limit` in bytes (UTF-8 for a text). */
  'size.over': { what: string; bytes: number; limit: number }
}

export type LimitCode = keyof LimitParams

/** A code with its parameters, typed together. */
export type LimitText = { [C in LimitCode]: { code: C; params: LimitParams[C] } }[LimitCode]

/** A language's messages: one function per code, so a code without a message does not compile. */
export type LimitCatalogue = { [C in LimitCode]: (p: LimitParams[C]) => string }

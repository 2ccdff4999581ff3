/**
 * Card numbers as deck lists write them: a set code, a dash, a sequence, and an optional parallel
 * printing suffix. GCG `GD01-013`, `ST04-008`, `R-001`, `EXBP-001`, `GD01-013_p1`; Gundam War
 * `U-347`, `U-S1`, `CH-W4`, `G-Z112`, `SP-1`, or a 9-digit Gundam War card id (printed numbers repeat
 * across colors, so the id is the card's number). Case-insensitive; `normalizeNumber` upper-cases.
 */
export const NUMBER_SOURCE = String.raw`(?:[A-Za-z]{1,4}\d{0,3}-[A-Za-z]{0,2}\d{1,4}(?:_[pP]\d{1,3})?|\d{9})`

import type { z } from 'zod'

/**
 * schema.safeParse, except that a value `canonical` vouches for (one the schema would accept and return
 * as an equal copy) is taken as it is: no deep copy per record on big imports and loads.
 */
export function safeParseCanonical<S extends z.ZodType>(
  schema: S,
  canonical: ((value: unknown) => boolean) | undefined,
  value: unknown,
): z.ZodSafeParseResult<z.output<S>> {
  return canonical?.(value) ? { success: true, data: value as z.output<S> } : schema.safeParse(value)
}

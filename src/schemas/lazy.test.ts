import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { lazySchema } from './lazy'

describe('lazySchema: a schema made the first time it is used', () => {
  it('is not made when its module loads, and is made once, at its first use', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1) }))
    const Schema = lazySchema(build)
    expect(build).not.toHaveBeenCalled()
    expect(Schema.parse({ name: 'Zaku' })).toEqual({ name: 'Zaku' })
    expect(Schema.safeParse({ name: '' }).success).toBe(false)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('stands in for the schema everywhere zod takes one: nested, extended, its shape spread, unions', () => {
    const Inner = lazySchema(() => z.object({ count: z.number().int().min(1) }))
    const Kind = lazySchema(() => z.enum(['unit', 'pilot']))
    const Outer = lazySchema(() => z.object({ inner: Inner, kinds: z.array(Kind) }))
    expect(Outer.parse({ inner: { count: 2 }, kinds: ['unit'] })).toEqual({ inner: { count: 2 }, kinds: ['unit'] })
    expect(() => Outer.parse({ inner: { count: 0 }, kinds: [] })).toThrow(/inner/)
    expect(Inner.extend({ name: z.string() }).parse({ count: 1, name: 'x' })).toEqual({ count: 1, name: 'x' })
    expect(z.object({ ...Inner.shape }).parse({ count: 3 })).toEqual({ count: 3 })
    expect(Kind.options).toEqual(['unit', 'pilot'])
    const Either = z.discriminatedUnion('t', [lazySchema(() => z.object({ t: z.literal('a') })), z.object({ t: z.literal('b'), n: z.number() })])
    expect(Either.parse({ t: 'b', n: 1 })).toEqual({ t: 'b', n: 1 })
    expect(Inner instanceof z.ZodObject).toBe(true)
  })

  it('a spy on one of its methods is what every caller finds', () => {
    const Schema = lazySchema(() => z.string())
    const check = (v: unknown) => Schema.safeParse(v).success
    const spy = vi.spyOn(Schema, 'safeParse')
    expect(check('a')).toBe(true)
    expect(spy).toHaveBeenCalledTimes(1)
    spy.mockRestore()
    expect(vi.isMockFunction(Schema.safeParse)).toBe(false)
    expect(check(1)).toBe(false)
  })
})

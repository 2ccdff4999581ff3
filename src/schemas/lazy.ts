/**
 * A schema built the first time it is used. zod makes every schema object when its module loads (each
 * `.min()` or `.optional()` is a new object with its own methods): at start that delayed a phone's first
 * deck line (bench/README.md), for schemas the page mostly never uses. Behind this proxy
 * the module still loads, and each schema is made once, when read.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined
  const schema = () => (built ??= build())
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    // A test's spy on a method is defined on the schema itself, where every caller finds it.
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key)
      return d && { ...d, configurable: true }
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  })
}

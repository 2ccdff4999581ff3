import { useDebounceFn } from '@vueuse/core'
import { ref, watch, type Ref } from 'vue'
import { useRoute, useRouter, type LocationQuery, type RouteMap } from 'vue-router'
import { z } from 'zod'
import type { QueryShape, QueryValues } from '~/schemas/route'

const first = (v: LocationQuery[string] | undefined) => (Array.isArray(v) ? (v[0] ?? undefined) : (v ?? undefined))

/**
 * A page's state kept in its address, read through the page's schema (schemas/route.ts): one ref per
 * field, set from the address when the page opens and when the address changes (back, forward, a link),
 * and written back when a ref changes, defaults left out and other fields kept. `delay` waits for typing
 * to pause before writing. A write only happens while the address still names this page: one that fires
 * after the player has moved on (even before the router saw the move, behind a long task) would undo it.
 */
export function useQueryState<S extends QueryShape>(shape: S, { delay = 0 }: { delay?: number } = {}): { [K in keyof S]: Ref<QueryValues<S>[K]> } {
  const route = useRoute()
  const router = useRouter()
  const schema = z.object(shape)
  const keys = Object.keys(shape) as (keyof S & string)[]
  const read = () => schema.parse(Object.fromEntries(keys.map((k) => [k, first(route.query[k])]))) as QueryValues<S>
  const defaults = schema.parse({}) as QueryValues<S>
  const initial = read()
  const refs = Object.fromEntries(keys.map((k) => [k, ref(initial[k])])) as unknown as { [K in keyof S]: Ref<QueryValues<S>[K]> }

  // This page by its route name (a deck's editor stays itself when it opens another deck).
  const page = route.name
  const onThisPage = () => router.currentRoute.value.name === page
  // What this page last wrote: the address catching up with it is no news (typing may have gone on since).
  let written: string | null = null
  const ours = (query: LocationQuery) => JSON.stringify(keys.map((k) => first(query[k]) ?? null))
  const stillHere = () => onThisPage() && decodeURI(window.location.hash.slice(1)).split('?')[0] === router.currentRoute.value.path
  function write() {
    if (!stillHere()) return
    const query: LocationQuery = { ...router.currentRoute.value.query }
    for (const k of keys) {
      const value = refs[k].value
      if (value === defaults[k]) delete query[k]
      else query[k] = value
    }
    const current = router.currentRoute.value.query
    const same = Object.keys(query).length === Object.keys(current).length && Object.entries(query).every(([k, v]) => current[k] === v)
    if (same) return
    written = ours(query)
    void router.replace({ query })
  }
  const schedule = delay > 0 ? useDebounceFn(write, delay) : write
  watch(
    keys.map((k) => refs[k]),
    () => void schedule(),
  )
  watch(
    () => route.query,
    () => {
      if (!onThisPage() || ours(route.query) === written) return
      const next = read()
      for (const k of keys) if (next[k] !== refs[k].value) refs[k].value = next[k]
    },
  )
  return refs
}

/** The path parameters of the app's routes, from the generated route map ('id', 'code'). */
type RouteParamName = { [N in keyof RouteMap]: keyof RouteMap[N]['params'] & string }[keyof RouteMap]

/**
 * A route parameter as one string ('' when absent, as while the address already names another page):
 * `useRouteParam('id')` on a deck's pages.
 */
export function useRouteParam(name: RouteParamName) {
  const route = useRoute()
  return () => {
    const params: Partial<Record<string, string | string[]>> = route.params
    const v = params[name]
    return (Array.isArray(v) ? v[0] : v) ?? ''
  }
}

import { computed, type ComputedRef } from 'vue'
import { compileSim, basicGenerationCards, type CompiledSim } from '~/engine/sim/compile'
import { buildSpec, resolveGroup, type SimForm } from '~/engine/sim/form'
import type { SimDeck } from './useSimDeck'

export interface SimQuestion {
  /** Each group of the form as the deck's cards it names. */
  resolved: ComputedRef<ReturnType<typeof resolveGroup>[]>
  /** The question as the worker takes it, or what is wrong with it. */
  built: ComputedRef<ReturnType<typeof buildSpec>>
  /** The question's identity: answers for another key are stale. */
  specKey: ComputedRef<string | null>
  /** The question compiled here under the best decision (cheap, no odds): the sample hand's categories. */
  adviceSim: ComputedRef<CompiledSim | null>
}

/** The player's question (the form) against the deck: its groups resolved, and the spec sent to the worker. */
export function useSimQuestion(form: SimForm, deck: Pick<SimDeck, 'lines' | 'pool' | 'ready' | 'opening'>): SimQuestion {
  const resolved = computed(() => form.groups.map((g) => resolveGroup(g, deck.lines.value)))
  const built = computed(() => {
    const b = buildSpec(form, deck.lines.value)
    // Gundam War redraw a) needs to know the Basic GENERATION cards; the worker has no card data.
    if (!b.ok || !deck.pool.value) return b
    return { ok: true as const, spec: { ...b.spec, basicGeneration: basicGenerationCards(b.spec.deck, deck.pool.value.lookup) } }
  })
  const specKey = computed(() => (built.value.ok ? JSON.stringify(built.value.spec) : null))
  const adviceSim = computed(() => {
    const b = built.value
    if (!b.ok || !deck.ready.value) return null
    const c = compileSim({ ...b.spec, redraw: { kind: 'optimal' } }, deck.opening.value)
    return c.ok ? c.sim : null
  })
  return { resolved, built, specKey, adviceSim }
}

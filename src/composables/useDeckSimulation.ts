import { storeToRefs } from 'pinia'
import { computed, onScopeDispose, ref, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { buildSpec, CHART_TURNS, deckLines, deckSizeProblem, resolveGroup, type SimForm } from '~/engine/sim/form'
import { getFormat } from '~/engine/formats/registry'
import { basicGenerationCards, compileSim } from '~/engine/sim/compile'
import { describeOpening } from '~/engine/sim/opening'
import { redrawSteps } from '~/engine/sim/redraw'
import type { PolicyEntryData, SimSpec } from '~/schemas/sim'
import { useCardsStore } from '~/stores/cards'
import { useDeck } from './useDeck'
import { useSimulationWorker, type SimOutcome } from './useSimulationWorker'
import type { WorkerPort } from '~/workers/client'

export interface UseDeckSimulationOptions {
  /** The deck to simulate (the route's id). */
  deckId: MaybeRefOrGetter<string>
  /** The question being asked; read reactively. */
  form: SimForm
  /** Wait this long after the last change before asking for exact odds (typing in a field). */
  debounceMs?: number
  /** The simulation worker (tests pass one that runs in this thread). */
  createWorker?: () => WorkerPort
}

export type Blocker = { text: string; link?: { to: string; label: string } }

/** The best redraw decision for the asked question and turn, and the "redraw if it misses" odds it is compared with. */
export interface BestDecision {
  /** Exact odds under the best decision, or null when it could not be worked out (`problem` says why). */
  p: number | null
  entries: PolicyEntryData[]
  problem: string | null
  /** Exact odds when redrawing a hand that misses (null when too costly to sum). */
  ifMiss: number | null
}

/**
 * Everything the Simulate page shows that is not the form itself: the deck read from IndexedDB, the
 * card data (loaded once), the format's opening in words, what stops a simulation, and exact odds
 * by turn from the worker, debounced and always for the latest question.
 */
export function useDeckSimulation(options: UseDeckSimulationOptions) {
  const { form, debounceMs = 120 } = options
  const cards = useCardsStore()
  const { pool, status, loadError } = storeToRefs(cards)
  const worker = useSimulationWorker(options.createWorker)

  // The deck through the one loader: after journal recovery, and following the editor's saves in other tabs.
  const deckId = computed(() => toValue(options.deckId))
  const { deck, state: deckState, message: deckError } = useDeck(deckId)
  void cards.ensureLoaded()
  worker.warm()

  const format = computed(() => getFormat(deck.value?.format ?? 'gcg') ?? getFormat('gcg')!)
  const opening = computed(() => format.value.opening)
  const description = computed(() => describeOpening(format.value))
  const lines = computed(() => (deck.value ? deckLines(deck.value.cards.main, pool.value?.lookup ?? null) : []))
  const deckSize = computed(() => lines.value.reduce((n, l) => n + l.count, 0))

  /** Why nothing can be simulated yet, if anything stops it. */
  const blocker = computed<Blocker | null>(() => {
    if (deckState.value === 'missing' || deckState.value === 'deleted' || deckState.value === 'error')
      return { text: deckError.value ?? '', link: { to: '/decks', label: 'Back to your decks' } }
    if (status.value === 'empty')
      return { text: 'There is no card list yet, so the deck’s cards cannot be named.', link: { to: '/data', label: 'Load the card list' } }
    if (status.value === 'error') return { text: loadError.value ?? 'The card database could not be opened.' }
    if (deckState.value !== 'ready' || status.value !== 'ready') return null
    const steps = redrawSteps(opening.value)
    if (!steps.ok) return { text: `${format.value.name}: ${steps.message}.` }
    const size = deckSizeProblem(deckSize.value, opening.value.handSize, opening.value.shields, opening.value.ref)
    return size ? { text: size, link: { to: `/decks/${deckId.value}`, label: 'Add cards in the editor' } } : null
  })
  const ready = computed(() => deckState.value === 'ready' && status.value === 'ready' && blocker.value === null)

  const resolved = computed(() => form.groups.map((g) => resolveGroup(g, lines.value)))
  const built = computed(() => {
    const b = buildSpec(form, lines.value)
    // Gundam War redraw a) needs to know the Basic GENERATION cards; the worker has no card data.
    if (!b.ok || !pool.value) return b
    return { ok: true as const, spec: { ...b.spec, basicGeneration: basicGenerationCards(b.spec.deck, pool.value.lookup) } }
  })
  const specKey = computed(() => (built.value.ok ? JSON.stringify(built.value.spec) : null))

  // Exact odds by turn for the current question, from the worker (never on this thread).
  const chartTurns = computed(() => [...new Set([...Array.from({ length: CHART_TURNS }, (_, t) => t), form.byTurn])])
  const exactByTurn = shallowRef<Map<number, number | null>>(new Map())
  const exactFor = ref<string | null>(null)
  const exactProblem = ref<string | null>(null)
  const best = shallowRef<BestDecision | null>(null)
  let exactToken = 0
  let exactTimer: ReturnType<typeof setTimeout> | undefined
  /**
   * The best decision and the if-miss odds for the asked turn (the page's gain and the sample hand's
   * advice); `asked` is the chart's answer for that turn, reused when it is one of the two.
   */
  async function bestDecision(spec: SimSpec, asked: Promise<SimOutcome>): Promise<BestDecision | null> {
    if (!description.value.redrawRef) return null
    const ask = (kind: 'optimal' | 'if-miss') => (spec.redraw.kind === kind ? asked : worker.exact({ ...spec, redraw: { kind } }, opening.value))
    const [o, m] = await Promise.all([ask('optimal'), ask('if-miss')])
    const ifMiss = m.kind === 'result' ? m.exact : null
    if (o.kind !== 'result') return { p: null, entries: [], problem: o.kind === 'error' ? o.message : null, ifMiss }
    return { p: o.exact, entries: o.policy ?? [], problem: null, ifMiss }
  }
  async function refreshExact(spec: SimSpec, key: string) {
    const token = ++exactToken
    const turns = chartTurns.value
    const asked = turns.map((byTurn) => worker.exact({ ...spec, byTurn }, opening.value))
    const [outcomes, decision] = await Promise.all([Promise.all(asked), bestDecision(spec, asked[turns.indexOf(spec.byTurn)]!)])
    // A newer question was asked meanwhile: its answer wins.
    if (token !== exactToken) return
    best.value = decision
    const map = new Map<number, number | null>()
    let problem: string | null = null
    outcomes.forEach((o, i) => {
      if (o.kind === 'result') map.set(turns[i]!, o.exact)
      else {
        map.set(turns[i]!, null)
        if (turns[i] === spec.byTurn && o.kind === 'error') problem = o.message
      }
    })
    exactByTurn.value = map
    exactFor.value = key
    exactProblem.value = problem
  }
  watch(
    [specKey, ready],
    () => {
      clearTimeout(exactTimer)
      const b = built.value
      if (!b.ok || !ready.value) return
      const key = specKey.value!
      exactTimer = setTimeout(() => void refreshExact(b.spec, key), debounceMs)
    },
    { immediate: true },
  )
  onScopeDispose(() => clearTimeout(exactTimer))
  /** Exact odds for the asked turn: undefined while not known for this question, null when too costly to sum. */
  const exactNow = computed(() => (exactFor.value === specKey.value ? exactByTurn.value.get(form.byTurn) : undefined))
  /** The best decision for the asked question: undefined while not known for it, null where the format has no redraw. */
  const bestNow = computed(() => (exactFor.value === specKey.value ? best.value : undefined))
  /**
   * The current question compiled on this thread (no odds: cheap) under the best decision, for its
   * categories: the sample hand's cards to a hand composition of the policy.
   */
  const adviceSim = computed(() => {
    const b = built.value
    if (!b.ok || !ready.value) return null
    const c = compileSim({ ...b.spec, redraw: { kind: 'optimal' } }, opening.value)
    return c.ok ? c.sim : null
  })
  const chartPoints = computed(() =>
    Array.from({ length: CHART_TURNS }, (_, turn) => ({ turn, p: exactFor.value ? (exactByTurn.value.get(turn) ?? null) : null })),
  )

  return {
    worker,
    pool,
    status,
    deck,
    deckState,
    deckId,
    format,
    opening,
    description,
    lines,
    deckSize,
    blocker,
    ready,
    resolved,
    built,
    specKey,
    exactNow,
    exactProblem,
    bestNow,
    adviceSim,
    chartPoints,
  }
}

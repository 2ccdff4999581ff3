import { computed, onScopeDispose, ref, shallowRef, watch, type ComputedRef, type Ref } from 'vue'
import { CHART_TURNS, type SimForm } from '~/engine/sim/form'
import type { PolicyEntryData, SimSpec } from '~/schemas/sim'
import type { SimDeck } from './useSimDeck'
import type { SimQuestion } from './useSimQuestion'
import type { SimOutcome, SimulationWorker } from './useSimulationWorker'

/** A failed question, as the worker answered it: the page words it in the language shown. */
type SimError = Extract<SimOutcome, { kind: 'error' }>

/** The best redraw decision for the asked question and turn, and the "redraw if it misses" odds it is compared with. */
export interface BestDecision {
  /** Exact odds under the best decision, or null when it could not be worked out (`problem` says why). */
  p: number | null
  entries: PolicyEntryData[]
  problem: SimError | null
  /** Exact odds when redrawing a hand that misses (null when too costly to sum). */
  ifMiss: number | null
}

export interface ExactOdds {
  /** Exact odds for the asked turn: undefined while not known for this question, null when too costly to sum. */
  exactNow: ComputedRef<number | null | undefined>
  /** Why the exact odds of the asked turn could not be worked out. */
  exactProblem: Ref<SimError | null>
  /** The best decision for the asked question: undefined while not known for it, null where the format has no redraw. */
  bestNow: ComputedRef<BestDecision | null | undefined>
  /** Exact odds of each turn the chart shows (null while unknown). */
  chartPoints: ComputedRef<{ turn: number; p: number | null }[]>
}

export interface UseExactOddsOptions {
  worker: SimulationWorker
  form: SimForm
  deck: Pick<SimDeck, 'ready' | 'opening' | 'description'>
  question: Pick<SimQuestion, 'built' | 'specKey'>
  /** Wait this long after the last change before asking (typing in a field). */
  debounceMs?: number
}

/** Exact odds by turn for the current question, from the worker (never on this thread), debounced and always for the latest question. */
export function useExactOdds({ worker, form, deck, question, debounceMs = 120 }: UseExactOddsOptions): ExactOdds {
  const { built, specKey } = question
  const chartTurns = computed(() => [...new Set([...Array.from({ length: CHART_TURNS }, (_, t) => t), form.byTurn])])
  const exactByTurn = shallowRef<Map<number, number | null>>(new Map())
  const exactFor = ref<string | null>(null)
  const exactProblem = shallowRef<SimError | null>(null)
  const best = shallowRef<BestDecision | null>(null)
  let exactToken = 0
  let exactTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * The best decision and the if-miss odds for the asked turn (the page's gain and the sample hand's
   * advice); `asked` is the chart's answer for that turn, reused when it is one of the two.
   */
  async function bestDecision(spec: SimSpec, asked: Promise<SimOutcome>): Promise<BestDecision | null> {
    if (!deck.description.value.redrawRef) return null
    const ask = (kind: 'optimal' | 'if-miss') => (spec.redraw.kind === kind ? asked : worker.exact({ ...spec, redraw: { kind } }, deck.opening.value))
    const [o, m] = await Promise.all([ask('optimal'), ask('if-miss')])
    const ifMiss = m.kind === 'result' ? m.exact : null
    if (o.kind !== 'result') return { p: null, entries: [], problem: o.kind === 'error' ? o : null, ifMiss }
    return { p: o.exact, entries: o.policy ?? [], problem: null, ifMiss }
  }
  async function refreshExact(spec: SimSpec, key: string) {
    const token = ++exactToken
    const turns = chartTurns.value
    const asked = turns.map((byTurn) => worker.exact({ ...spec, byTurn }, deck.opening.value))
    const [outcomes, decision] = await Promise.all([Promise.all(asked), bestDecision(spec, asked[turns.indexOf(spec.byTurn)]!)])
    // A newer question was asked meanwhile: its answer wins.
    if (token !== exactToken) return
    best.value = decision
    const map = new Map<number, number | null>()
    let problem: SimError | null = null
    outcomes.forEach((o, i) => {
      if (o.kind === 'result') map.set(turns[i]!, o.exact)
      else {
        map.set(turns[i]!, null)
        if (turns[i] === spec.byTurn && o.kind === 'error') problem = o
      }
    })
    exactByTurn.value = map
    exactFor.value = key
    exactProblem.value = problem
  }
  watch(
    [specKey, deck.ready],
    () => {
      clearTimeout(exactTimer)
      const b = built.value
      if (!b.ok || !deck.ready.value) return
      const key = specKey.value!
      exactTimer = setTimeout(() => void refreshExact(b.spec, key), debounceMs)
    },
    { immediate: true },
  )
  onScopeDispose(() => clearTimeout(exactTimer))

  const exactNow = computed(() => (exactFor.value === specKey.value ? exactByTurn.value.get(form.byTurn) : undefined))
  const bestNow = computed(() => (exactFor.value === specKey.value ? best.value : undefined))
  const chartPoints = computed(() =>
    Array.from({ length: CHART_TURNS }, (_, turn) => ({ turn, p: exactFor.value ? (exactByTurn.value.get(turn) ?? null) : null })),
  )
  return { exactNow, exactProblem, bestNow, chartPoints }
}

import { storeToRefs } from 'pinia'
import { computed, toValue, type ComputedRef, type MaybeRefOrGetter, type Ref } from 'vue'
import type { RouteLocationRaw } from 'vue-router'
import type { CardPool } from '~/engine/cards/pool'
import { getFormat } from '~/engine/formats/registry'
import { deckLines, deckSizeProblem, type DeckCardLine } from '~/engine/sim/form'
import { describeOpening, type OpeningDescription } from '~/engine/sim/opening'
import { redrawSteps } from '~/engine/sim/redraw'
import type { StoredDeck } from '~/schemas/deck'
import type { Format } from '~/schemas/format'
import { useCardsStore, type CardsStatus } from '~/stores/cards'
import type { DeckLoadState } from '~/stores/decks'
import { useDeck } from './useDeck'

export type Blocker = { text: string; link?: { to: RouteLocationRaw; label: string } }

export interface SimDeck {
  deckId: ComputedRef<string>
  deck: Ref<StoredDeck | null>
  deckState: Ref<DeckLoadState>
  pool: Ref<CardPool | null>
  status: Ref<CardsStatus>
  format: ComputedRef<Format>
  opening: ComputedRef<Format['opening']>
  /** The format's opening in words, with its rule references. */
  description: ComputedRef<OpeningDescription>
  /** The main deck's lines, named from the card data when it is there. */
  lines: ComputedRef<DeckCardLine[]>
  deckSize: ComputedRef<number>
  /** Why nothing can be simulated yet, if anything stops it. */
  blocker: ComputedRef<Blocker | null>
  /** Deck and card data are here and nothing stops a simulation. */
  ready: ComputedRef<boolean>
}

/**
 * The deck a simulation deals from: through the one deck loader (after journal recovery, following other
 * tabs' saves), with the card data (loaded once), its format's opening, and what stops a simulation.
 */
export function useSimDeck(id: MaybeRefOrGetter<string>): SimDeck {
  const cards = useCardsStore()
  const { pool, status, loadError } = storeToRefs(cards)
  const deckId = computed(() => toValue(id))
  const { deck, state: deckState, message: deckError } = useDeck(deckId)
  void cards.ensureLoaded()

  const format = computed(() => getFormat(deck.value?.format ?? 'gcg') ?? getFormat('gcg')!)
  const opening = computed(() => format.value.opening)
  const description = computed(() => describeOpening(format.value))
  const lines = computed(() => (deck.value ? deckLines(deck.value.cards.main, pool.value?.lookup ?? null) : []))
  const deckSize = computed(() => lines.value.reduce((n, l) => n + l.count, 0))

  const blocker = computed<Blocker | null>(() => {
    if (deckState.value === 'missing' || deckState.value === 'deleted' || deckState.value === 'error')
      return { text: deckError.value ?? '', link: { to: { name: 'decks' }, label: 'Back to your decks' } }
    if (status.value === 'empty')
      return { text: 'There is no card list yet, so the deck’s cards cannot be named.', link: { to: { name: 'data' }, label: 'Load the card list' } }
    if (status.value === 'error') return { text: loadError.value ?? 'The card database could not be opened.' }
    if (deckState.value !== 'ready' || status.value !== 'ready') return null
    const steps = redrawSteps(opening.value)
    if (!steps.ok) return { text: `${format.value.name}: ${steps.message}.` }
    const size = deckSizeProblem(deckSize.value, opening.value.handSize, opening.value.shields, opening.value.ref)
    return size ? { text: size, link: { to: { name: 'deck', params: { id: deckId.value } }, label: 'Add cards in the editor' } } : null
  })
  const ready = computed(() => deckState.value === 'ready' && status.value === 'ready' && blocker.value === null)

  return { deckId, deck, deckState, pool, status, format, opening, description, lines, deckSize, blocker, ready }
}

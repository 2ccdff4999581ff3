import { storeToRefs } from 'pinia'
import { computed, toValue, type ComputedRef, type MaybeRefOrGetter, type Ref } from 'vue'
import type { CardPool } from '~/engine/cards/pool'
import { getFormat } from '~/engine/formats/registry'
import type { SimText } from '~/engine/messages/sim'
import { deckLines, deckSizeText, type DeckCardLine } from '~/engine/sim/form'
import { describeOpening, type OpeningDescription } from '~/engine/sim/opening'
import { redrawSteps } from '~/engine/sim/redraw'
import type { StoredDeck } from '~/schemas/deck'
import type { Format } from '~/schemas/format'
import { useCardsStore, type CardsStatus } from '~/stores/cards'
import type { DeckLoadState, DeckMessage } from '~/stores/decks'
import { useDeck } from './useDeck'

/**
 * Why nothing can be simulated yet, as a code and its values, worded by the page in the language shown
 * (locales/<lang>/simulate.ts, `blocked`): the deck loader's words, no card list, the card data's error
 * (its words, or none), a format's opening the simulator cannot follow, a deck too small for the opening.
 */
export type Blocker =
  | { code: 'deck'; message: DeckMessage }
  | { code: 'no-cards' }
  | { code: 'cards-error'; detail: string | null }
  | { code: 'opening'; format: string; text: SimText }
  | { code: 'deck-size'; deckId: string; text: SimText }

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
      return { code: 'deck', message: deckError.value ?? { code: 'error', detail: '' } }
    if (status.value === 'empty') return { code: 'no-cards' }
    if (status.value === 'error') return { code: 'cards-error', detail: loadError.value }
    if (deckState.value !== 'ready' || status.value !== 'ready') return null
    const steps = redrawSteps(opening.value)
    if (!steps.ok) return { code: 'opening', format: format.value.name, text: steps.text }
    const size = deckSizeText(deckSize.value, opening.value.handSize, opening.value.shields, opening.value.ref)
    return size ? { code: 'deck-size', deckId: deckId.value, text: size } : null
  })
  const ready = computed(() => deckState.value === 'ready' && status.value === 'ready' && blocker.value === null)

  return { deckId, deck, deckState, pool, status, format, opening, description, lines, deckSize, blocker, ready }
}

import type { SectionsOf } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { CardLookup } from '../cards/pool'
import { withStandardResources } from '../decklist/assume'
import type { DeckListCards, DeckListEntry } from '../decklist/parse'
import { readableInOtherNames, type OtherNames } from '../cards/names'
import { readDeckList, type DeckListSource, type UnreadableKind } from '../decklist/read'
import type { UnreadableReason } from '../messages/reading'
import type { Violation } from '../rules/types'
import { validateDeck, type Verdict } from '../validate'

/**
 * One registered list, read and checked as an organiser needs it: the CLI's folder runs and the
 * app's event desk share it. Pure: the caller reads the files and gives the text.
 */

/** The verdict, or `unreadable`: the input is no deck list (a Bandai TCG+ link, another tool's JSON, a file that cannot be read). */
export type ListStatus = Verdict | 'unreadable'

export interface ListCheck {
  status: ListStatus
  /** `status === 'legal'`. */
  legal: boolean
  /** The deck name the list gives (title, comment or `Name:` line, JSON field); never a link. */
  name?: string
  source: DeckListSource | 'file'
  /** Why nothing could be read, when `status` is `unreadable`. */
  unreadable?: { kind: UnreadableKind | 'file'; message: string }
  list: SectionsOf<DeckListEntry> & { ex: DeckListEntry[] }
  violations: Violation[]
  warnings: Violation[]
  /** The standard resource deck given to a list that had none (`assumeResources`), else null. */
  assumedResources: { number: string; count: number } | null
}

export interface CheckSettings {
  cards: DeckListCards & { lookup: CardLookup }
  format: Format
  banList: BanList | null
  /** Give a list with no resource deck the standard one (pasted lists almost never carry it); default true, as validateDeck. */
  assumeResources?: boolean
  /** The basic Resource to assume; R-001 unless the card data says otherwise. */
  standardResource?: string
  /** The cards' names in other languages (the organiser's names files): lists written with them read clean. */
  otherNames?: OtherNames
}

export const UNREADABLE_REF = 'deck list'

/**
 * A list that could not be read at all (a file gundeck may not open, a link, a foreign file): never an empty deck.
 * `reason`: what `message` says, as data, when the reader said it; the violation carries it as its code and params.
 */
export function unreadableCheck(
  message: string,
  kind: UnreadableKind | 'file' = 'file',
  source: ListCheck['source'] = 'file',
  line?: number,
  reason?: UnreadableReason,
): ListCheck {
  const violation: Violation = { rule: 'unreadable', ref: UNREADABLE_REF, severity: 'error', message, cards: [], lines: line === undefined ? [] : [line] }
  return {
    status: 'unreadable',
    legal: false,
    source,
    unreadable: { kind, message },
    list: { main: [], resource: [], sideboard: [], ex: [] },
    violations: [reason ? { ...violation, code: reason.code, params: reason.params } : violation],
    warnings: [],
    assumedResources: null,
  }
}

/** Read one list in any dialect and check it against the format and ban list. Never throws. */
export function checkList(text: string, settings: CheckSettings): ListCheck {
  const read = readDeckList(text, readableInOtherNames(settings.cards, settings.otherNames))
  if (read.unreadable) {
    const check = unreadableCheck(read.unreadable.message, read.unreadable.kind, read.source, read.diagnostics[0]?.line, read.unreadable.reason)
    return read.name ? { ...check, name: read.name } : check
  }
  const result = validateDeck(read, settings.cards.lookup, settings.format, settings.banList, {
    assumeResources: settings.assumeResources ?? true,
    ...(settings.standardResource ? { standardResource: settings.standardResource } : {}),
    ...(settings.otherNames ? { otherNames: settings.otherNames } : {}),
  })
  // The list as checked: with the resource deck validateDeck assumed, when it did.
  const list = result.assumedResources ? withStandardResources(read, result.assumedResources.number).list : read
  const check: ListCheck = {
    status: result.status,
    legal: result.legal,
    source: read.source,
    list: { main: list.main, resource: list.resource, sideboard: list.sideboard, ex: list.ex },
    violations: result.violations,
    warnings: result.warnings,
    assumedResources: result.assumedResources,
  }
  // Set only when the list names its deck (no spread of an optional part, once a list).
  if (read.name) check.name = read.name
  return check
}

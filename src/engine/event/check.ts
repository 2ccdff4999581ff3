import type { SectionsOf } from '~/schemas/deck'
import type { BanList, Format } from '~/schemas/format'
import type { CardLookup } from '../cards/pool'
import { STANDARD_RESOURCE, STANDARD_RESOURCE_COUNT, withStandardResources } from '../decklist/assume'
import type { DeckListCards, DeckListEntry } from '../decklist/parse'
import { readDeckList, type DeckListSource, type UnreadableKind } from '../decklist/read'
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
  /** Give a list with no resource deck the standard one (pasted lists almost never carry it). */
  assumeResources?: boolean
  /** The basic Resource to assume; R-001 unless the card data says otherwise. */
  standardResource?: string
}

export const UNREADABLE_REF = 'deck list'

/** A list that could not be read at all (a file gundeck may not open, a link, a foreign file): never an empty deck. */
export function unreadableCheck(message: string, kind: UnreadableKind | 'file' = 'file', source: ListCheck['source'] = 'file', line?: number): ListCheck {
  return {
    status: 'unreadable',
    legal: false,
    source,
    unreadable: { kind, message },
    list: { main: [], resource: [], sideboard: [], ex: [] },
    violations: [{ rule: 'unreadable', ref: UNREADABLE_REF, severity: 'error', message, cards: [], lines: line === undefined ? [] : [line] }],
    warnings: [],
    assumedResources: null,
  }
}

/** Read one list in any dialect and check it against the format and ban list. Never throws. */
export function checkList(text: string, settings: CheckSettings): ListCheck {
  const read = readDeckList(text, settings.cards)
  if (read.unreadable) {
    const check = unreadableCheck(read.unreadable.message, read.unreadable.kind, read.source, read.diagnostics[0]?.line)
    return read.name ? { ...check, name: read.name } : check
  }
  let list = read
  let assumed = false
  if (settings.assumeResources && settings.format.resource) ({ list, assumed } = withStandardResources(read, settings.standardResource ?? STANDARD_RESOURCE))
  const result = validateDeck(list, settings.cards.lookup, settings.format, settings.banList)
  return {
    status: result.status,
    legal: result.legal,
    ...(read.name ? { name: read.name } : {}),
    source: read.source,
    list: { main: list.main, resource: list.resource, sideboard: list.sideboard, ex: list.ex },
    violations: result.violations,
    warnings: result.warnings,
    assumedResources: assumed ? { number: list.resource[0]!.number, count: STANDARD_RESOURCE_COUNT } : null,
  }
}

/** What the CLI's JSON has said of an assumed resource deck since it could assume one: a warning. */
export function assumedResourcesWarning(check: ListCheck, format: Format): Violation | null {
  const a = check.assumedResources
  if (!a || !format.resource) return null
  return {
    rule: 'assumed-resources',
    ref: format.resource.sizeRef,
    severity: 'warning',
    message: `The list has no resource deck: the standard ${a.count} x ${a.number} Resource was assumed (--assume-resources); check the player's resource deck at the table`,
    cards: [a.number],
    lines: [],
  }
}

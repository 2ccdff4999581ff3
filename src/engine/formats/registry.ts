import type { BanList, Format } from '~/schemas/format'
import forgeBeta from '../../../data/banlists/forge-beta.json'
import gcgBanList20260925 from '../../../data/banlists/gcg-2026-09-25.json'
import forge from '../../../data/formats/forge.json'
import gcgOpen from '../../../data/formats/gcg-open.json'
import gcg from '../../../data/formats/gcg.json'
import gundamWarStarter from '../../../data/formats/gundam-war-starter.json'
import gundamWar from '../../../data/formats/gundam-war.json'

/**
 * Formats and ban lists are data files in `data/`; adding one is adding a file and a line here. Each
 * file is written exactly as its schema reads it: registry.test.ts parses every one and finds it
 * unchanged, so a mistyped file fails loudly in tests. The app then takes them as they are, without
 * making and running those schemas at start, where they delayed a phone's first deck line (bench/README.md).
 */
export const FORMAT_FILES = [gcg, gcgOpen, gundamWar, gundamWarStarter, forge] as unknown as readonly Format[]
export const BAN_LIST_FILES = [gcgBanList20260925, forgeBeta] as unknown as readonly BanList[]

export const BAN_LISTS: ReadonlyMap<string, BanList> = new Map(BAN_LIST_FILES.map((b) => [b.id, b]))

export const FORMATS: ReadonlyMap<string, Format> = new Map(
  FORMAT_FILES.map((f) => {
    if (f.banList !== null && !BAN_LISTS.has(f.banList)) throw new Error(`format ${f.id}: unknown ban list ${f.banList}`)
    if (f.banList !== null && BAN_LISTS.get(f.banList)!.game !== f.game) throw new Error(`format ${f.id}: ban list ${f.banList} is for another game`)
    return [f.id, f]
  }),
)

export function getFormat(id: string): Format | undefined {
  return FORMATS.get(id)
}

/**
 * The ban list of a format's game in force on a day (ISO date): the latest one dated on or before
 * it, from `lists` (our data by default). Null when none was in force yet.
 */
export function banListInForce(game: Format['game'], day: string, lists: Iterable<BanList> = BAN_LISTS.values()): BanList | null {
  let best: BanList | null = null
  for (const b of lists) if (b.game === game && b.date <= day && (!best || b.date > best.date)) best = b
  return best
}

export function banListFor(format: Format): BanList | null {
  return format.banList === null ? null : (BAN_LISTS.get(format.banList) ?? null)
}

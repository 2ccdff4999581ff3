import { readCsvRows, safeCell, unsafeCell, writeCsv } from '~/engine/csv'
import { GAMES, type BattlePoint, type Card, type CopyLimit, type Game } from '~/schemas/card'
import { parseLink, printingNumber, readColor, readGameCardType } from '~/engine/cards/fields'
import { normalizeNumber } from '~/engine/cards/pool'
import { keywordsFromText } from './keywords'
import type { CardsText } from '~/engine/messages/cards'
import { collectRecords, emptyResult, importIssue, type ImportIssue, type ImportResult, type MapOutcome } from './result'

/**
 * Our card CSV: a header row; `number,name,type` required; everything else optional. One row per
 * printing (the `printing` column, blank for the base print); card fields come from the base row.
 * Type and color are case-insensitive; list cells (`traits`, `zones`, `keywords`) are `;`-separated.
 * `game` (blank: gcg) decides which types are allowed: `gundam-war` takes UNIT, CHARACTER,
 * OPERATION, COMMAND, GENERATION and the Gundam War columns (UNIT Type goes in `zones`: Earth;Space);
 * `forge` takes Unit, Pilot, Command, Base, Basic Resource.
 */
export const CSV_REQUIRED = ['number', 'name', 'type'] as const
export const CSV_COLUMNS = [
  'number',
  'name',
  'type',
  'game',
  'color',
  'level',
  'cost',
  'ap',
  'hp',
  'traits',
  'link',
  'rarity',
  'set',
  'text',
  'printing',
  'copy_limit',
  'copy_limit_scope',
  'zones',
  'keywords',
  'block_icon',
  'image_url',
  'printed_number',
  'corps_generator',
  'total_generator',
  'strike',
  'shooting',
  'defense',
  'generation',
] as const
/** Columns only Gundam War cards may fill. */
const GUNDAM_WAR_COLUMNS = ['printed_number', 'corps_generator', 'total_generator', 'strike', 'shooting', 'defense', 'generation'] as const
type Column = (typeof CSV_COLUMNS)[number]
type Row = Partial<Record<Column, string>>

export { safeCell }

function list(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
}

function mapRow(row: Row, index: number, line: number, hasKeywords: boolean): MapOutcome {
  const issues: ImportIssue[] = []
  const fail = (field: string, text: CardsText) => issues.push(importIssue(index, line, field, text))
  const cell = (c: Column) => unsafeCell((row[c] ?? '').trim())

  const number = normalizeNumber(cell('number'))
  const name = cell('name')
  if (!number) fail('number', { code: 'csv.number-empty', params: {} })
  if (!name) fail('name', { code: 'csv.name-empty', params: {} })
  const gameCell = cell('game').toLowerCase()
  const game = (gameCell || 'gcg') as Game
  const knownGame = (GAMES as readonly string[]).includes(game)
  if (!knownGame) fail('game', { code: 'csv.unknown-game', params: { written: gameCell, games: [...GAMES] } })
  const read = readGameCardType(knownGame ? game : 'gcg', cell('type'))
  const type = 'type' in read ? read.type : undefined
  if ('error' in read && knownGame) fail('type', read)

  const war = game === 'gundam-war' ? readGundamWarCells(cell, fail) : null
  if (game !== 'gundam-war') {
    for (const c of GUNDAM_WAR_COLUMNS) if (cell(c)) fail(c, { code: 'csv.gundam-war-only', params: { column: c } })
  }

  const color = readColor(cell('color'))
  if (color === undefined) fail('color', { code: 'record.color-unreadable', params: { written: cell('color') } })

  const stats = {} as Record<'level' | 'cost' | 'ap' | 'hp', number | null>
  for (const key of ['level', 'cost', 'ap', 'hp'] as const) {
    const v = cell(key)
    // Not z.coerce: "" must mean "none", not 0.
    if (v === '' || v === '-') stats[key] = null
    else if (/^\d{1,2}$/.test(v)) stats[key] = Number(v)
    else fail(key, { code: 'csv.stat-invalid', params: { written: v } })
  }

  let copyLimit: CopyLimit | null = null
  const limit = cell('copy_limit').toLowerCase()
  if (limit === 'unlimited') copyLimit = 'unlimited'
  else if (/^\d{1,3}$/.test(limit)) copyLimit = Number(limit)
  else if (limit !== '') fail('copy_limit', { code: 'csv.copy-limit-invalid', params: { written: limit } })

  const scopeCell = cell('copy_limit_scope').toLowerCase()
  if (scopeCell !== '' && scopeCell !== 'card' && scopeCell !== 'name') {
    fail('copy_limit_scope', { code: 'csv.copy-limit-scope-invalid', params: { written: scopeCell } })
  }

  const printing = cell('printing') ? normalizeNumber(cell('printing')) : number
  if (printing && number && printingNumber(printing) !== number) {
    fail('printing', { code: 'csv.foreign-printing', params: { printing, number } })
  }
  if (issues.length > 0 || !type || color === undefined) return { issues }

  const text = cell('text')
  const link = cell('link')
  const rarity = cell('rarity') || null
  const set = cell('set') || null
  const imageUrl = cell('image_url') || null
  const card: Card = {
    game,
    number,
    name,
    type,
    color,
    ...stats,
    traits: list(cell('traits')),
    link: link ? { raw: link, refs: parseLink(link) } : null,
    zones: list(cell('zones')),
    rarity,
    set,
    text,
    keywords: hasKeywords
      ? list(cell('keywords')).map((k) => {
          const m = /^(.*?)(?:\s+(\d+))?$/.exec(k)
          return { keyword: m?.[1] ?? k, value: m?.[2] === undefined ? null : Number(m[2]) }
        })
      : keywordsFromText(text),
    blockIcon: cell('block_icon') || null,
    imageUrl,
    printings: [{ id: printing, rarity, set, imageUrl }],
    errata: [],
    copyLimit,
    copyLimitScope: scopeCell === '' ? null : (scopeCell as 'card' | 'name'),
    ...(war ?? {}),
  }
  if (war && type !== 'generation') card.generationKind = null
  return { card }
}

type GundamWarFields = Required<Pick<Card, 'printedNumber' | 'corpsGenerator' | 'totalGenerator' | 'battlePoints' | 'generationKind'>>

/** The Gundam War columns: blank is none; battle points all three or none, each a number or `*`. */
function readGundamWarCells(cell: (c: Column) => string, fail: (field: string, text: CardsText) => void): GundamWarFields {
  const stat = (c: Column): number | null => {
    const v = cell(c)
    if (v === '' || v === '-') return null
    if (/^\d{1,2}$/.test(v)) return Number(v)
    fail(c, { code: 'csv.stat-invalid', params: { written: v } })
    return null
  }
  const point = (c: Column): BattlePoint | null => (cell(c) === '*' ? '*' : stat(c))
  const points = (['strike', 'shooting', 'defense'] as const).map(point)
  const given = points.filter((p) => p !== null).length
  if (given > 0 && given < 3) fail('strike', { code: 'csv.battle-points-partial', params: {} })
  const generation = cell('generation').toLowerCase()
  if (generation !== '' && generation !== 'basic' && generation !== 'special') {
    fail('generation', { code: 'csv.generation-invalid', params: { written: generation } })
  }
  const [strike, shooting, defense] = points
  return {
    printedNumber: cell('printed_number') ? normalizeNumber(cell('printed_number')) : null,
    corpsGenerator: stat('corps_generator'),
    totalGenerator: stat('total_generator'),
    battlePoints: given === 3 ? { strike: strike!, shooting: shooting!, defense: defense! } : null,
    generationKind: generation === 'basic' || generation === 'special' ? generation : null,
  }
}

export function importCardsCsv(input: string): ImportResult {
  const parsed = readCsvRows(input)
  const rows = parsed.rows.map((r) => r.cells)
  const lines = parsed.rows.map((r) => r.line)
  const parseErrors: ImportIssue[] = parsed.errors.map((e) => importIssue(null, e.line, null, { code: 'csv.unreadable', params: { error: e.message } }))
  const header = rows[0]
  if (!header) return emptyResult('csv', { code: 'csv.empty', params: {} })
  const columns = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/^\uFEFF/, ''),
  )
  const missing = CSV_REQUIRED.filter((c) => !columns.includes(c))
  if (missing.length > 0) {
    return emptyResult('csv', { code: 'csv.missing-columns', params: { missing } }, missing[0])
  }
  const records: Row[] = rows.slice(1).map((cells) => {
    const row: Row = {}
    columns.forEach((c, i) => {
      if ((CSV_COLUMNS as readonly string[]).includes(c)) row[c as Column] = cells[i] ?? ''
    })
    return row
  })
  const hasKeywords = columns.includes('keywords')
  const dataLines = lines.slice(1)
  const result = collectRecords(
    'csv',
    records,
    (raw, i) => mapRow(raw as Row, i, dataLines[i] ?? 0, hasKeywords),
    (i) => dataLines[i] ?? null,
  )
  return { ...result, errors: [...parseErrors, ...result.errors] }
}

/** One row per printing; re-importing gives the same cards (errata history aside). */
export function exportCardsCsv(cards: readonly Card[]): string {
  const rows: string[][] = []
  for (const card of cards) {
    for (const p of card.printings) {
      const value: Record<Column, string> = {
        number: card.number,
        name: card.name,
        type: card.type,
        game: card.game,
        color: card.color ?? '',
        level: card.level?.toString() ?? '',
        cost: card.cost?.toString() ?? '',
        ap: card.ap?.toString() ?? '',
        hp: card.hp?.toString() ?? '',
        traits: card.traits.join(';'),
        link: card.link?.raw ?? '',
        rarity: p.rarity ?? '',
        set: p.set ?? '',
        text: card.text,
        printing: p.id === card.number ? '' : p.id,
        copy_limit: card.copyLimit?.toString() ?? '',
        copy_limit_scope: card.copyLimitScope ?? '',
        zones: card.zones.join(';'),
        keywords: card.keywords.map((k) => (k.value === null ? k.keyword : `${k.keyword} ${k.value}`)).join(';'),
        block_icon: card.blockIcon ?? '',
        image_url: p.imageUrl ?? '',
        printed_number: card.printedNumber ?? '',
        corps_generator: card.corpsGenerator?.toString() ?? '',
        total_generator: card.totalGenerator?.toString() ?? '',
        strike: card.battlePoints?.strike.toString() ?? '',
        shooting: card.battlePoints?.shooting.toString() ?? '',
        defense: card.battlePoints?.defense.toString() ?? '',
        generation: card.generationKind ?? '',
      }
      rows.push(CSV_COLUMNS.map((c) => value[c]))
    }
  }
  return writeCsv(CSV_COLUMNS, rows)
}

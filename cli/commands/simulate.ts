import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import type { CardPool } from '~/engine/cards/pool'
import { readDeckList } from '~/engine/decklist/read'
import { describeOpening, policyRows, policySentence, simulate, type PolicyEntry } from '~/engine/sim'
import { catalogue, type Language } from '~/engine/messages'
import type { Format } from '~/schemas/format'
import { MAX_TRIALS } from '~/schemas/sim-messages'
import { MAX_SIM_GROUPS, type Player, type RedrawPolicy, type SimGroup, type SimSpec } from '~/schemas/sim'
import { DEFAULT_TRIALS, usageText } from '../usage'
import { joinDashValues, loadCards, requireFormat, requireLanguage, MAX_DECK_BYTES, readText, say, shown, UsageError, type CliIo } from '../io'

/** The CLI's JSON contract, key order included. */
export interface SimulateReport {
  exact: number | null
  monteCarlo: { p: number; trials: number; stdError: number } | null
  seed: number | null
  /** Only with --redraw optimal: the decision for every hand met at a redraw. */
  policy?: PolicyJson[]
}

/** One hand of the best-decision policy: cards per group (`group1`, ...) and in none (`other`). */
export interface PolicyJson {
  hand: Record<string, number>
  keep: number
  redraw: number
  choice: 'keep' | 'redraw'
  /** 1 for the first redraw: only where the format offers more than one voluntary redraw. */
  step?: number
}

export function policyJson(entries: readonly PolicyEntry[], severalSteps: boolean): PolicyJson[] {
  return entries.map((e) => {
    const hand: Record<string, number> = {}
    e.groups.forEach((n, g) => (hand[`group${g + 1}`] = n))
    hand.other = e.other
    const out: PolicyJson = { hand, keep: e.keep, redraw: e.redraw, choice: e.choice }
    if (severalSteps) out.step = e.step + 1
    return out
  })
}

function integer(raw: string, option: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError({ code: 'whole-number', params: { option, min, max, given: shown(raw) } })
  }
  return Number(raw)
}

/** `GD01-001,GD01-002:2` -> at least 2 of those numbers; every number must be in the card data. */
export function parseHit(raw: string, pool: CardPool): SimGroup {
  const m = /^([^:]+?)(?::(\d+))?$/.exec(raw.trim())
  if (!m) throw new UsageError({ code: 'hit.bad', params: { hit: shown(raw) } })
  const atLeast = m[2] === undefined ? 1 : integer(m[2], `--hit "${raw}": N`, 1, 60)
  const cards: string[] = []
  for (const part of m[1]!.split(',')) {
    const id = part.trim()
    if (!id) throw new UsageError({ code: 'hit.empty-number', params: { hit: shown(raw) } })
    const card = pool.get(id)
    if (!card) throw new UsageError({ code: 'hit.unknown-card', params: { hit: shown(raw), number: shown(id) } })
    if (!cards.includes(card.number)) cards.push(card.number)
  }
  return { cards, atLeast }
}

export function simulateCommand(argv: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args: joinDashValues(argv, ['--by-turn', '--trials', '--seed']),
    allowPositionals: true,
    strict: true,
    options: {
      cards: { type: 'string' },
      format: { type: 'string', default: 'gcg' },
      hit: { type: 'string', multiple: true },
      'by-turn': { type: 'string', default: '0' },
      player: { type: 'string', default: 'first' },
      redraw: { type: 'string', default: 'if-miss' },
      trials: { type: 'string', default: String(DEFAULT_TRIALS) },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
      lang: { type: 'string', default: 'en' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    io.out(usageText('simulate', io.language))
    return 0
  }
  if (positionals.length !== 1) throw new UsageError({ code: 'lists.one', params: { given: positionals.length, usage: usageText('simulate', io.language) } })
  if (!values.cards) throw new UsageError({ code: 'cards.required', params: { command: 'simulate', usage: usageText('simulate', io.language) } })
  const hits = values.hit ?? []
  if (hits.length === 0) throw new UsageError({ code: 'hit.required', params: { usage: usageText('simulate', io.language) } })
  if (hits.length > MAX_SIM_GROUPS) throw new UsageError({ code: 'hit.too-many', params: { max: MAX_SIM_GROUPS } })
  const format = requireFormat(values.format)
  const byTurn = integer(values['by-turn'], '--by-turn', 0, 60)
  const player = values.player
  if (player !== 'first' && player !== 'second') throw new UsageError({ code: 'player.bad', params: { given: shown(String(player)) } })
  const redrawKind = values.redraw
  if (redrawKind !== 'never' && redrawKind !== 'if-miss' && redrawKind !== 'optimal')
    throw new UsageError({ code: 'redraw.bad', params: { given: shown(String(redrawKind)) } })
  const trials = integer(values.trials, '--trials', 0, MAX_TRIALS)
  const seed = values.seed === undefined ? Math.floor(Math.random() * 0x100000000) : integer(values.seed, '--seed', 0, 0xffffffff)
  const language = requireLanguage(values.lang)

  const file = positionals[0]!
  const text = readText(file, MAX_DECK_BYTES, 'deck list')
  const pool = loadCards(values.cards, io)
  const list = readDeckList(text, pool)
  const unreadable = list.diagnostics.filter((d) => d.severity === 'error')
  if (unreadable.length > 0)
    throw new UsageError({
      code: 'deck.unreadable',
      params: {
        file: shown(file),
        detail: shown(unreadable.map((d) => (language === 'en' ? d.message : catalogue(language).reading(d, d.line))).join(language === 'en' ? '; ' : '。')),
      },
    })
  if (list.main.length === 0) throw new UsageError({ code: 'deck.no-main', params: { file: shown(file) } })
  const groups = hits.map((h) => parseHit(h, pool))
  const redraw: RedrawPolicy = { kind: redrawKind }
  // A deck line may name a card by its printed number (Gundam War `U-1`); --hit cards are by number.
  const deck = list.main.map((e) => ({ number: pool.get(e.number)?.number ?? e.number, count: e.count }))
  const spec: SimSpec = { deck, groups, redraw, byTurn, player: player as Player }

  const deckSize = spec.deck.reduce((n, e) => n + e.count, 0)
  if (deckSize < format.main.min || deckSize > format.main.max) {
    say(io, { code: 'warning.deck-size', params: { cards: deckSize, format: format.id, min: format.main.min, max: format.main.max, ref: format.main.sizeRef } })
  }
  // The card data also tells Gundam War redraw a) which cards are Basic GENERATION cards.
  const result = simulate(spec, format.opening, { trials, seed, lookup: pool.lookup })
  const words = catalogue(language)
  if (!result.ok) throw new UsageError({ code: 'simulate.failed', params: { file: shown(file), problems: result.texts.map((t) => words.sim(t)) } })
  for (const w of result.sim.warningTexts) say(io, { code: 'warning', params: { text: words.sim(w) } })

  const report: SimulateReport = {
    exact: result.exact,
    monteCarlo: result.monteCarlo && { p: result.monteCarlo.p, trials: result.monteCarlo.trials, stdError: result.monteCarlo.stdError },
    seed: result.seed,
  }
  if (result.policy) {
    const voluntary = new Set(result.policy.entries.map((e) => e.step))
    report.policy = policyJson(result.policy.entries, voluntary.size > 1)
  }
  if (values.json) io.out(JSON.stringify(report, null, 2))
  else io.out(textReport(report, { file, format, spec, deckSize, groups: result.sim.groups, draws: result.sim.draws }, language))
  return 0
}

/** What a player reads, in `language`: the question as understood, then both answers. */
export function textReport(
  r: SimulateReport,
  q: { file: string; format: Format; spec: SimSpec; deckSize: number; groups: { cards: string[]; copies: number; atLeast: number }[]; draws: number },
  language: Language = 'en',
): string {
  const { spec, format } = q
  const words = catalogue(language).simReport
  const opening = describeOpening(format, language)
  const voluntary = format.opening.redraws.filter((x) => x.kind !== 'no-basic-generation-redraw')
  const redraw = { hands: voluntary.flatMap((x) => (x.kind === 'shuffle-redraw' ? [x.handSizes] : [])), ref: opening.redrawRef }
  const always = format.opening.redraws.flatMap((x) => (x.kind === 'no-basic-generation-redraw' ? [words['redraw.always']({ ref: x.ref })] : []))
  const out = [
    words.format({ name: format.name, id: format.id, ref: format.opening.ref }),
    words.deck({ file: basename(q.file), cards: q.deckSize }),
    words.opening({}),
    ...opening.parts.map((p) => words['opening.part']({ text: p.text, ref: p.ref })),
    words.condition({}),
    ...q.groups.map((g) => words['condition.group']({ atLeast: g.atLeast, cards: g.cards, copies: g.copies })),
    spec.byTurn === 0 ? words['seen.opening']({}) : words['seen.by-turn']({ draws: q.draws, player: spec.player, turn: spec.byTurn, ref: opening.drawRef }),
    ...always,
    spec.redraw.kind === 'never'
      ? words['redraw.never']({})
      : spec.redraw.kind === 'optimal'
        ? words['redraw.optimal'](redraw)
        : words['redraw.if-miss'](redraw),
    ...(r.policy ? policyLines(r.policy, language) : []),
    '',
    words.exact({ p: r.exact }),
  ]
  // Monte Carlo always has a seed (--trials 0 runs neither).
  if (r.monteCarlo && r.seed !== null) {
    const mc = r.monteCarlo
    out.push(words['monte-carlo']({ p: mc.p, stdError: mc.stdError, trials: mc.trials, seed: r.seed }))
  } else out.push(words['monte-carlo.not-run']({}))
  return out.join('\n')
}

/** The best-decision policy in words and as a table of the first redraw, by cards per group. */
function policyLines(policy: readonly PolicyJson[], language: Language): string[] {
  const words = catalogue(language).simReport
  const first = policy.filter((e) => (e.step ?? 1) === 1)
  const entries: PolicyEntry[] = first.map((e) => {
    const groups = Object.keys(e.hand)
      .filter((k) => k !== 'other')
      .map((k) => e.hand[k]!)
    return { step: 0, hand: [], groups, other: e.hand.other!, keep: e.keep, redraw: e.redraw, choice: e.choice }
  })
  const rows = policyRows(entries, 0)
  return [
    words['policy.sentence']({ sentence: policySentence(rows, language) }),
    words['policy.header']({}),
    ...rows.map((row) => words['policy.row']({ groups: row.groups, keep: row.keep, redraw: row.redraw, choice: row.choice })),
  ]
}

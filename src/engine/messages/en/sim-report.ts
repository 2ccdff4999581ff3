import { formatCount, formatPercent } from '../../text/format'
import type { SimReportCatalogue } from '../sim-report'

/**
 * `gundeck simulate`'s text report in English, word for word as it has always printed (scripts and
 * tests read it): chances to 4 decimals, the policy's to 2.
 */

const percent = (p: number, digits = 4) => formatPercent(p, digits)
const range = (iv: [number, number]) => (iv[0] === iv[1] ? percent(iv[0], 2) : `${percent(iv[0], 2)}-${percent(iv[1], 2)}`)
const drawing = (hands: number[][]) => hands.map((h) => `, drawing ${h.join(', then ')}`).join('')

export const SIM_REPORT: SimReportCatalogue = {
  format: (p) => `Format: ${p.name} [${p.id}]; opening ${p.ref}`,
  deck: (p) => `Deck: ${p.file}, ${p.cards} main-deck cards`,
  opening: () => 'Opening:',
  'opening.part': (p) => `  ${p.text} (${p.ref})`,
  condition: () => 'Condition (all must hold):',
  'condition.group': (p) => `  at least ${p.atLeast} of ${p.cards.join(', ')} (${p.copies} in the deck)`,
  'seen.opening': () => 'Seen: the opening hand only',
  'seen.by-turn': (p) => `Seen: the final hand plus ${p.draws} draw(s), by the end of the ${p.player} player's turn ${p.turn} draw phase (${p.ref})`,
  'redraw.always': (p) => `Redraw a): a hand with no Basic GENERATION card is shown and redrawn, always (${p.ref})`,
  'redraw.never': () => 'Redraw: never',
  'redraw.optimal': (p) =>
    `Redraw: the best decision, by the exact chances of keeping and of redrawing each hand${drawing(p.hands)} (${p.ref ?? 'none in this format'})`,
  'redraw.if-miss': (p) => `Redraw: when the opening hand misses the condition${drawing(p.hands)} (${p.ref ?? 'none in this format'})`,
  'policy.sentence': (p) => `Best decision: ${p.sentence}.`,
  'policy.header': () => '  hand (cards per group)   keep        redraw      choice',
  'policy.row': (p) =>
    `  ${p.groups
      .map((c, g) => `g${g + 1}:${c}`)
      .join(' ')
      .padEnd(23)}  ${range(p.keep).padEnd(10)}  ${range(p.redraw).padEnd(10)}  ${p.choice}`,
  exact: (p) => `Exact:        ${p.p === null ? 'not computed (the groups overlap in too many ways)' : percent(p.p)}`,
  'monte-carlo': (p) => `Monte Carlo:  ${percent(p.p)} ± ${percent(p.stdError)} (1 standard error; ${formatCount(p.trials)} trials, seed ${p.seed})`,
  'monte-carlo.not-run': () => 'Monte Carlo:  not run (--trials 0)',
}

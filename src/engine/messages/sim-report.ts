import type { Player } from '~/schemas/sim'

/**
 * The words of `gundeck simulate`'s text report (the question as understood, then both answers), as
 * data: a catalogue per language renders them (messages/en/sim-report.ts). Format names, rule refs and
 * the opening's parts (already in the language: sim/opening.ts) are passed as written.
 */
export interface SimReportParams {
  /** The format, and the rule its opening follows. */
  format: { name: string; id: string; ref: string }
  /** The deck's file name and its main-deck cards. */
  deck: { file: string; cards: number }
  /** The heading of the opening's parts. */
  opening: Record<string, never>
  /** One part of the opening, in the report's language already, with its rule. */
  'opening.part': { text: string; ref: string }
  /** The heading of the condition's groups. */
  condition: Record<string, never>
  'condition.group': { atLeast: number; cards: string[]; copies: number }
  'seen.opening': Record<string, never>
  /** The final hand and the cards drawn by the end of `player`'s turn `turn` draw phase. */
  'seen.by-turn': { draws: number; player: Player; turn: number; ref: string }
  /** Gundam War redraw a), taken whenever it applies. */
  'redraw.always': { ref: string }
  'redraw.never': Record<string, never>
  /** `hands`: each shuffle redraw's hand sizes in turn; `ref` null when the format has no voluntary redraw. */
  'redraw.optimal': { hands: number[][]; ref: string | null }
  'redraw.if-miss': { hands: number[][]; ref: string | null }
  /** The best decision in one sentence (sim/optimal.ts's policySentence, in the language). */
  'policy.sentence': { sentence: string }
  'policy.header': Record<string, never>
  /** One row of the policy's table: cards per group, the lowest and highest chance kept and redrawn. */
  'policy.row': { groups: number[]; keep: [number, number]; redraw: [number, number]; choice: 'keep' | 'redraw' | 'depends' }
  /** The exact chance, or null when the groups overlap in too many ways. */
  exact: { p: number | null }
  'monte-carlo': { p: number; stdError: number; trials: number; seed: number }
  'monte-carlo.not-run': Record<string, never>
}

export type SimReportCode = keyof SimReportParams

/** A language's words for the report: one function per code, so a code without one does not compile. */
export type SimReportCatalogue = { [C in SimReportCode]: (p: SimReportParams[C]) => string }

import type { Severity } from '../rules/types'

/**
 * The words around the problems in `gundeck validate`'s text report (an organiser's screen), as data: a
 * catalogue per language renders them (messages/en/report.ts). Names, sources and notes from the format's
 * and the ban list's data are passed as written there.
 */

/** What a list came to: a deck rule's verdict, or no list read at all. */
type Status = 'legal' | 'not-legal' | 'unchecked' | 'unreadable'

export interface ReportParams {
  /** The format checked against. */
  format: { name: string; id: string }
  /** The ban list, or none (`name` null). */
  'ban-list': { name: string; date: string; source: string } | { name: null }
  'ban-list.note': { note: string }
  /** The card data read. */
  'card-pool': { cards: number; printings: number }
  /** A list's verdict, padded to one column's width so the names line up. */
  verdict: { status: Status }
  /** A list's cards per section (`ex` null when it has none). */
  'list.sections': { main: number; resource: number; assumed: boolean; sideboard: number; ex: number | null }
  'list.unreadable': Record<string, never>
  'list.unchecked': Record<string, never>
  /** A problem's severity, padded to one width. */
  severity: { severity: Severity }
  /** The lines a problem is about, after its rule (empty when its message names them already). */
  'problem.lines': { lines: number[]; message: string }
  /** The count of each verdict, once, after every list. */
  summary: { lists: number; legal: number; notLegal: number; unchecked: number; unreadable: number }
  /** 5-1-1: lists given the standard resource deck. */
  'summary.assumed': { copies: number; number: string; lists: number }
}

export type ReportCode = keyof ReportParams

/** A language's words for the report: one function per code, so a code without one does not compile. */
export type ReportCatalogue = { [C in ReportCode]: (p: ReportParams[C]) => string }

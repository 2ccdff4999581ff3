/**
 * The crash journeys' rule, kept apart from the browser so it can be tested on its own: after a kill and
 * a restart, what is stored must be what the page last showed as saved, or a state the page showed after
 * that. Nothing the page showed as "Saved" may be missing, and no older state may replace a newer one.
 */

/** The parts of what a page shows that are compared, each as text (see SHOWN_SCRIPT in crash.ts). */
export type Field = 'cards' | 'name' | 'notes' | 'tags' | 'game'
export const FIELDS: readonly Field[] = ['cards', 'name', 'notes', 'tags', 'game']

/** One moment of one page, as far as the rule needs it. A field is null when the page did not show it. */
export interface Seen {
  doc: string
  t: number
  deck: string | null
  saved: boolean
  /** The stored revision the page's "Saved" is about, where the page says (the editor); null elsewhere. */
  revision?: number | null
  cards: string | null
  name: string | null
  notes: string | null
  tags: string | null
  game: string | null
  draftName: string | null
  draftNotes: string | null
  draftTags: string | null
}

/** A state the page showed outside the deck's own lines: a version picked in History, about to become the deck. */
export interface Intent {
  t: number
  deck: string
  values: Partial<Record<Field, string>>
}

/**
 * same: what was last shown as saved; newer: a state shown after it (an edit not yet saved was kept);
 * older: a state shown before it came back (a saved edit lost); lost: something never shown;
 * unclaimed: the page never showed this as saved, so anything shown counts.
 */
export type Verdict = 'same' | 'newer' | 'older' | 'lost' | 'unclaimed'
const RANK: Record<Verdict, number> = { unclaimed: 0, same: 1, newer: 2, older: 3, lost: 4 }

const DRAFT: Partial<Record<Field, 'draftName' | 'draftNotes' | 'draftTags'>> = { name: 'draftName', notes: 'draftNotes', tags: 'draftTags' }

/** Every value a moment showed for a field: the committed one and the one still being typed. */
function shownValues(s: Seen, field: Field): string[] {
  const draft = DRAFT[field]
  return [s[field], draft ? s[draft] : null].filter((v): v is string => v !== null)
}

export function judgeField(
  seen: readonly Seen[],
  intents: readonly Intent[],
  deck: string,
  field: Field,
  actual: string,
): { verdict: Verdict; claimed: string | null } {
  const mine = seen.filter((s) => s.deck === deck).sort((a, b) => a.t - b.t)
  const wanted = intents.filter((i) => i.deck === deck && i.values[field] !== undefined)
  // The newest claim of any page: with two tabs, a save in one tab is shown as saved in the other once it
  // follows. Revisions only go up, so where pages say which revision they show, the highest is the newest: a
  // tab still showing an older revision as saved, a moment before it follows the other tab's save, claims
  // nothing newer. Within one revision (or where a page does not say), the later moment.
  const newer = (a: Seen, b: Seen) => (a.revision != null && b.revision != null && a.revision !== b.revision ? a.revision > b.revision : a.t >= b.t)
  const latest = mine.filter((s) => s.saved && s[field] !== null).reduce<Seen | undefined>((best, s) => (!best || newer(s, best) ? s : best), undefined)
  if (!latest) return { verdict: 'unclaimed', claimed: null }
  const claimed = latest[field]
  if (actual === claimed) return { verdict: 'same', claimed }
  // A tab still showing an older revision as saved shows an old state, whenever it shows it. (An edit made
  // there on that old base is new work, not old: it is judged by its moment.)
  const stale = (s: Seen) => s.saved && s.revision != null && latest.revision != null && s.revision < latest.revision
  const shown = (after: boolean) =>
    mine.some((s) => (after ? s.t >= latest.t && !stale(s) : s.t < latest.t || stale(s)) && shownValues(s, field).includes(actual)) ||
    wanted.some((i) => (after ? i.t >= latest.t : i.t < latest.t) && i.values[field] === actual)
  // The claim's own moment counts: text still being typed beside "Saved" is shown, not claimed.
  if (shown(true)) return { verdict: 'newer', claimed }
  return { verdict: shown(false) ? 'older' : 'lost', claimed }
}

/** The worst verdict over every field the stored state has, with a line for each field that is not kept. */
export function judge(
  seen: readonly Seen[],
  intents: readonly Intent[],
  deck: string,
  actual: Partial<Record<Field, string | null>>,
): { verdict: Verdict; problems: string[] } {
  let verdict: Verdict = 'unclaimed'
  const problems: string[] = []
  for (const field of FIELDS) {
    const value = actual[field]
    if (value === undefined || value === null) continue
    const r = judgeField(seen, intents, deck, field, value)
    if (RANK[r.verdict] > RANK[verdict]) verdict = r.verdict
    if (r.verdict === 'older' || r.verdict === 'lost') problems.push(`${field}: ${r.verdict}, shown as saved "${r.claimed}", now "${value}"`)
  }
  return { verdict, problems }
}

import type { Card } from '~/schemas/card'
import type { ParsedQuery, QueryNode, Span } from './ast'
import { parseQuery } from './parse'
import { closest } from './spelling'
import { fold, foldKeyword, foldRarity } from './values'

/** The words a search can be checked against: from the card pool, each with how many cards use it. */
export interface QueryVocabulary {
  /** Words of card names (folded, 3 letters or more) → how many cards' names hold it. */
  nameWords: ReadonlyMap<string, number>
  /** Keywords as `kw:` compares them → as a player writes them (`firststrike` → `first strike`). */
  keywords: ReadonlyMap<string, string>
  /** Rarities as `r:` compares them (`lr+`). */
  rarities: ReadonlySet<string>
}

const WORD = /[\p{L}\p{N}]+/gu

/** The pool's words, once per pool: distinct name words, keywords and rarities. */
export function queryVocabulary(cards: readonly Card[]): QueryVocabulary {
  const steps = queryVocabularySteps(cards)
  for (;;) {
    const s = steps.next()
    if (s.done) return s.value
  }
}

/**
 * queryVocabulary a few hundred cards at a time, for a page to gather a big pool's words in short
 * tasks before any search needs them (gathered at once, a big pool's are a long task: bench/README.md).
 */
export function* queryVocabularySteps(cards: readonly Card[], perStep = 500): Generator<void, QueryVocabulary, void> {
  // Names, keywords and rarities repeat across cards and printings: fold each distinct one once.
  const names = new Map<string, { folded: string; count: number }>()
  const rawKeywords = new Set<string>()
  const rawRarities = new Set<string>()
  for (let from = 0; from < cards.length; from += perStep) {
    for (const card of cards.slice(from, from + perStep)) {
      const seen = names.get(card.name)
      if (seen) seen.count++
      else names.set(card.name, { folded: card.folded?.name ?? fold(card.name), count: 1 })
      for (const k of card.keywords) rawKeywords.add(k.keyword)
      if (card.rarity) rawRarities.add(card.rarity)
      for (const p of card.printings) if (p.rarity) rawRarities.add(p.rarity)
    }
    yield
  }
  const nameWords = new Map<string, number>()
  let done = 0
  for (const { folded, count } of names.values()) {
    for (const w of new Set(folded.match(WORD) ?? [])) if (w.length >= 3) nameWords.set(w, (nameWords.get(w) ?? 0) + count)
    if (++done % perStep === 0) yield
  }
  const keywords = new Map([...rawKeywords].map((k) => [foldKeyword(k), fold(k)]))
  return { nameWords, keywords, rarities: new Set([...rawRarities].map(foldRarity)) }
}

interface Fix extends Span {
  text: string
}

/**
 * "Did you mean": the query with its likely typos corrected, or null when there is nothing to correct.
 * Unknown values the language knows (`c:purpel`, `t:unti`, `is:paralel`, `colr:`) are corrected from
 * the parser's own suggestions. When the query finds no card at all, words no card name holds
 * (`gundma`), keywords (`kw:blockr`) and rarities no printing has are corrected from the pool.
 */
export function didYouMean(text: string, options: { results: number; vocabulary?: () => QueryVocabulary; parsed?: ParsedQuery }): string | null {
  const parsed = options.parsed ?? parseQuery(text)
  const fixes: Fix[] = parsed.errors.filter((e) => e.suggestion !== undefined).map((e) => ({ start: e.start, end: e.end, text: e.suggestion! }))
  if (options.results === 0 && parsed.ast && options.vocabulary) fixes.push(...poolFixes(text, parsed.ast, options.vocabulary()))
  if (fixes.length === 0) return null
  let out = text
  let last = Infinity
  for (const f of fixes.sort((a, b) => b.start - a.start)) {
    if (f.end > last) continue // overlapping: keep the later fix only
    out = out.slice(0, f.start) + f.text + out.slice(f.end)
    last = f.start
  }
  return out === text ? null : out
}

/** Value terms that name something the pool should know, each fixed against the pool's words. */
function poolFixes(text: string, ast: QueryNode, vocabulary: QueryVocabulary): Fix[] {
  const fixes: Fix[] = []
  const visit = (n: QueryNode) => {
    switch (n.kind) {
      case 'and':
      case 'or':
        n.children.forEach(visit)
        return
      case 'not':
        visit(n.child)
        return
      case 'free':
      case 'name':
        if (!(n.kind === 'name' && n.exact)) fixes.push(...wordFixes(text, n, vocabulary))
        return
      case 'keyword': {
        if (vocabulary.keywords.has(n.value)) return
        const fix = closest(n.value, vocabulary.keywords.keys())
        if (fix) fixes.push(valueFix(text, n, quoteIfNeeded(vocabulary.keywords.get(fix)!)))
        return
      }
      case 'rarity': {
        if (vocabulary.rarities.has(n.value) || n.value.length < 3) return
        const fix = closest(n.value, vocabulary.rarities)
        if (fix) fixes.push(valueFix(text, n, fix.toUpperCase()))
        return
      }
      default:
        return
    }
  }
  visit(ast)
  return fixes
}

/** Each word of a name search that no card name holds, swapped for the closest name word. */
function wordFixes(text: string, n: Span & { value: string }, vocabulary: QueryVocabulary): Fix[] {
  const fixes: Fix[] = []
  const source = text.slice(n.start, n.end)
  const lower = source.toLowerCase()
  for (const word of n.value.match(WORD) ?? []) {
    // Card numbers and short words are not spelling; a word some name holds is no typo.
    if (/\d/.test(word) || word.length < 3 || known(word, vocabulary.nameWords)) continue
    const fix = closest(word, vocabulary.nameWords.keys(), (w) => vocabulary.nameWords.get(w) ?? 0)
    const at = lower.indexOf(word)
    if (fix && at >= 0) fixes.push({ start: n.start + at, end: n.start + at + word.length, text: fix })
  }
  return fixes
}

function known(word: string, words: ReadonlyMap<string, number>): boolean {
  if (words.has(word)) return true
  for (const w of words.keys()) if (w.includes(word)) return true
  return false
}

/** The value part of `field:value`, replaced. */
function valueFix(text: string, n: Span, value: string): Fix {
  const source = text.slice(n.start, n.end)
  const at = source.search(/[:=]/)
  return { start: n.start + at + 1 + (source[at + 1] === '=' ? 1 : 0), end: n.end, text: value }
}

const quoteIfNeeded = (v: string) => (/\s/.test(v) ? `"${v}"` : v)

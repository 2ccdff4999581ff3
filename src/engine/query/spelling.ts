/**
 * Edit distance with transpositions (optimal string alignment: `purpel` is one step from `purple`),
 * stopping early once every path exceeds `max`: then it returns `max + 1`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length]!
}

/** How far a word may be from the one meant: none for 1–2 letters, 1 for 3–4, 2 from 5. */
export function typoBudget(word: string): number {
  return word.length <= 2 ? 0 : word.length <= 4 ? 1 : 2
}

/**
 * The candidate closest to `word` within its typo budget, or null. Ties go to the candidate with the
 * higher weight (how many cards use it), then to the earlier one.
 */
export function closest(word: string, candidates: Iterable<string>, weight?: (c: string) => number): string | null {
  const budget = typoBudget(word)
  if (budget === 0) return null
  let found: string | null = null
  let foundDistance = budget + 1
  let foundWeight = -Infinity
  for (const c of candidates) {
    if (c === word) return c
    if (Math.abs(c.length - word.length) > budget) continue
    const d = editDistance(word, c, Math.min(budget, foundDistance))
    if (d > budget) continue
    const w = weight?.(c) ?? 0
    if (d < foundDistance || (d === foundDistance && w > foundWeight)) {
      found = c
      foundDistance = d
      foundWeight = w
    }
  }
  return found
}

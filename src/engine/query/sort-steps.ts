/**
 * Array.prototype.sort's order (stable) in steps: runs sorted whole, then merged pairwise, with a
 * yield every so many comparisons. For sorts that would otherwise be one long task on a big pool
 * (a locale collator over every distinct card name of a big pool: bench/README.md).
 */
export function* sortInSteps<T>(items: readonly T[], compare: (a: T, b: T) => number, run = 4096, comparisonsPerStep = 16384): Generator<void, T[]> {
  const n = items.length
  let src = items.slice()
  for (let lo = 0; lo < n; lo += run) {
    const sorted = src.slice(lo, lo + run).sort(compare)
    for (let k = 0; k < sorted.length; k++) src[lo + k] = sorted[k]!
    if (lo + run < n) yield
  }
  let dst = new Array<T>(n)
  let budget = comparisonsPerStep
  for (let width = run; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n)
      const hi = Math.min(lo + 2 * width, n)
      let i = lo
      let j = mid
      let k = lo
      while (i < mid && j < hi) {
        // Ties take the left run's item first: the merge keeps the sort stable.
        dst[k++] = compare(src[j]!, src[i]!) < 0 ? src[j++]! : src[i++]!
        if (--budget === 0) {
          budget = comparisonsPerStep
          yield
        }
      }
      while (i < mid) dst[k++] = src[i++]!
      while (j < hi) dst[k++] = src[j++]!
    }
    ;[src, dst] = [dst, src]
  }
  return src
}

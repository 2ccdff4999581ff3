/** How many copies the lines hold together: the one sum behind every section size, rule and total. */
export function totalCopies(entries: readonly { readonly count: number }[]): number {
  let n = 0
  for (const e of entries) n += e.count
  return n
}

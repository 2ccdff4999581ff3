// For the tests that read a page in another language: which words of an English catalogue are still shown.

/** Every word of three letters or more in a catalogue's English messages (placeholders left out), lower-cased. */
function englishWords(catalogue: object): Set<string> {
  const words = new Set<string>()
  const walk = (o: object) => {
    for (const v of Object.values(o))
      if (typeof v === 'string') for (const w of v.replace(/\{\w+\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? []) words.add(w.toLowerCase())
      else walk(v as object)
  }
  walk(catalogue)
  return words
}

/** The words of `text` that are words of the catalogue's English, each once. */
export const leftEnglish = (text: string, catalogue: object): string[] => {
  const words = englishWords(catalogue)
  return [...new Set((text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => words.has(w.toLowerCase())))]
}

/**
 * `text` with the data's own words taken out (card names, card text, a deck's name): longest first, so a
 * name inside another goes with it; an empty one is skipped (replacing '' would space out every letter,
 * and no word would be left to find).
 */
export function withoutNames(text: string, names: readonly string[]): string {
  let out = text
  for (const n of names.filter(Boolean).sort((a, b) => b.length - a.length)) out = out.replaceAll(n, ' ')
  return out
}

/** What reads like a page's element: its text, and its descendants' attributes. */
interface ShownRoot {
  textContent: string | null
  querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }>
}

/** What a player reads or hears in `root`: its text and its labels, titles and placeholders, the data's own `names` left out. */
export function shownText(root: ShownRoot, names: readonly string[]): string {
  const labels = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((e) =>
    ['aria-label', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
  )
  return withoutNames([root.textContent ?? '', ...labels].join('\n'), names)
}

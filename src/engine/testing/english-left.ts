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

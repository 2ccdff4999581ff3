// For the tests that hold English sentences to the catalogues (engine/messages/no-sentences.test.ts,
// locales/no-english-in-views.test.ts): where a source text still builds one.

/** Comments become blanks of the same length, so offsets (and lines) stay. A `//` right after a quote or a colon is inside a string or a URL. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (m, before: string) => before + ' '.repeat(m.length - before.length))

const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g
/** Three words in a row, as a sentence has them: letters, an apostrophe's ending, a comma or colon between. */
const WORDS = /[A-Za-z]+(?:'[a-z]+)?[,;:]?\s+[A-Za-z]+(?:'[a-z]+)?[,;:]?\s+[A-Za-z]+/
const DEVELOPERS_ERROR = /new \w*Error\(\s*$/
/** A console message is for a developer reading the console, not for a player. */
const DEVELOPERS_CONSOLE = /console\.(?:warn|error|info|log|debug)\(\s*$/
/**
 * A stylesheet: nothing but rules, `selector { property: value; … }` (an at-rule's rules one level deeper),
 * with a declaration in it; a message with a placeholder (`Ban list {date}`) has none.
 */
const STYLESHEET = /^(?:\s*[^{};]+\{(?:[^{}]|\{[^{}]*\})*\})+\s*$/
const DECLARATION = /[\w-]+\s*:\s*[^;{}]+;/

/** The strings of a source text that hold an English sentence, with their lines. */
export function sentences(source: string): { line: number; text: string }[] {
  const text = withoutComments(source)
  const found: { line: number; text: string }[] = []
  for (const m of text.matchAll(STRING)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index)
    if (DEVELOPERS_ERROR.test(before) || DEVELOPERS_CONSOLE.test(before)) continue
    // What a template interpolates is code, not words.
    const body = m[0].slice(1, -1).replace(/\$\{[^}]*\}/g, ' # ')
    if (STYLESHEET.test(body) && DECLARATION.test(body)) continue
    if (WORDS.test(body)) found.push({ line: text.slice(0, m.index).split('\n').length, text: m[0].slice(0, 80) })
  }
  return found
}

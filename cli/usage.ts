import { DECK_LIST_FORMATS } from '~/engine/decklist/write'
import { FORMATS } from '~/engine/formats/registry'
import { catalogue, type Language } from '~/engine/messages'
import { describeOpening } from '~/engine/sim'

/** Monte Carlo trials of `gundeck simulate` unless --trials says otherwise. */
export const DEFAULT_TRIALS = 1_000_000

/** The help of `gundeck` or one of its commands, in `language`, listing what the data holds. */
export function usageText(command: 'main' | 'validate' | 'simulate' | 'convert', language: Language = 'en'): string {
  return catalogue(language).cliUsage[command]({
    formats: [...FORMATS.keys()],
    dialects: [...DECK_LIST_FORMATS],
    openings: command === 'simulate' ? openingsHelp(language) : '',
    trials: DEFAULT_TRIALS,
  })
}

/** Each format's opening in the words and rules of its data (formats with the same opening share a line). */
function openingsHelp(language: Language): string {
  const byOpening = new Map<string, { ids: string[]; text: string }>()
  for (const f of FORMATS.values()) {
    const key = JSON.stringify(f.opening)
    const known = byOpening.get(key)
    if (known) known.ids.push(f.id)
    else {
      const parts = describeOpening(f, language).parts
      byOpening.set(key, {
        ids: [f.id],
        text: language === 'en' ? parts.map((p) => `${p.text} (${p.ref}).`).join(' ') : parts.map((p) => `${p.text.replace(/。$/, '')}（${p.ref}）。`).join(''),
      })
    }
  }
  // Japanese has no spaces to break at: a line per opening, as the terminal wraps it.
  return [...byOpening.values()]
    .map((o) => (language === 'en' ? wrap(`${o.ids.join(', ')}: ${o.text}`, 100, '  ', '      ') : `  ${o.ids.join(', ')}：${o.text}`))
    .join('\n')
}

/** Words filled into lines of at most `width` characters. */
function wrap(text: string, width: number, first: string, rest: string): string {
  const lines: string[] = []
  let line = first
  for (const word of text.split(' ')) {
    if (line.trim() && line.length + 1 + word.length > width) {
      lines.push(line)
      line = rest + word
    } else line += (line.trim() ? ' ' : '') + word
  }
  return [...lines, line].join('\n')
}

// @ts-check
import prettier from 'prettier'
import { LAYERS } from './layers.mjs'

/** Where ARCHITECTURE.md holds the table: everything between these lines is written by `npm run architecture`. */
export const START = '<!-- layers: written by `npm run architecture` from architecture/layers.mjs; edit the table there -->'
export const END = '<!-- /layers -->'

const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|')
const code = (/** @type {readonly string[]} */ names) => names.map((n) => `\`${n}\``).join(', ')

/** The table of layers, in Markdown, as architecture/layers.mjs says it. */
export function layerTable() {
  const rows = LAYERS.map((layer) => {
    const imports = layer.mayImport.length ? layer.mayImport.join(', ') : '—'
    const holds = layer.testsOnly ? `${layer.holds} Only tests import it.` : layer.holds
    return `| ${layer.name} | ${code(layer.paths)} | ${cell(holds)} | ${imports} | ${layer.packages.length ? code(layer.packages) : '—'} |`
  })
  return ['| layer | files | what lives there | may import, besides itself | packages |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}

/**
 * ARCHITECTURE.md with its table written anew between START and END, formatted as Prettier formats it
 * (`prettier --check .` reads the file too).
 * @param {string} doc the document as it is
 * @param {string} filePath where it lives, for Prettier's configuration
 */
export async function withLayerTable(doc, filePath) {
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${filePath} has no ${START} … ${END} to write the table between`)
  const written = `${doc.slice(0, start + START.length)}\n\n${layerTable()}\n\n${doc.slice(end)}`
  return prettier.format(written, { ...(await prettier.resolveConfig(filePath)), filepath: filePath })
}

// @ts-check
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LAYERS } from './layers.mjs'

/** @typedef {import('./layers.mjs').Layer} Layer */
/** @typedef {Extract<import('eslint').Rule.ReportDescriptorLocation, { node: unknown }>['node']} SyntaxNode */

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** A path without the extension an import may leave out. */
const bare = (/** @type {string} */ file) => file.replace(/(\.d)?\.(ts|mts|js|mjs|vue)$/, '')

/**
 * The row of architecture/layers.mjs that holds a file (its path from the repository's root), if any: the
 * row with the longest path holding it, so `src/engine/testing/` wins over `src/engine/`.
 * @param {string} file
 * @returns {Layer | undefined}
 */
export function layerOf(file) {
  const posix = file.split(path.sep).join('/')
  /** @type {Layer | undefined} */
  let found
  let longest = -1
  for (const layer of LAYERS) {
    for (const p of layer.paths) {
      const holds = p.endsWith('/') ? `${posix}/`.startsWith(p) : bare(posix) === bare(p)
      if (holds && p.length > longest) [found, longest] = [layer, p.length]
    }
  }
  return found
}

/**
 * What an import names: a file of the repository (by `~/`, the alias of src/, or a relative path), or a package.
 * @param {string} source
 * @param {string} importer the importing file, absolute
 * @returns {{ file: string } | { package: string }}
 */
function importTarget(source, importer) {
  const spec = source.replace(/\?.*$/, '')
  if (spec.startsWith('~/')) return { file: `src/${spec.slice(2)}` }
  if (spec.startsWith('.') || spec.startsWith('/'))
    return {
      file: path
        .relative(ROOT, path.resolve(path.dirname(importer), spec))
        .split(path.sep)
        .join('/'),
    }
  const parts = spec.split('/')
  return { package: spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec) }
}

/**
 * Whether a row lets its files import a package (`node:*` stands for every `node:` built-in).
 * @param {Layer} layer
 * @param {string} name
 */
export const mayUsePackage = (layer, name) => layer.packages.some((p) => p === name || (p.endsWith('*') && name.startsWith(p.slice(0, -1))))

/**
 * Whether a row lets its files import another's.
 * @param {Layer} from
 * @param {Layer} to
 */
export const mayImport = (from, to) => from === to || from.mayImport.includes(to.name)

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each layer imports only the layers and packages its row of architecture/layers.mjs names.' },
    schema: [],
    messages: {
      layer: '{{from}} may not import {{to}} ({{target}}). {{why}} Its row of architecture/layers.mjs allows {{allowed}}.',
      testsOnly: '{{from}} may not import {{to}} ({{target}}): test helpers are for tests only, and production code ships without them.',
      package: '{{from}} may not import the package {{target}}. {{why}} Its row of architecture/layers.mjs allows {{allowed}}.',
      nowhere: '{{target}} is in no layer of architecture/layers.mjs: give its folder a row (what lives there and what it may import).',
    },
  },
  create(context) {
    const importer = context.filename
    const from = layerOf(path.relative(ROOT, importer))
    /** @param {SyntaxNode & { value?: unknown }} node the import's source */
    const check = (node) => {
      if (!from || typeof node.value !== 'string') return
      const target = importTarget(node.value, importer)
      if ('package' in target) {
        if (!mayUsePackage(from, target.package)) {
          const allowed = from.packages.join(', ') || 'none'
          context.report({ node, messageId: 'package', data: { from: from.name, target: target.package, why: from.why, allowed } })
        }
        return
      }
      const to = layerOf(target.file)
      if (!to) context.report({ node, messageId: 'nowhere', data: { target: target.file } })
      else if (!mayImport(from, to)) {
        const data = { from: from.name, to: to.name, target: node.value, why: from.why, allowed: from.mayImport.join(', ') || 'nothing else' }
        context.report({ node, messageId: to.testsOnly ? 'testsOnly' : 'layer', data })
      }
    }
    return {
      Program(node) {
        if (!from) context.report({ node, messageId: 'nowhere', data: { target: path.relative(ROOT, importer) } })
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

/** The plugin eslint.config.js registers as `gundeck`. */
export default { rules: { layers: layersRule } }

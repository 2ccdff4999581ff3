import type { CompareOp, QueryCollection, QueryError, QueryNode } from './ast'
import { queryError } from './parse'

/**
 * Hold `own`, `ownp` and `missing` terms to what the search was given: without a collection (or,
 * for `missing`, without decks) each is reported and left out, as a faulty term is, and the rest of
 * the query still applies.
 */
export function bindCollection(ast: QueryNode | null, collection: QueryCollection | undefined, errors: QueryError[]): QueryNode | null {
  if (!ast) return null
  const visit = (n: QueryNode): QueryNode | null => {
    switch (n.kind) {
      case 'and':
      case 'or': {
        const kept = n.children.map(visit).filter((c): c is QueryNode => c !== null)
        if (kept.length <= 1) return kept[0] ?? null
        return { ...n, children: kept }
      }
      case 'not': {
        const child = visit(n.child)
        return child ? { ...n, child } : null
      }
      case 'own':
        if (collection) return n
        errors.push(queryError(n, { code: 'own.no-collection', params: { field: n.scope === 'number' ? 'own' : 'ownp' } }))
        return null
      case 'missing':
        if (collection?.needs) return n
        errors.push(queryError(n, { code: collection ? 'missing.no-decks' : 'missing.no-collection', params: {} }))
        return null
      default:
        return n
    }
  }
  return visit(ast)
}

export function compareCount(op: CompareOp, a: number, b: number): boolean {
  switch (op) {
    case '=':
      return a === b
    case '!=':
      return a !== b
    case '<':
      return a < b
    case '<=':
      return a <= b
    case '>':
      return a > b
    default:
      return a >= b
  }
}

/** Copies some deck needs beyond those owned: the most one deck needs, less the copies owned (never below 0). */
export function shortOf(collection: QueryCollection, number: string): number {
  const need = collection.needs?.get(number) ?? 0
  return need === 0 ? 0 : Math.max(0, need - (collection.byNumber.get(number) ?? 0))
}

import { z } from 'zod'
import { LINE_SORTS } from '~/engine/deck/groups'

/**
 * What each page keeps in its address (the query after `?`), one schema per page: a value that is missing
 * or not one the page knows reads as its default, never as an error, since addresses are typed, shared and
 * bookmarked by people. A default is left out of the address when written (useQueryState). Each is a
 * function: the fields are made when the page opens, not when this module loads.
 */
export const cardsQuery = () => ({
  q: z.string().max(2000).catch(''),
  sort: z.enum(['number', 'name', 'level', 'cost']).catch('number'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  view: z.enum(['grid', 'list']).catch('grid'),
  printings: z.enum(['all', 'base']).catch('all'),
})

/**
 * The Decks page opened for a first step (the card data's next step after a first import): `new` asks
 * the new deck's name, `import` opens Import a list. Read once when the page opens, then taken out of the address.
 */
export const decksQuery = () => ({
  open: z.enum(['none', 'new', 'import']).catch('none'),
})

/** The deck editor: lines or pictures, and how lines are ordered inside their groups. */
export const deckQuery = () => ({
  view: z.enum(['list', 'visual']).catch('list'),
  sort: z.enum(LINE_SORTS).catch('level'),
})

/** A shared deck's page: lines or pictures, as in the editor. */
export const sharedDeckQuery = () => ({ view: deckQuery().view })

/** The fields of a page's query schema: each reads any address text as one of its values. */
export type QueryShape = Record<string, z.ZodType<string, unknown>>
export type QueryValues<S extends QueryShape> = { [K in keyof S]: z.infer<S[K]> }

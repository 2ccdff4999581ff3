// Tokens an effect puts on the field (4-17-1): Unit tokens, written in the card text as
// `Deploy 1 rested [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit token` (ST03-009), and EX Resources, `Place 1 EX Resource`
// (GD01-107, 4-17-5). The playtest never executes text: it reads these so a card's menu can offer to make
// the token, and the player decides when the effect happens.
import { z } from 'zod'
import { lazySchema } from '~/schemas/lazy'
import type { Card } from '~/schemas/card'
import { CardTypeSchema, KeywordSchema } from '~/schemas/card'
import { playtestMessage } from '../messages/en/playtest'
import type { PlayCard } from './types'

const count = lazySchema(() => z.number().int().min(1).max(9))

export const TokenMakeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('unit'),
      count,
      rested: z.boolean(),
      /** The token's card in the card data (T-007), or null when the data has none: then the stats are the text's. */
      number: z.string().max(40).nullable(),
      name: z.string().min(1).max(200),
      traits: z.array(z.string()),
      ap: z.number().int().min(0).max(99),
      hp: z.number().int().min(0).max(99),
      text: z.string(),
      keywords: z.array(KeywordSchema),
    }),
    z.object({ kind: z.literal('ex-resource'), count, rested: z.boolean() }),
  ]),
)
export type TokenMake = z.infer<typeof TokenMakeSchema>

const COUNT = String.raw`(\d+)`
// `[Name]((Trait)･AP3･HP1･<Blocker>)`: the separators are the half-width ･ or the full-width ・ the data also uses.
const UNIT = new RegExp(String.raw`${COUNT} (rested )?\[([^\]]+)\]\(((?:\([^)]*\)(?:/\([^)]*\))*\s*)+)[･・]AP(\d+)[･・]HP(\d+)([^)]*)\)`, 'g')
const EX_RESOURCE = new RegExp(String.raw`[Pp]lace ${COUNT} (rested )?EX Resources?`, 'g')
const KEYWORD = /<([A-Za-z ]+?)(?: (\d+))?>/g

/** The token cards of the data, to find a token's card by name and stats. */
export type TokenCards = (name: string) => readonly Card[]

/** The tokens a card's text makes, each once, in the order the text names them. */
export function tokenMakes(text: string, tokenCards?: TokenCards): TokenMake[] {
  const makes: TokenMake[] = []
  const seen = new Set<string>()
  const add = (m: TokenMake) => {
    const key = JSON.stringify(m)
    if (seen.has(key)) return
    seen.add(key)
    makes.push(m)
  }
  const found: { at: number; make: TokenMake }[] = []
  for (const m of text.matchAll(UNIT)) {
    const [, n, rested, name, traitText, ap, hp, rest] = m
    const extra = rest!.replace(/^[･・]/, '').trim()
    const traits = [...traitText!.matchAll(/\(([^)]*)\)/g)].map((t) => t[1]!)
    const stats = { ap: Number(ap), hp: Number(hp) }
    const card = tokenCards?.(name!).find((c) => c.type === 'unit-token' && c.ap === stats.ap && c.hp === stats.hp)
    found.push({
      at: m.index,
      make: {
        kind: 'unit',
        count: Math.min(9, Math.max(1, Number(n))),
        rested: rested !== undefined,
        number: card?.number ?? null,
        name: name!,
        traits: card ? [...card.traits] : traits,
        ...stats,
        text: card ? card.text : extra,
        keywords: card
          ? card.keywords.map((k) => ({ ...k }))
          : [...extra.matchAll(KEYWORD)].map((k) => ({ keyword: k[1]!, value: k[2] ? Number(k[2]) : null })),
      },
    })
  }
  for (const m of text.matchAll(EX_RESOURCE))
    found.push({ at: m.index, make: { kind: 'ex-resource', count: Math.min(9, Math.max(1, Number(m[1]))), rested: m[2] !== undefined } })
  for (const f of found.sort((a, b) => a.at - b.at)) add(f.make)
  return makes
}

/** A token made by an effect, as the playtest keeps it: Lv and cost zero, no color (4-17-2-2, 4-17-2-3). */
export function tokenCard(make: TokenMake, id: string) {
  if (make.kind === 'ex-resource') return exResource(id)
  return {
    id,
    number: make.number ?? 'TOKEN',
    name: make.name,
    type: CardTypeSchema.enum['unit-token'],
    level: 0,
    cost: 0,
    ap: make.ap,
    hp: make.hp,
    traits: [...make.traits],
    link: [],
    text: make.text,
    keywords: make.keywords.map((k) => ({ ...k })),
    pilotName: null,
    alsoNamed: [],
    makes: [],
    token: true,
  }
}

/** The EX Resource token (4-17-5): no color, Lv and cost zero (4-17-2-2, 4-17-2-3). */
export function exResource(id: string): PlayCard {
  return {
    id,
    number: 'EX-RESOURCE',
    name: 'EX Resource',
    type: CardTypeSchema.enum['ex-resource'],
    level: null,
    cost: null,
    ap: null,
    hp: null,
    traits: [],
    link: [],
    text: playtestMessage({ code: 'token.ex-resource-text', params: {} }),
    keywords: [],
    pilotName: null,
    alsoNamed: [],
    makes: [],
    token: true,
  }
}

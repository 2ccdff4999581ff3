// A backup of many decks, built here (never read from anywhere): a small made-up card pool of four
// colors, and `count` decks of two colors each with a 'created' History entry, as a player's backup
// holds them. Deck N is named "<archetype> N" and was edited N minutes before `newest`, so deck 1 is
// the most recently edited; every 7th deck breaks the copy limit (not legal), every 5th is tagged.
import { BACKUP_KIND, BACKUP_VERSION, type Backup } from '~/schemas/backup'
import type { Card } from '~/schemas/card'
import type { DeckEntry, StoredDeck } from '~/schemas/deck'

export const ARCHETYPES = [
  'Zaku Rush',
  'Gundam Control',
  'White Base Midrange',
  'Earth Federation Aggro',
  'Zeon Tempo',
  'Titans Ramp',
  'AEUG Tokens',
  'Neo Zeon Burn',
  'Seed Combo',
  'Wing Pilots',
] as const

const COLORS = ['blue', 'green', 'red', 'white'] as const
const PER_COLOR = 13
const NEWEST = Date.parse('2026-06-01T12:00:00.000Z')

const number = (color: number, i: number) => `MD0${color + 1}-${String(i + 1).padStart(3, '0')}`

/** 13 cards of each color (8 Units, 2 Pilots, 2 Commands, 1 Base) and one basic Resource. */
export function manyDecksCards(): Card[] {
  const base = {
    game: 'gcg' as const,
    level: 3,
    cost: 2,
    ap: 3,
    hp: 3,
    traits: [],
    link: null,
    zones: ['Space', 'Earth'],
    rarity: 'C',
    text: 'A made-up effect.',
    keywords: [],
    blockIcon: '1',
    imageUrl: null,
    errata: [],
    copyLimit: null,
    copyLimitScope: null,
  }
  const cards: Card[] = []
  COLORS.forEach((color, c) => {
    for (let i = 0; i < PER_COLOR; i++) {
      const n = number(c, i)
      const type = i < 8 ? 'unit' : i < 10 ? 'pilot' : i < 12 ? 'command' : 'base'
      cards.push({
        ...base,
        number: n,
        name: `Made-up ${color} ${type} ${i + 1}`,
        type,
        color,
        set: `MD0${c + 1}`,
        printings: [{ id: n, rarity: 'C', set: `MD0${c + 1}`, imageUrl: null }],
      })
    }
  })
  cards.push({
    ...base,
    number: 'MDR-001',
    name: 'Made-up Resource',
    type: 'resource',
    color: null,
    level: null,
    cost: null,
    ap: null,
    hp: null,
    text: '',
    set: 'MDR',
    printings: [{ id: 'MDR-001', rarity: 'C', set: 'MDR', imageUrl: null }],
  })
  return cards
}

/** The fixture's deck N (1-based), as stored. */
export function manyDecksDeck(n: number): StoredDeck {
  const first = n % COLORS.length
  const second = (n + 1 + (n >> 2)) % COLORS.length === first ? (first + 1) % COLORS.length : (n + 1 + (n >> 2)) % COLORS.length
  // 7 cards of one color and 6 of the other: 12 x 4 + 1 x 2 = 50.
  const numbers = [
    ...Array.from({ length: 7 }, (_, i) => number(first, (i + n) % PER_COLOR)),
    ...Array.from({ length: 6 }, (_, i) => number(second, (i + 2 * n) % PER_COLOR)),
  ]
  const main: DeckEntry[] = numbers.map((num, i) => ({ number: num, printing: null, count: i === 12 ? 2 : n % 7 === 0 && i === 0 ? 5 : 4 }))
  if (n % 7 === 0) main[1] = { ...main[1]!, count: 3 }
  const at = new Date(NEWEST - n * 60_000).toISOString()
  return {
    id: `many-${String(n).padStart(6, '0')}`,
    name: `${ARCHETYPES[n % ARCHETYPES.length]} ${n}`,
    format: 'gcg',
    game: 'gcg',
    cards: { main, resource: [{ number: 'MDR-001', printing: null, count: 10 }], sideboard: [] },
    notes: n % 3 === 0 ? `List ${n}: mulligan for a two-drop.` : '',
    tags: n % 5 === 0 ? ['locals'] : [],
    createdAt: at,
    updatedAt: at,
    revision: 0,
    deletedAt: null,
  }
}

/** A backup of `count` decks (each with its 'created' History entry) and the fixture's card data. */
export function manyDecksBackup(count: number): Backup {
  const cards = manyDecksCards()
  const decks = Array.from({ length: count }, (_, i) => manyDecksDeck(i + 1))
  return {
    kind: BACKUP_KIND,
    version: BACKUP_VERSION,
    createdAt: new Date(NEWEST).toISOString(),
    app: 'fixture',
    settings: {
      datasetUrl: 'https://example.invalid/cards.json',
      imageUrlTemplate: '',
      showImages: false,
      theme: 'system',
      language: 'auto',
      namesLanguage: null,
      namesShown: 'beside',
    },
    dataset: {
      id: 'current',
      source: 'csv',
      label: 'Made-up cards',
      version: null,
      builtAt: null,
      importedAt: new Date(NEWEST).toISOString(),
      url: null,
      attribution: null,
      cards: cards.length,
      printings: cards.length,
    },
    decks,
    deckHistory: decks.map((d, i) => ({
      id: i + 1,
      deckId: d.id,
      at: d.createdAt,
      revision: 0,
      reason: 'created' as const,
      content: { name: d.name, format: d.format, cards: d.cards, notes: d.notes, tags: d.tags },
    })),
    cards: {
      cards: cards.map(({ printings: _printings, ...card }) => card),
      printings: cards.flatMap((c) => c.printings.map((p, rank) => ({ ...p, number: c.number, rank }))),
    },
    playtests: [],
    events: [],
  }
}

/** The fixture's decks whose name holds `text` (case aside), most recently edited first, as the Decks page lists them. */
export function manyDecksMatching(count: number, text: string): string[] {
  const out: string[] = []
  for (let n = 1; n <= count; n++) {
    const name = `${ARCHETYPES[n % ARCHETYPES.length]} ${n}`
    if (name.toLowerCase().includes(text.toLowerCase())) out.push(name)
  }
  return out
}

import type { CardType, Game } from '~/schemas/card'
import type { Section } from '~/schemas/deck'
import { formatCount } from '../../text/format'

/**
 * The game's words in Japanese, as the official Japanese rules and cards print them (ユニット, リソースデッキ,
 * シールド, ...), shared by the Japanese catalogues. Counts go through format.ts in Japanese.
 */
export const JA = 'ja-JP'

/** A count as Japanese writes it: 1,234. */
export const n = (count: number) => formatCount(count, JA)

export const TYPE_NAMES: Record<CardType, string> = {
  unit: 'ユニット',
  pilot: 'パイロット',
  command: 'コマンド',
  base: 'ベース',
  resource: 'リソース',
  'unit-token': 'ユニットトークン',
  'ex-base': 'EXベース',
  'ex-resource': 'EXリソース',
  character: 'キャラクター',
  operation: 'オペレーション',
  generation: 'ジェネレーション',
  'basic-resource': 'ベーシックリソース',
}

export const typeName = (type: string) => TYPE_NAMES[type as CardType] ?? type

/** The GCG's rules call the 50-card deck デッキ beside the リソースデッキ. */
export const SECTION_NAMES: Record<Section | 'ex', string> = {
  main: 'デッキ',
  resource: 'リソースデッキ',
  sideboard: 'サイドボード',
  ex: 'EX・トークン',
}

export const GAME_NAMES: Record<Game, string> = {
  gcg: 'ガンダムカードゲーム',
  'gundam-war': 'ガンダムウォー',
  forge: 'Gundam Forge',
}

const COLORS: Record<string, string> = {
  blue: '青',
  green: '緑',
  red: '赤',
  white: '白',
  purple: '紫',
  yellow: '黄',
  black: '黒',
  brown: '茶',
}

/** A color as the cards print it; a color the data adds later shows as the data writes it. */
export const colorName = (color: string) => COLORS[color] ?? color

/** Items in a Japanese list: `A、B、C`. */
export const listed = (items: readonly string[]) => items.join('、')

import type { CardType } from '~/schemas/card'

/**
 * How each card type is written for people: GCG types as its rules write them (2-2), Gundam War types
 * in capitals as its manual prints them.
 */
export const TYPE_LABELS: Record<CardType, string> = {
  unit: 'Unit',
  pilot: 'Pilot',
  command: 'Command',
  base: 'Base',
  resource: 'Resource',
  'unit-token': 'Unit token',
  'ex-base': 'EX Base',
  'ex-resource': 'EX Resource',
  character: 'CHARACTER',
  operation: 'OPERATION',
  generation: 'GENERATION',
  'basic-resource': 'Basic Resource',
}

export function typeName(type: string): string {
  return TYPE_LABELS[type as CardType] ?? type
}

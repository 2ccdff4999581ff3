import { storeToRefs } from 'pinia'
import type { Card, Printing } from '~/schemas/card'
import { useSettingsStore } from '~/stores/settings'

/** A user's image template (`https://example.org/{printing}.webp`) filled in for one printing. */
export function templateUrl(template: string, number: string, printing: string): string | null {
  if (!template) return null
  return template.replaceAll('{printing}', encodeURIComponent(printing)).replaceAll('{number}', encodeURIComponent(number))
}

/**
 * The image to show for a printing: none when images are off; else the user's template when set (an
 * override), else the image the card data gives the printing (gcg-api's image_url).
 */
export function cardImageUrl(
  settings: { showImages: boolean; imageUrlTemplate: string },
  number: string,
  printing: { id: string; imageUrl: string | null },
): string | null {
  if (!settings.showImages) return null
  return templateUrl(settings.imageUrlTemplate, number, printing.id) ?? printing.imageUrl
}

/** The image URL for a printing under the user's settings (images on or off, a template override). */
export function useCardImage(): (card: Card, printing: Printing) => string | null {
  const { settings } = storeToRefs(useSettingsStore())
  return (card, printing) => cardImageUrl(settings.value, card.number, printing)
}

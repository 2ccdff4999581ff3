import { storeToRefs } from 'pinia'
import { imageOrigin } from '~/engine/cards/image-hosts'
import type { Card, Printing } from '~/schemas/card'
import { useCardImagesStore } from '~/stores/card-images'
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

/**
 * Whether this page's Content-Security-Policy lets an image URL load: a host added since the page
 * started waits for a reload (see public/image-policy.js), and asking for it meanwhile would only
 * be refused. Relative and data URLs, and a page with no added policy, are left to the browser.
 */
export function allowedNow(url: string, inForce: readonly string[] | null): boolean {
  const origin = inForce ? imageOrigin(url) : null
  return origin === null || inForce!.includes(origin)
}

/** The image URL for a printing under the user's settings (images on or off, a template override); null draws the card. */
export function useCardImage(): (card: Card, printing: Printing) => string | null {
  const { settings } = storeToRefs(useSettingsStore())
  const { inForce } = storeToRefs(useCardImagesStore())
  return (card, printing) => {
    const url = cardImageUrl(settings.value, card.number, printing)
    return url && allowedNow(url, inForce.value) ? url : null
  }
}

import { ManifestSchema, type Manifest } from '~/schemas/stored'

/** The manifest in a file's text, downloaded or picked; null when it is not a JSON object. */
export function parseManifest(text: string): Manifest | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  return readManifest(json)
}

/** The manifest in parsed JSON; null when it is not an object. */
export function readManifest(json: unknown): Manifest | null {
  const parsed = ManifestSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/** A manifest file, told by its name. */
export const isManifestName = (name: string) => /manifest\.json$/i.test(name)

/**
 * A data set's manifest among card files: a JSON object (not a list) named manifest.json, or one that
 * gives a data set version (gcg-api's `dataset_version`) under another name.
 */
export function looksLikeManifest(json: unknown, name: string): boolean {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false
  return isManifestName(name) || typeof (json as { dataset_version?: unknown }).dataset_version === 'string'
}

import { ManifestSchema, type Manifest } from '~/schemas/stored'

/** The manifest in a file's text, downloaded or picked; null when it is not a JSON object. */
export function parseManifest(text: string): Manifest | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = ManifestSchema.safeParse(json)
  return parsed.success ? parsed.data : null
}

/** A manifest file, told by its name. */
export const isManifestName = (name: string) => /manifest\.json$/i.test(name)

/** The manifest among imported files (by its name), or null. */
export function findManifest(files: readonly { name: string; text: string }[]): Manifest | null {
  const file = files.find((f) => isManifestName(f.name))
  return file ? parseManifest(file.text) : null
}

// Real data lives in ../shared beside the project (CI always has it). Tests that need it say so in
// their name and are skipped, with the reason printed, only when it is absent.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SHARED = fileURLToPath(new URL('../../shared', import.meta.url))
export const hasShared = existsSync(join(SHARED, 'cards/gcg-api/cards.json'))
if (!hasShared) console.warn(`[gundeck tests] ../shared not found at ${SHARED}: tests named "[needs ../shared]" are skipped`)

export const NEEDS_SHARED = '[needs ../shared]'

export function sharedText(path: string): string {
  return readFileSync(join(SHARED, path), 'utf8')
}

export function sharedFiles(dir: string): { name: string; text: string }[] {
  return readdirSync(join(SHARED, dir))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(SHARED, dir, name), 'utf8') }))
}

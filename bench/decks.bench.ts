// Many decks (issue 25): what the Decks page does per list change and per keystroke with 10,000 and
// 50,000 decks (bench/many-decks.ts, made up here), the way it did it before beside the way it does it
// now, and what the copy in localStorage holds after a restore. The browser's figures (long tasks, time
// to show, keystroke to paint) are printed by tests/e2e/many-decks.e2e.ts.
import { performance } from 'node:perf_hooks'
import { nameIndex, filterDecks } from '~/composables/useDeckFilter'
import { rememberDecks, replaceRememberedDecks, rememberedRevisions } from '~/db/deck-mirror'
import { installMemoryStorage } from '~/db/testing'
import { CardPool } from '~/engine/cards/pool'
import { getFormat } from '~/engine/formats/registry'
import { validateDeck } from '~/engine/validate'
import { StoredDeckSchema } from '~/schemas/deck'
import { medianMs, medianPerCallMs, type Reporter } from './harness'
import { manyDecksCards, manyDecksDeck } from './many-decks'

/** Rows the Decks page draws at 1280 x 800 (those in view, and a few more each way). */
const ROWS_DRAWN = 24

export default function decks(report: Reporter) {
  const pool = new CardPool(manyDecksCards())
  const format = getFormat('gcg')!
  for (const count of [10_000, 50_000]) {
    const label = `${count.toLocaleString('en-US')} decks`
    const list = Array.from({ length: count }, (_, i) => manyDecksDeck(i + 1))
    const raw = JSON.parse(JSON.stringify(list)) as unknown[]

    // The list read again after a change: before, every deck was checked against its schema; now only
    // the decks whose stamp changed are (one, after one edit).
    const checkAll = medianMs(() => raw.forEach((d) => StoredDeckSchema.safeParse(d)), 3, 1)
    report.figure(`${label}: a change to the list, decks checked, before (all)`, checkAll, 'ms')
    report.figure(
      `${label}: ... now (the one changed)`,
      medianPerCallMs(() => StoredDeckSchema.safeParse(raw[0]), 200),
      'ms',
    )

    // Legality badges: before, every deck at each list change; now the rows drawn, once per revision.
    const everyDeck = medianMs(() => list.forEach((d) => validateDeck(d.cards, pool.lookup, format)), 3, 1)
    const drawn = medianMs(() => list.slice(0, ROWS_DRAWN).forEach((d) => validateDeck(d.cards, pool.lookup, format)), 21, 3)
    report.figure(`${label}: legality badges, before (every deck)`, everyDeck, 'ms')
    report.figure(`${label}: ... now (the ${ROWS_DRAWN} rows drawn)`, drawn, 'ms')
    report.figure(`${label}: ... before / now`, everyDeck / drawn, 'x')

    // A keystroke in the filter: the names lowered once per list; a letter more looks only at what the
    // last filter kept.
    const names = nameIndex(list)
    const lowerEach = medianMs(() => list.filter((d) => d.name.toLowerCase().includes('r')), 11, 2)
    const first = medianMs(() => filterDecks(list, names, { text: 'r', format: '', tag: '' }), 11, 2)
    const kept = filterDecks(list, names, { text: 'rush 1', format: '', tag: '' })
    const narrowing = medianMs(() => filterDecks(list, names, { text: 'rush 12', format: '', tag: '' }, kept), 51, 5)
    report.figure(`${label}: filter keystroke, before (every name lowered)`, lowerEach, 'ms')
    report.figure(`${label}: ... now, first letter (every name, lowered once)`, first, 'ms')
    report.figure(`${label}: ... now, a letter more (what the last kept)`, narrowing, 'ms')

    // The copy in a localStorage of Chromium's size (5 MiB of characters): the most recent that fit.
    const storage = installMemoryStorage()
    storage.quota = 5 * 1024 * 1024
    const t0 = performance.now()
    replaceRememberedDecks(list)
    report.figure(`${label}: the localStorage copy after a restore, written in`, performance.now() - t0, 'ms')
    report.figure(`${label}: ... decks it holds (before: 0)`, rememberedRevisions().size, 'decks')
    // A second after each write the storage store hands every deck over again: one was edited.
    const edited = { ...list[count - 1]!, revision: 1, updatedAt: new Date().toISOString() }
    const again = [edited, ...list.slice(0, count - 1)]
    report.figure(
      `${label}: ... kept up to date after an edit (every deck handed over)`,
      medianMs(() => rememberDecks(again), 21, 5),
      'ms',
    )
  }
}

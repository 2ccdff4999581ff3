import { describe, expect, it } from 'vitest'
import { legalFixture } from '~/engine/testing/builders'
import { DeskRequestSchema, DeskResponseSchema, type DeskResponse } from '~/schemas/event-messages'
import { zip } from '../../tests/zip-writer'
import { catalogue, renderViolation } from '~/engine/messages'
import { unreadableCheck } from '~/engine/event/check'
import { markText } from '~/engine/event/marks'
import { readingMessage } from '~/engine/messages/en/reading'
import { createDeskHandler, openDeskFile } from './event-desk-handler'

const f = legalFixture()
const legal = f.deck.main.map((e) => `${e.count} ${e.number}`).join('\n')
const settings = { format: 'gcg', date: '2026-10-01', assumeResources: true }

function handler() {
  const sent: DeskResponse[] = []
  // Every message the worker sends must pass the schema the page parses it with.
  const h = createDeskHandler({ post: (m) => sent.push(DeskResponseSchema.parse(m)), pause: () => Promise.resolve() })
  return { h, sent, rows: () => sent.flatMap((m) => (m.type === 'rows' ? m.rows : [])) }
}

async function withPool() {
  const t = handler()
  const cards = f.pool.cards
  await t.h.handle({ type: 'cards', pool: 'p1', cards: cards.slice(0, 5), last: false })
  await t.h.handle({ type: 'cards', pool: 'p1', cards: cards.slice(5), last: true })
  return t
}

describe('event desk worker messages', () => {
  it('refuses a bad request naming the field, and answers nothing else', async () => {
    const t = handler()
    await t.h.handle({ type: 'check', id: 3, pool: 'p1', settings: { ...settings, date: '1 Oct' }, firstIndex: 0, lists: [{ name: 'a', text: 'x' }] })
    expect(t.sent).toEqual([
      {
        type: 'error',
        id: 3,
        message: expect.stringMatching(/^bad event desk message: settings\.date: a date as YYYY-MM-DD/),
        problem: { code: 'bad-request', params: { worker: 'desk', detail: expect.stringMatching(/^settings\.date: a date as YYYY-MM-DD/) } },
      },
    ])
    expect(DeskResponseSchema.safeParse(t.sent[0]).success).toBe(true)
    expect(DeskRequestSchema.safeParse({ type: 'check', id: 1, pool: 'p', settings, firstIndex: 0, lists: [] }).success).toBe(false)
    expect(DeskResponseSchema.safeParse({ type: 'rows', id: 1, rows: [{ index: 0 }] }).success).toBe(false)
  })

  it('says the card data has not arrived when asked to check before it', async () => {
    const t = handler()
    await t.h.handle({ type: 'check', id: 1, pool: 'p1', settings, firstIndex: 0, lists: [{ name: 'a.txt', text: legal }] })
    expect(t.sent).toEqual([
      {
        type: 'error',
        id: 1,
        message: 'the card data has not reached the checker yet; try again in a moment',
        problem: { code: 'desk.no-cards', params: {} },
      },
    ])
    expect(catalogue('ja').worker({ code: 'desk.no-cards', params: {} })).toMatch(/カードデータ/)
  })

  it('checks pasted text and dropped files, opening a ZIP into its lists; a file that cannot be read is a row naming it', async () => {
    const t = await withPool()
    const archive = zip([
      { name: 'round1/alice.txt', text: `// Player: Alice\n${legal}`, deflate: true },
      { name: 'round1/notes.pdf', text: '%PDF' },
      { name: 'round1/bad.txt', text: legal, crc: 7 },
    ])
    const lists = [
      { name: 'Pasted list 1', text: `${legal}\n9 TS01-100` },
      { name: 'lists.zip', blob: new Blob([archive as Uint8Array<ArrayBuffer>]) },
      { name: 'latin1.txt', blob: new Blob([new Uint8Array([0x34, 0x20, 0xe9, 0xff])]) },
      { name: 'huge.txt', blob: new Blob(['4 TS01-100\n'.repeat(200_000)]) },
      { name: 'broken.zip', blob: new Blob(['PK\u0003\u0004 not really']) },
    ]
    await t.h.handle({ type: 'check', id: 7, pool: 'p1', settings, firstIndex: 10, lists })
    const rows = t.rows()
    expect(rows.map((r) => [r.index, r.file, r.status])).toEqual([
      [10, 'Pasted list 1', 'not-legal'],
      [11, 'lists.zip/round1/alice.txt', 'legal'],
      [12, 'lists.zip/round1/notes.pdf', 'unreadable'],
      [13, 'lists.zip/round1/bad.txt', 'unreadable'],
      [14, 'latin1.txt', 'unreadable'],
      [15, 'huge.txt', 'unreadable'],
      [16, 'broken.zip', 'unreadable'],
    ])
    const why = (file: string) => rows.find((r) => r.file === file)!.marks[0]!.message
    expect(why('lists.zip/round1/bad.txt')).toContain('checksum does not match')
    expect(why('latin1.txt')).toBe('this file is not UTF-8 text')
    expect(why('huge.txt')).toBe('this file is 2.1 MB; the limit is 1 MB: that is no deck list')
    expect(why('broken.zip')).toMatch(/^this ZIP cannot be read: it is not a ZIP file/)
    // Each says why as a reader's code too (its English the row's), which the catalogue words in Japanese.
    const opened = (await Promise.all(lists.slice(1).map((l) => openDeskFile(l as { name: string; blob: Blob })))).flat()
    const said = opened.flatMap((p) =>
      'problem' in p ? [unreadableCheck(readingMessage(p.problem, 1), 'file', 'file', undefined, p.problem).violations[0]!] : [],
    )
    expect(said.map((v) => v.code)).toEqual(['desk.not-a-list', 'zip.entry-unreadable', 'desk.not-utf8', 'desk.too-big', 'zip.unreadable'])
    expect(said.map((v) => renderViolation(v, 'en'))).toEqual([
      why('lists.zip/round1/notes.pdf'),
      why('lists.zip/round1/bad.txt'),
      why('latin1.txt'),
      why('huge.txt'),
      why('broken.zip'),
    ])
    expect(renderViolation(said[1]!, 'ja')).toBe('ZIP 内のこのファイルを読めません：チェックサムが一致しません。ZIP が壊れています')
    expect(renderViolation(said[3]!, 'ja')).toBe('このファイルは2.1 MBです。上限は1 MBです。デッキリストではありません')
    // The rows keep those codes (and the deck rules'), through the page's schema, for the desk to word in Japanese.
    expect(rows.map((r) => r.marks[0]?.code)).toEqual([
      'section-size',
      'assumed-resources',
      'desk.not-a-list',
      'zip.entry-unreadable',
      'desk.not-utf8',
      'desk.too-big',
      'zip.unreadable',
    ])
    expect(markText(rows[5]!.marks[0]!, 'ja')).toBe(renderViolation(said[3]!, 'ja'))
    expect(rows[1]!.player).toBe('Alice')
    expect(t.sent.at(-1)).toEqual({ type: 'done', id: 7, count: 7, banList: expect.stringContaining('2026-09-25') })
    const progress = t.sent.filter((m) => m.type === 'progress')
    expect(progress.at(-1)).toEqual({ type: 'progress', id: 7, done: 7, total: 7 })
  })

  it('stops at a cancel between slices', async () => {
    let clock = 0
    const sent: DeskResponse[] = []
    const h: ReturnType<typeof createDeskHandler> = createDeskHandler({
      post: (m) => sent.push(m),
      now: () => (clock += 20),
      // The cancel arrives while the worker pauses after its first slice.
      pause: async () => void (await h.handle({ type: 'cancel', id: 2 })),
    })
    await h.handle({ type: 'cards', pool: 'p1', cards: f.pool.cards, last: true })
    await h.handle({
      type: 'check',
      id: 2,
      pool: 'p1',
      settings,
      firstIndex: 0,
      lists: Array.from({ length: 50 }, (_, i) => ({ name: `${i}.txt`, text: legal })),
    })
    expect(sent.at(-1)).toEqual({ type: 'cancelled', id: 2 })
    expect(sent.flatMap((m) => (m.type === 'rows' ? m.rows : [])).length).toBeLessThan(50)
  })

  it('reads lists written with the names of a names file sent with the check, as the organiser imported it', async () => {
    // A name made up for each card of the fixture, and the legal deck written with them, some beside their numbers.
    const names = Object.fromEntries(f.deck.main.map((e, i) => [e.number, `テスト名${i}`]))
    const written = f.deck.main.map((e, i) => (i % 2 ? `${e.count} ${names[e.number]}` : `${e.count} ${e.number} ${names[e.number]}`)).join('\n')
    const t = await withPool()
    await t.h.handle({ type: 'check', id: 1, pool: 'p1', settings, firstIndex: 0, lists: [{ name: 'ja.txt', text: written }] })
    expect(t.rows()[0]!.status).not.toBe('legal')
    const stored = { language: 'ja', source: 'ja.csv', importedAt: '2026-01-01T00:00:00Z', names }
    await t.h.handle({ type: 'check', id: 2, pool: 'p1', settings, firstIndex: 1, lists: [{ name: 'ja.txt', text: written }], names: [stored] })
    const row = t.rows()[1]!
    expect(row.status).toBe('legal')
    expect(row.marks.filter((m) => m.rule === 'name-mismatch' || m.rule === 'parse-error')).toEqual([])
  })
})

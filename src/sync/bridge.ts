import type PouchDB from 'pouchdb-browser'
import type { PutResult } from 'pouchdb-browser'
import type { GundeckDatabase } from '~/db/database'
import { addSyncedHistory, decksHistory, getDeck, getDecks, KEEP_DELETED_MS, keepSyncedConflict, markUnsent, writeSyncedVersion } from '~/db/decks-repository'
import { sameContent } from '~/engine/deck/content'
import type { StoredDeck } from '~/schemas/deck'
import { loadSettings, SYNCED_SETTINGS } from '~/db/cards-repository'
import { SettingsSchema } from '~/schemas/stored'
import { applySyncedRows, markWholeCollectionUnsent } from '~/db/collection-repository'
import { normalizeNumber } from '~/engine/cards/pool'
import { CollectionRowSchema, type CollectionRow } from '~/schemas/collection'
import {
  collectionDocId,
  CollectionDocSchema,
  collectionToDoc,
  printingOf,
  rowOfDoc,
  type CollectionDoc,
  contentOf,
  deckDocId,
  deckIdOf,
  deckToDoc,
  DeckDocSchema,
  historyToDoc,
  HistoryDocSchema,
  newer,
  SETTINGS_DOC,
  SettingDocSchema,
  type DeckDoc,
  type SettingDoc,
} from './docs'

/**
 * Keeps the Dexie database and the PouchDB replica of the user's CouchDB database in step, both ways.
 * Replication (replication.ts) moves the replica to and from the server; this bridge only ever talks to
 * the two local stores, so it is tested against PouchDB's memory adapter (bridge.test.ts).
 *
 * Out: every change of a deck here leaves a row in `syncOutbox`, written in the change's own transaction.
 * `push` writes each such deck (and its History entries made here) into the replica and marks the row
 * `sent` with the replica revision, if no save came meanwhile; `confirm` removes it once the server has
 * that revision. A crash anywhere in between leaves the row: the next start sends (or confirms) it again.
 * So the rows are the changes not yet on the server: the panel's "pending changes".
 *
 * In: `pull` reads the replica's changes feed since the stored checkpoint. A deck whose replica revision
 * moved away from the one this database is in step with (`syncState` `deck:<id>`) is `reconcile`d:
 * - no unsent change here: the replica's version becomes the deck's next revision (History: `synced`);
 * - both changed: the newer (updatedAt, then device id) is current, the other is kept in History as a
 *   conflict version, and the current one is written to the replica (so the other device keeps the
 *   loser too: it is a conflict version there by the same rule);
 * - deleted on one side and edited on the other: the edit wins whatever the times, and a notice says so;
 * - CouchDB's losing revisions (`_conflicts`): the same choice among all leaves; every other leaf is
 *   deleted (deterministic, so two devices resolving at once agree) and its content kept in History.
 *
 * The collection syncs a printing at a time (`collection:<printing>`, read and written a chunk of
 * printings per request), by the rule the settings follow: a change here is dated by its outbox row, and
 * of two changes of one printing the newer (by time, then device id) is the row on both devices; CouchDB's
 * losing revisions are removed. A row taken from the replica is written through the collection repository
 * as a change marked `synced` (its History entry keeps the value here it replaced: on the device whose
 * change lost, that is the losing value), with no outbox row, so it is not sent back, and Undo does not
 * take it back.
 */
/** What the Sync panel tells: a deck back from the bin with an edit made elsewhere (its code; the panel words it). */
export interface SyncNotice {
  code: 'back-with-edit'
  deckId: string
  name: string
}

/**
 * A change the bridge could not sync, as a code the Sync panel words (the Error's message is the code, for a
 * developer): a deck that kept changing while it was synced, a write the replica refused (`reason`: PouchDB's).
 */
export type BridgeWords = { code: 'kept-changing'; params: { deck: string } } | { code: 'refused'; params: { id: string; reason: string } }

export class BridgeProblem extends Error {
  constructor(readonly words: BridgeWords) {
    super(words.code)
  }
}

export interface BridgeOptions {
  /** This device's id (db/device.ts). */
  device: string
  /** Told when a deck comes back from the bin with an edit made elsewhere. */
  notice?: (n: SyncNotice) => void
  /** Progress of a long push: decks sent, of how many. */
  progress?: (done: number, total: number) => void
}

const CHECKPOINT = 'checkpoint'
const BATCH = 100
/** Collection rows read from and written to the replica per request. */
const ROWS = 500
const stale = Symbol('stale')

type Leaf = DeckDoc & { _rev: string }
type RowLeaf = CollectionDoc & { _rev: string }

export class Bridge {
  private running: Promise<unknown> = Promise.resolve()
  constructor(
    private readonly db: GundeckDatabase,
    private readonly replica: PouchDB,
    private readonly options: BridgeOptions,
  ) {}

  /** One step at a time: a push and a pull never interleave on one deck. */
  private serial<T>(step: () => Promise<T>): Promise<T> {
    const next = this.running.then(step, step)
    this.running = next.catch(() => undefined)
    return next
  }

  /** Decks, settings and collection rows changed here that the server does not have yet. */
  pending(): Promise<number> {
    return this.db.syncOutbox.count()
  }

  /** Mark every deck and collection row for sending (first sign-in of this database: the replica holds none of them yet). */
  async enqueueAll(): Promise<void> {
    const ids = (await this.db.decks.toCollection().primaryKeys()) as string[]
    for (let k = 0; k < ids.length; k += 500)
      await this.db.transaction('rw', this.db.syncOutbox, async () => {
        for (const id of ids.slice(k, k + 500)) await markUnsent(this.db, id)
      })
    await markWholeCollectionUnsent(this.db)
  }

  /** Whether this database has ever pulled from a replica (false on a first sign-in, or after the tables were lost). */
  async started(): Promise<boolean> {
    return (await this.db.syncState.get(CHECKPOINT)) !== undefined
  }

  /** Send every deck in the outbox into the replica; returns how many were handled. */
  push(): Promise<number> {
    return this.serial(async () => {
      const rows = (await this.db.syncOutbox.toArray()).filter((r) => r.sent === undefined)
      let done = 0
      const decks: string[] = []
      const printings: string[] = []
      for (const row of rows) {
        const id = deckIdOf(row.key)
        const printing = printingOf(row.key)
        if (printing !== null) printings.push(printing)
        else if (id !== null) decks.push(id)
        else {
          if (row.key === SETTINGS_DOC) await this.reconcileSettings()
          else await this.db.syncOutbox.delete(row.key) // a row of no kind we know is dropped
          this.options.progress?.(++done, rows.length)
        }
      }
      // A chunk of decks per replica write: live replication then sends them a batch at a time (reconcileDecks).
      for (let k = 0; k < decks.length; k += BATCH) {
        const chunk = decks.slice(k, k + BATCH)
        await this.reconcileDecks(chunk)
        this.options.progress?.((done += chunk.length), rows.length)
      }
      for (let k = 0; k < printings.length; k += ROWS) {
        const chunk = printings.slice(k, k + ROWS)
        await this.reconcileRows(chunk)
        this.options.progress?.((done += chunk.length), rows.length)
      }
      return rows.length
    })
  }

  /**
   * Bring these decks in step (see `reconcile`), the common cases in bulk: the replica has no version of a
   * deck, or the one this database is in step with (a first sign-in, edits made here: written with one bulk
   * write, settled in one transaction); or it moved on and nothing here is unsent (a deck made or edited
   * elsewhere: applied in one transaction). A deck with CouchDB conflicts or a deletion in the replica, a
   * change on both sides, and a deck the replica or a save here changed meanwhile go through `reconcile`,
   * one at a time. One write per deck was one round trip to the server per deck, which made a first
   * sign-in with many decks several times slower (bench/README.md).
   */
  private async reconcileDecks(ids: readonly string[]): Promise<void> {
    const keys = ids.map(deckDocId)
    const [have, locals, bases, queued] = await Promise.all([
      this.replica.allDocs({ keys, include_docs: true, conflicts: true }),
      getDecks(this.db, ids),
      this.db.syncState.bulkGet(keys),
      this.db.syncOutbox.bulkGet(keys),
    ])
    const one: string[] = []
    // `local`: the deck is here, so its History entries made here go to the replica after it.
    const settled: { id: string; rev: string | null; stamp: number | undefined; local: boolean }[] = []
    const writes: { id: string; doc: object; stamp: number | undefined }[] = []
    const applies: { id: string; local: StoredDeck | null; doc: Leaf }[] = []
    ids.forEach((id, i) => {
      const row = have.rows[i]
      const local = locals[i] ?? null
      const queue = queued[i]
      if (!row || row.key !== keys[i] || (row.error !== undefined && row.error !== 'not_found')) return void one.push(id)
      // Read as `replicaDeck` reads it: deleted or not ours to read is no version; CouchDB conflicts are settled one at a time.
      const p = row.value && !row.value.deleted ? DeckDocSchema.safeParse(row.doc) : null
      if (p?.success && (p.data._conflicts?.length ?? 0) > 0) return void one.push(id)
      const doc = p?.success && p.data._rev ? (p.data as Leaf) : null
      const step = stepFor(local, doc, bases[i]?.value, queue !== undefined && queue.sent === undefined)
      if (step === 'both') one.push(id)
      else if (step === 'apply') applies.push({ id, local, doc: doc! })
      else if (step === 'write') {
        const content = deckToDoc({ ...local!, device: local!.device ?? this.options.device })
        writes.push({ id, doc: { ...content, ...(doc ? { _rev: doc._rev } : {}) }, stamp: queue?.stamp })
      } else settled.push({ id, rev: doc?._rev ?? null, stamp: queue?.stamp, local: local !== null })
    })
    const results = writes.length > 0 ? await this.replica.bulkDocs(writes.map((w) => w.doc)) : []
    results.forEach((r, i) => {
      const w = writes[i]!
      if (r.ok && r.rev) settled.push({ id: w.id, rev: r.rev, stamp: w.stamp, local: true })
      else if (r.status === 409) one.push(w.id) // the replica moved meanwhile: decided again, one at a time
    })
    await this.settleAll(settled)
    failed(results, 409)
    if (applies.length > 0)
      await this.db.transaction('rw', [this.db.decks, this.db.deckHistory, this.db.syncOutbox, this.db.syncState], async () => {
        for (const { id, local, doc } of applies) if ((await this.applyIn(id, local, doc, [], false)) === stale) one.push(id)
      })
    await this.pushHistories(settled.filter((s) => s.local).map((s) => s.id))
    for (const id of one) await this.reconcile(id)
  }

  /** The server has these replica revisions (replication wrote them): their rows are done. */
  async confirmWritten(docs: readonly { _id: string; _rev?: string }[]): Promise<void> {
    const ours = (id: string) => deckIdOf(id) !== null || printingOf(id) !== null || id === SETTINGS_DOC
    const sent = new Map(docs.filter((d) => d._rev && ours(d._id)).map((d) => [d._id, d._rev]))
    if (sent.size === 0) return
    await this.db.transaction('rw', this.db.syncOutbox, async () => {
      for (const [key, rev] of sent) if ((await this.db.syncOutbox.get(key))?.sent === rev) await this.db.syncOutbox.delete(key)
    })
  }

  /** Ask the server which sent revisions it has (after a restart, or when replication caught up); those rows are done. */
  async confirm(server: Pick<PouchDB, 'revsDiff'>): Promise<void> {
    const rows = (await this.db.syncOutbox.toArray()).filter((r) => r.sent !== undefined)
    if (rows.length === 0) return
    const missing = await server.revsDiff(Object.fromEntries(rows.map((r) => [r.key, [r.sent!]])))
    await this.confirmWritten(rows.filter((r) => !missing[r.key]?.missing?.includes(r.sent!)).map((r) => ({ _id: r.key, _rev: r.sent })))
  }

  /** Apply the replica's changes since the checkpoint; returns how many documents were read. */
  pull(): Promise<number> {
    return this.serial(async () => {
      let read = 0
      for (;;) {
        const since = ((await this.db.syncState.get(CHECKPOINT))?.value as number | string | undefined) ?? 0
        const feed = await this.replica.changes({ since, include_docs: true, conflicts: true, limit: BATCH })
        if (feed.results.length === 0) {
          await this.db.syncState.put({ key: CHECKPOINT, value: feed.last_seq })
          return read
        }
        const decks = new Set<string>()
        const printings = new Set<string>()
        const history: unknown[] = []
        for (const r of feed.results) {
          read++
          const deckId = deckIdOf(r.id)
          const printing = printingOf(r.id)
          if (deckId !== null) decks.add(deckId)
          else if (printing !== null) printings.add(printing)
          else if (r.id.startsWith('history:')) history.push(r.doc)
          else if (r.id === SETTINGS_DOC) await this.reconcileSettings()
        }
        if (decks.size > 0) await this.reconcileDecks([...decks])
        // After the decks: an entry of a deck that arrives in the same batch has its deck to hang on.
        await this.applyHistory(history)
        if (printings.size > 0) await this.reconcileRows([...printings])
        await this.db.syncState.put({ key: CHECKPOINT, value: feed.last_seq })
      }
    })
  }

  /** The replica's current version of a deck, after settling CouchDB conflicts; with the contents that lost. */
  private async replicaDeck(id: string): Promise<{ doc: Leaf | null; lost: DeckDoc[] }> {
    let raw: unknown
    try {
      raw = await this.replica.get(deckDocId(id), { conflicts: true })
    } catch (e) {
      if ((e as { status?: number }).status === 404) return { doc: null, lost: [] }
      throw e
    }
    const first = DeckDocSchema.safeParse(raw)
    if (!first.success || !first.data._rev) return { doc: null, lost: [] } // not ours to read: left as it is
    const revs = first.data._conflicts ?? []
    if (revs.length === 0) return { doc: first.data as Leaf, lost: [] }
    const leaves: Leaf[] = [first.data as Leaf]
    for (const rev of revs) {
      const p = DeckDocSchema.safeParse(await this.replica.get(deckDocId(id), { rev }))
      if (p.success && p.data._rev) leaves.push(p.data as Leaf)
    }
    const chosen = leaves.reduce((a, b) => pick(a, b))
    const others = leaves.filter((l) => l !== chosen)
    // Every other leaf ends (a deletion on its branch): the chosen one is the winner, on any device.
    await this.replica.bulkDocs(others.map((l) => ({ _id: l._id, _rev: l._rev, _deleted: true })))
    for (const l of others) this.noticeIfBack(chosen, l)
    return { doc: { ...chosen, _conflicts: undefined }, lost: others.filter((l) => !sameContent(l, chosen)) }
  }

  private noticeIfBack(kept: { deletedAt: string | null; name: string; _id?: string }, other: { deletedAt: string | null }) {
    if (kept.deletedAt === null && other.deletedAt !== null)
      this.options.notice?.({ code: 'back-with-edit', deckId: deckIdOf(kept._id ?? '') ?? '', name: kept.name })
  }

  /** Bring one deck in step between the database and the replica (see the class comment). */
  private async reconcile(id: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) if ((await this.reconcileOnce(id)) !== stale) return
    throw new BridgeProblem({ code: 'kept-changing', params: { deck: id } })
  }

  private async reconcileOnce(id: string): Promise<typeof stale | void> {
    const key = deckDocId(id)
    const { doc, lost } = await this.replicaDeck(id)
    const [local, base, queued] = await Promise.all([getDeck(this.db, id), this.db.syncState.get(key), this.db.syncOutbox.get(key)])
    // A change here not yet in the replica (one in it, waiting for the server, is the replica's own).
    const unsent = queued !== undefined && queued.sent === undefined
    const step = stepFor(local, doc, base?.value, unsent)
    if (step === 'apply') return this.apply(id, local, doc!, lost, false)
    if (step === 'settle' || step === 'write') {
      const rev = step === 'write' ? await this.write(local!, doc?._rev) : (doc?._rev ?? null)
      if (rev === stale) return stale
      await this.settle(id, rev, queued?.stamp)
      // A deck that is here: its History made here goes after it.
      if (local) return this.pushHistory(id, lost)
      return
    }
    if (!local || !doc) return // (`stepFor` says `both` only with both versions)
    // Both changed: the newer is current, the other kept in History as a conflict version.
    const mine = { _id: key, name: local.name, updatedAt: local.updatedAt, deletedAt: local.deletedAt, device: local.device ?? this.options.device }
    if (pick(mine, doc) === mine) {
      this.noticeIfBack(mine, doc)
      const rev = await this.write(local, doc._rev)
      if (rev === stale) return stale
      await this.db.transaction('rw', [this.db.decks, this.db.deckHistory, this.db.syncOutbox, this.db.syncState], async () => {
        for (const c of [contentOf(doc), ...lost.map(contentOf)]) if (!sameContent(c, local)) await keepSyncedConflict(this.db, id, c)
      })
      await this.settle(id, rev, queued?.stamp)
      return this.pushHistory(id, [])
    }
    this.noticeIfBack(doc, local)
    return this.apply(id, local, doc, lost, true)
  }

  /** Store the replica's version here; `keepCurrent`: the local version lost a conflict and goes to History. */
  private async apply(id: string, local: StoredDeck | null, doc: Leaf, lost: DeckDoc[], keepCurrent: boolean): Promise<typeof stale | void> {
    // An async scope: Dexie keeps the transaction open across native awaits only inside one.
    const result = await this.db.transaction('rw', [this.db.decks, this.db.deckHistory, this.db.syncOutbox, this.db.syncState], async () =>
      this.applyIn(id, local, doc, lost, keepCurrent),
    )
    if (result === stale) return stale
  }

  /** `apply`'s work, inside the caller's transaction (over decks, deckHistory, syncOutbox and syncState). */
  private async applyIn(id: string, local: StoredDeck | null, doc: Leaf, lost: DeckDoc[], keepCurrent: boolean): Promise<typeof stale | void> {
    const key = deckDocId(id)
    const now = await getDeck(this.db, id)
    if ((now?.revision ?? null) !== (local?.revision ?? null)) return stale // saved here meanwhile: decide again
    const changed = !local || !sameDeck(local, doc) || lost.length > 0
    if (changed)
      await writeSyncedVersion(this.db, {
        deck: {
          id,
          game: doc.game,
          createdAt: local?.createdAt ?? doc.createdAt,
          updatedAt: doc.updatedAt,
          deletedAt: doc.deletedAt,
          device: doc.device,
          ...contentOf(doc),
        },
        keepCurrent: keepCurrent && local !== null && !sameContent(local, doc),
        kept: lost.map(contentOf),
      })
    await this.db.syncState.put({ key, value: doc._rev })
    // The versions kept here go out too (the other device keeps them by the same rule; sending makes sure).
    if (keepCurrent || lost.length > 0) await markUnsent(this.db, id)
    else await this.db.syncOutbox.delete(key)
  }

  /** Write a deck into the replica on top of `parent`; stale when the replica moved meanwhile. */
  private async write(deck: StoredDeck, parent: string | undefined): Promise<string | typeof stale> {
    const doc = { ...deckToDoc({ ...deck, device: deck.device ?? this.options.device }), ...(parent ? { _rev: parent } : {}) }
    try {
      const r = await this.replica.put(doc)
      return r.rev ?? stale
    } catch (e) {
      if ((e as { status?: number }).status === 409) return stale
      throw e
    }
  }

  /** Record that the database is in step with replica revision `rev`; the outbox row goes if no save came since it was read. */
  private async settle(id: string, rev: string | null, stamp: number | undefined) {
    await this.settleAll([{ id, rev, stamp }])
  }

  /** `settle` for several decks, in one transaction. */
  private async settleAll(decks: readonly { id: string; rev: string | null; stamp: number | undefined }[]) {
    if (decks.length === 0) return
    const keys = decks.map((d) => deckDocId(d.id))
    await this.db.transaction('rw', [this.db.syncOutbox, this.db.syncState], async () => {
      const now = await this.db.syncOutbox.bulkGet(keys)
      await this.db.syncState.bulkPut(decks.flatMap((d, i) => (d.rev ? [{ key: keys[i]!, value: d.rev }] : [])))
      // The row goes (or is marked sent) only if no save came since it was read: that one is sent next round.
      const same = decks.flatMap((d, i) => (d.stamp !== undefined && now[i]?.stamp === d.stamp ? [{ d, row: now[i]! }] : []))
      await this.db.syncOutbox.bulkPut(same.flatMap(({ d, row }) => (d.rev ? [{ ...row, sent: d.rev }] : [])))
      await this.db.syncOutbox.bulkDelete(same.flatMap(({ d, row }) => (d.rev ? [] : [row.key])))
    })
  }

  /** Write the deck's History entries made here (and conflict marks) that the replica lacks. */
  private async pushHistory(id: string, lost: DeckDoc[]): Promise<void> {
    if (lost.length > 0)
      await this.db.transaction('rw', [this.db.decks, this.db.deckHistory], async () => {
        for (const l of lost) await keepSyncedConflict(this.db, id, contentOf(l))
      })
    await this.pushHistories([id])
  }

  /** The History entries made here of these decks that the replica lacks (or has without their conflict mark), in one write. */
  private async pushHistories(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    const entries = (await decksHistory(this.db, ids)).filter((s) => s.syncKey === undefined && s.reason !== 'synced')
    if (entries.length === 0) return
    const docs = entries.map((s) => historyToDoc(s.deckId, { ...s, device: s.device ?? this.options.device }))
    const have = await this.replica.allDocs({ keys: docs.map((d) => d._id), include_docs: true })
    const writes: object[] = []
    docs.forEach((d, i) => {
      const row = have.rows[i]
      if (!row?.value || row.value.deleted) return void writes.push(d)
      const there = HistoryDocSchema.safeParse(row.doc)
      if (there.success && d.conflict && !there.data.conflict) writes.push({ ...d, _rev: row.value.rev })
    })
    if (writes.length > 0) failed(await this.replica.bulkDocs(writes), 409)
  }

  /**
   * The synced settings (SYNCED_SETTINGS), both ways: the newer change wins, by time, then by device.
   * A change here is dated by its outbox row; CouchDB's losing revisions of the document are removed.
   */
  private async reconcileSettings(): Promise<void> {
    let doc: SettingDoc | null = null
    try {
      const raw = (await this.replica.get(SETTINGS_DOC, { conflicts: true })) as { _conflicts?: string[] }
      const leaves = [raw, ...(await Promise.all((raw._conflicts ?? []).map((rev) => this.replica.get(SETTINGS_DOC, { rev }))))].flatMap((l) => {
        const p = SettingDocSchema.safeParse(l)
        return p.success && p.data._rev ? [p.data] : []
      })
      if (leaves.length > 0) {
        doc = leaves.reduce((a, b) => newer(a, b))
        const others = leaves.filter((l) => l !== doc)
        if (others.length > 0) await this.replica.bulkDocs(others.map((l) => ({ _id: l._id, _rev: l._rev, _deleted: true })))
      }
    } catch (e) {
      if ((e as { status?: number }).status !== 404) throw e
    }
    const [row, base] = await Promise.all([this.db.syncOutbox.get(SETTINGS_DOC), this.db.syncState.get(SETTINGS_DOC)])
    const mine = row && row.sent === undefined ? { updatedAt: new Date(Math.floor(row.stamp / 1000)).toISOString(), device: this.options.device } : null
    const moved = doc !== null && doc._rev !== base?.value
    if (doc && moved && (!mine || newer<{ updatedAt: string; device?: string | null }>(mine, doc) === doc)) {
      // The other device's settings are newer: taken here, and nothing of ours is left to send.
      const value = doc.value
      const rev = doc._rev
      await this.db.transaction('rw', [this.db.settings, this.db.syncOutbox, this.db.syncState], async () => {
        const current = await loadSettings(this.db)
        await this.db.settings.put({ key: 'app', value: SettingsSchema.parse({ ...current, ...value }) })
        await this.db.syncState.put({ key: SETTINGS_DOC, value: rev })
        if ((await this.db.syncOutbox.get(SETTINGS_DOC))?.stamp === row?.stamp) await this.db.syncOutbox.delete(SETTINGS_DOC)
      })
      return
    }
    if (!mine || !row) return
    const settings = await loadSettings(this.db)
    const value = Object.fromEntries(SYNCED_SETTINGS.map((k) => [k, settings[k]]))
    const r = await this.replica.put({
      _id: SETTINGS_DOC,
      type: 'setting',
      updatedAt: mine.updatedAt,
      device: mine.device,
      value,
      ...(doc?._rev ? { _rev: doc._rev } : {}),
    })
    if (!r.rev) return
    const rev = r.rev
    await this.db.transaction('rw', [this.db.syncOutbox, this.db.syncState], async () => {
      await this.db.syncState.put({ key: SETTINGS_DOC, value: rev })
      const now = await this.db.syncOutbox.get(SETTINGS_DOC)
      if (now && now.stamp === row.stamp) await this.db.syncOutbox.put({ ...now, sent: rev })
    })
  }

  /**
   * The replica's current document of each printing, after settling CouchDB conflicts (the newer leaf
   * stays, every other leaf is deleted). `parent`: the revision of a document that is not ours to read,
   * which a change here writes over.
   */
  private async replicaRows(printings: readonly string[]): Promise<Map<string, { doc: RowLeaf | null; parent?: string }>> {
    const ids = printings.map(collectionDocId)
    const have = await this.replica.allDocs({ keys: ids, include_docs: true, conflicts: true })
    const out = new Map<string, { doc: RowLeaf | null; parent?: string }>()
    const ends: object[] = []
    for (const [i, row] of have.rows.entries()) {
      const printing = printings[i]!
      if (!row.value || row.value.deleted) {
        out.set(printing, { doc: null })
        continue
      }
      const raw = row.doc as { _conflicts?: string[] }
      const others = await Promise.all((raw._conflicts ?? []).map((rev) => this.replica.get(ids[i]!, { rev })))
      const leaves = [raw, ...others].flatMap((l) => {
        const p = CollectionDocSchema.safeParse(l)
        return p.success && p.data._rev ? [p.data as RowLeaf] : []
      })
      if (leaves.length === 0) {
        out.set(printing, { doc: null, parent: row.value.rev })
        continue
      }
      const doc = leaves.reduce((a, b) => newer(a, b))
      for (const l of leaves) if (l !== doc) ends.push({ _id: l._id, _rev: l._rev, _deleted: true })
      out.set(printing, { doc: { ...doc, _conflicts: undefined } })
    }
    if (ends.length > 0) failed(await this.replica.bulkDocs(ends), 409)
    return out
  }

  /**
   * Bring these printings' rows in step between the database and the replica (see the class comment):
   * the replica's row is taken where it moved on and is newer than any unsent change here; a change here
   * is written where it is the newer one. Rows the replica refuses meanwhile (409) wait for the next round.
   */
  private async reconcileRows(printings: readonly string[]): Promise<void> {
    const replica = await this.replicaRows(printings)
    const keys = printings.map(collectionDocId)
    const [queued, bases, stored] = await Promise.all([
      this.db.syncOutbox.bulkGet(keys),
      this.db.syncState.bulkGet(keys),
      this.db.collection.bulkGet([...printings]),
    ])
    const take: { printing: string; row: CollectionRow | null; rev: string; stamp?: number }[] = []
    const writes: { doc: object; stamp: number }[] = []
    const unreadable: { key: string; stamp: number }[] = []
    printings.forEach((printing, i) => {
      const { doc, parent } = replica.get(printing)!
      const row = queued[i]
      const unsent = row !== undefined && row.sent === undefined
      const mine = unsent ? { updatedAt: new Date(Math.floor(row.stamp / 1000)).toISOString(), device: this.options.device } : null
      const moved = doc !== null && doc._rev !== bases[i]?.value
      if (doc && moved && (!mine || newer<{ updatedAt: string; device?: string | null }>(mine, doc) === doc))
        return void take.push({ printing, row: rowOfDoc(doc), rev: doc._rev, stamp: row?.stamp })
      if (!mine || !row) return
      const raw = stored[i]
      const local = raw === undefined ? null : CollectionRowSchema.safeParse(raw)
      // A stored row that does not parse is never sent (nor written over here): its outbox row goes.
      if (local && !local.success) return void unreadable.push({ key: keys[i]!, stamp: row.stamp })
      const rev = doc?._rev ?? parent
      const number = normalizeNumber(printing.replace(/_p\d+$/i, ''))
      writes.push({ doc: { ...collectionToDoc(printing, local?.data ?? null, number, mine), ...(rev ? { _rev: rev } : {}) }, stamp: row.stamp })
    })
    if (take.length > 0 || unreadable.length > 0)
      await this.db.transaction('rw', [this.db.collection, this.db.collectionHistory, this.db.syncOutbox, this.db.syncState], async () => {
        // A change here since the outbox was read is newer than the replica's: its printing waits for the next round.
        const now = await this.db.syncOutbox.bulkGet(take.map((t) => collectionDocId(t.printing)))
        const fresh = take.filter((t, i) => now[i]?.stamp === t.stamp)
        if (fresh.length > 0) await applySyncedRows(this.db, new Map(fresh.map((t) => [t.printing, t.row])))
        await this.db.syncState.bulkPut(fresh.map((t) => ({ key: collectionDocId(t.printing), value: t.rev })))
        const done = [...fresh.filter((t) => t.stamp !== undefined).map((t) => collectionDocId(t.printing)), ...unreadable.map((u) => u.key)]
        await this.db.syncOutbox.bulkDelete(done)
      })
    if (writes.length === 0) return
    const results = await this.replica.bulkDocs(writes.map((w) => w.doc))
    await this.db.transaction('rw', [this.db.syncOutbox, this.db.syncState], async () => {
      const ok = results.flatMap((r, i) => (r.ok && r.rev ? [{ key: r.id, rev: r.rev, stamp: writes[i]!.stamp }] : []))
      const rows = await this.db.syncOutbox.bulkGet(ok.map((o) => o.key))
      await this.db.syncState.bulkPut(ok.map((o) => ({ key: o.key, value: o.rev })))
      // The row goes to "sent" only if no change came since it was read (that one is sent next round).
      await this.db.syncOutbox.bulkPut(ok.flatMap((o, i) => (rows[i]?.stamp === o.stamp ? [{ ...rows[i]!, sent: o.rev }] : [])))
    })
    failed(results, 409)
  }

  /** History entries from the replica: each added here unless it was made here or is known already. */
  private async applyHistory(raws: readonly unknown[]): Promise<void> {
    const entries = raws.flatMap((raw) => {
      const p = HistoryDocSchema.safeParse(raw)
      // This device's own entries too: after the browser lost the database they are back only on the server
      // (an entry still here is the same time and content, which addSyncedHistory leaves alone).
      return p.success ? [p.data] : []
    })
    if (entries.length === 0) return
    await this.db.transaction('rw', [this.db.decks, this.db.deckHistory], async () => {
      for (const h of entries) {
        if (!(await getDeck(this.db, h.deckId))) continue // its deck is not here (purged): nothing to hang it on
        await addSyncedHistory(this.db, {
          deckId: h.deckId,
          at: h.at,
          revision: h.revision,
          reason: h.reason,
          content: h.content,
          device: h.device,
          ...(h.conflict ? { conflict: true } : {}),
          syncKey: h._id,
        })
      }
    })
  }
}

/**
 * What bringing one deck in step takes (see the class comment), from this database's version, the replica's
 * (after its CouchDB conflicts are settled), the replica revision this database is in step with, and
 * whether a change here is unsent:
 * - `settle`: nothing to move; the database is in step with the replica's version (a deck only the replica
 *   has that sat in the bin so long this device would purge it is left there);
 * - `write`: this database's version goes into the replica (nothing newer there, and ours changed);
 * - `apply`: the replica's version is stored here (made or changed elsewhere, nothing unsent here);
 * - `both`: both changed: the newer is current, the other kept in History as a conflict version.
 */
function stepFor(local: StoredDeck | null, doc: DeckDoc | null, base: unknown, unsent: boolean): 'settle' | 'write' | 'apply' | 'both' {
  if (!local) return !doc || (doc.deletedAt !== null && Date.now() - Date.parse(doc.deletedAt) > KEEP_DELETED_MS) ? 'settle' : 'apply'
  // The replica has nothing newer than what this database last saw: send ours if it changed.
  if (!doc || doc._rev === base) return unsent && (!doc || !sameDeck(local, doc)) ? 'write' : 'settle'
  // The replica moved on (another device, or a conflict settled).
  return !unsent || sameDeck(local, doc) ? 'apply' : 'both'
}

/** Same content and the same bin state: nothing to write either way. */
function sameDeck(a: StoredDeck, b: DeckDoc): boolean {
  return sameContent(a, b) && (a.deletedAt === null) === (b.deletedAt === null)
}

/** Which of two versions is current: one in the bin loses to one that is not (an edit brings a deck back), else the newer. */
type Version = { deletedAt: string | null; updatedAt: string; device?: string | null }
function pick<A extends Version, B extends Version>(a: A, b: B): A | B {
  if ((a.deletedAt === null) !== (b.deletedAt === null)) return a.deletedAt === null ? a : b
  return newer<Version>(a, b) === a ? a : b
}

/** Throw on a failed write, except for the status given (already there: written by another device meanwhile). */
function failed(results: PutResult[], allowed: number) {
  const bad = results.find((r) => r.error && r.status !== allowed)
  if (bad) throw new BridgeProblem({ code: 'refused', params: { id: bad.id, reason: bad.reason ?? String(bad.error) } })
}

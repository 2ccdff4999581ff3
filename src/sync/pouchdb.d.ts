// The part of PouchDB's API that gundeck uses (pouchdb-browser 9; the memory adapter in tests). PouchDB
// ships no types of its own; documents come back as `unknown` and are checked with the schemas in docs.ts.
declare module 'pouchdb-browser' {
  export interface PutResult {
    ok?: boolean
    id: string
    rev?: string
    error?: string | boolean
    status?: number
    reason?: string
  }
  export interface AllDocsRow {
    key: string
    id?: string
    value?: { rev: string; deleted?: boolean }
    error?: string
    doc?: unknown
  }
  export interface ChangesResult {
    results: { id: string; seq: number | string; deleted?: boolean; doc?: unknown }[]
    last_seq: number | string
  }
  export interface SyncInfo {
    direction?: 'push' | 'pull'
    change?: { docs_written?: number; docs_read?: number; pending?: number; docs?: { _id: string; _rev?: string }[] }
  }
  export interface PouchError {
    status?: number
    name?: string
    message?: string
    error?: string | boolean
    reason?: string
  }
  export interface Replication {
    on(event: 'change', listener: (info: SyncInfo) => void): Replication
    on(event: 'paused', listener: (err?: PouchError) => void): Replication
    on(event: 'active', listener: () => void): Replication
    on(event: 'denied', listener: (err: PouchError) => void): Replication
    on(event: 'error', listener: (err: PouchError) => void): Replication
    on(event: 'complete', listener: (info: unknown) => void): Replication
    cancel(): void
  }
  export interface SyncOptions {
    live?: boolean
    retry?: boolean
    batch_size?: number
    back_off_function?: (delay: number) => number
  }
  export interface DatabaseOptions {
    adapter?: string
    skip_setup?: boolean
    fetch?: (url: string | Request, opts?: RequestInit) => Promise<Response>
  }
  export default class PouchDB {
    constructor(name: string, options?: DatabaseOptions)
    static plugin(plugin: unknown): typeof PouchDB
    static fetch(url: string | Request, opts?: RequestInit): Promise<Response>
    readonly name: string
    get(id: string, options?: { conflicts?: boolean; rev?: string }): Promise<unknown>
    put(doc: object): Promise<PutResult>
    bulkDocs(docs: object[]): Promise<PutResult[]>
    allDocs(options: { keys?: string[]; include_docs?: boolean; conflicts?: boolean; startkey?: string; endkey?: string }): Promise<{ rows: AllDocsRow[] }>
    changes(options: { since: number | string; include_docs?: boolean; conflicts?: boolean; limit?: number }): Promise<ChangesResult>
    sync(remote: PouchDB, options?: SyncOptions): Replication
    revsDiff(revs: Record<string, string[]>): Promise<Record<string, { missing?: string[] }>>
    info(): Promise<{ doc_count: number; update_seq: number | string }>
    close(): Promise<void>
    destroy(): Promise<void>
  }
}

declare module 'pouchdb-adapter-memory' {
  const plugin: unknown
  export default plugin
}

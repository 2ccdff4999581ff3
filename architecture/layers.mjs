// @ts-check
/**
 * The layers of gundeck and what each may import, written once. eslint.config.js enforces it as an
 * allow-list (architecture/fence.mjs: an import of a layer or package its row does not name is refused),
 * `npm run architecture` writes it into ARCHITECTURE.md, and tests/unit/layer-fence.test.ts tries every
 * direction it forbids. A file of src/ or cli/ that no row holds is refused too: a new folder gets a row.
 *
 * @typedef {object} Layer
 * @property {string} name how the table and the fence's messages call it
 * @property {readonly string[]} paths its folders (ending in /) and files, from the repository's root; a
 *   file belongs to the row whose path is the longest that holds it
 * @property {string} holds what lives there
 * @property {readonly string[]} mayImport the layers it may import besides itself
 * @property {readonly string[]} packages the npm packages it may import (`node:*`: Node's built-ins)
 * @property {string} why said when one of its imports is refused
 * @property {boolean} [testsOnly] test helpers: only tests (never fenced) import them
 * @property {boolean} [code] false for data the fence does not lint (JSON, CSS)
 */

/** Tests import what they check, from any layer: the fence is for the code that ships. */
export const TEST_FILES = ['**/*.test.ts', 'tests/**']

/** What the fence lints: every file of these must belong to a row. */
export const FENCED_FILES = ['src/**/*.{ts,mts,vue}', 'cli/**/*.ts']

const VIEW_PACKAGES = ['vue', 'pinia', '@vueuse/core', 'zod']

/** @type {readonly Layer[]} */
export const LAYERS = [
  {
    name: 'engine',
    paths: ['src/engine/'],
    holds:
      "The rules: card model, formats, legality, deck-list reading and writing, queries, statistics, exact odds, Monte Carlo, the playtest's moves, the collection's arithmetic, every number and plural in words (`text/format.ts`). Plain TypeScript.",
    mayImport: ['schemas', 'data'],
    packages: ['zod', 'papaparse'],
    why: 'The engine is plain TypeScript that runs in Node, the browser and a worker alike: pass it what it needs.',
  },
  {
    name: 'engine/testing',
    paths: ['src/engine/testing/'],
    holds:
      'Builders of cards, decks and formats, the slow oracles the fast code is checked against, fixtures, and the checks every catalogue of coded messages owes (`catalogue-contract.ts`).',
    mayImport: ['engine', 'schemas', 'data'],
    packages: ['fast-check', 'zod', 'vitest'],
    why: 'Test helpers build from the engine and the schemas only.',
    testsOnly: true,
  },
  {
    name: 'schemas',
    paths: ['src/schemas/'],
    holds:
      'zod schemas, the one source of types for anything that crosses a boundary: files, IndexedDB rows, the URL, worker messages, sync documents; and the names and limits of the card-image caches the page and the service worker share.',
    mayImport: ['engine'],
    packages: ['zod'],
    why: "Schemas describe what crosses a boundary and use nothing but the engine's types.",
  },
  {
    name: 'io',
    paths: ['src/io/'],
    holds:
      'Pure readers and writers of files: card files, backups, ZIP, print sheets. No storage, network or DOM, so views may use them as they use the engine.',
    mayImport: ['engine', 'schemas'],
    packages: ['zod'],
    why: 'src/io reads and writes files as pure functions: no framework, storage or browser service.',
  },
  {
    name: 'platform',
    paths: ['src/platform/'],
    holds:
      "The browser's own services with no knowledge of gundeck's layers: scheduling (`schedule.ts`), reading and saving files, storage estimates and buckets, the image cache's limits, every web-storage key (`storage-keys.ts`, all `gundeck:<name>`), the colour theme applied before the first paint (`theme.ts`), Chart.js set up for bar charts (`chart-js.ts`, loaded lazily by `useChartJs`).",
    mayImport: ['engine', 'schemas', 'io'],
    packages: ['chart.js'],
    why: "src/platform wraps the browser's services and knows nothing of the layers above it.",
  },
  {
    name: 'sw',
    paths: ['src/sw/'],
    holds: "The service worker, a program of its own (Workbox): the precache of the app's files and the card images kept offline.",
    mayImport: ['schemas'],
    packages: ['workbox-core', 'workbox-expiration', 'workbox-precaching', 'workbox-routing', 'workbox-strategies'],
    why: 'The service worker shares only the cache names and limits in src/schemas with the page.',
  },
  {
    name: 'db',
    paths: ['src/db/'],
    holds:
      "Dexie: the schema and every migration in one place (`database.ts`), one repository per table, the journal and its replay, the decks' local-storage copy.",
    mayImport: ['engine', 'schemas', 'io', 'platform'],
    packages: ['dexie', 'zod'],
    why: 'src/db serves the stores: it reaches no store, view, network or worker.',
  },
  {
    name: 'db/testing',
    paths: ['src/db/testing.ts'],
    holds: 'A database per test, closed and deleted after it.',
    mayImport: ['db', 'engine', 'schemas'],
    packages: ['vitest'],
    why: "The test database opens gundeck's own database and nothing else.",
    testsOnly: true,
  },
  {
    name: 'sync',
    paths: ['src/sync/'],
    holds: 'CouchDB sign-in, sync documents, the Dexie ↔ PouchDB bridge and the replication.',
    mayImport: ['engine', 'schemas', 'io', 'platform', 'db'],
    packages: ['dexie', 'pouchdb-browser', 'zod'],
    why: 'src/sync serves the stores: it reaches no store, view, remote call or worker.',
  },
  {
    name: 'sync/testing',
    paths: ['src/sync/testing.ts'],
    holds: 'PouchDB in memory and one-shot replication for the sync tests.',
    mayImport: ['sync', 'schemas'],
    packages: ['pouchdb-browser', 'pouchdb-adapter-memory'],
    why: 'The sync test helpers use PouchDB in memory and nothing of the app.',
    testsOnly: true,
  },
  {
    name: 'api',
    paths: ['src/api/'],
    holds: 'Remote calls only (the card-list download).',
    mayImport: ['engine', 'schemas', 'io', 'platform'],
    packages: ['zod'],
    why: 'src/api makes remote calls only: a store keeps what they fetch.',
  },
  {
    name: 'workers',
    paths: ['src/workers/'],
    holds: 'Worker entry points, their handlers (plain functions, tested without a worker) and one generic client (`client.ts`, zod on both sides).',
    mayImport: ['engine', 'schemas', 'io', 'platform'],
    packages: ['zod'],
    why: 'A worker computes off the main thread and answers with a message: whoever asked keeps the answer.',
  },
  {
    name: 'locales',
    paths: ['src/locales/'],
    holds:
      "The app's words: one catalogue per language (`en.ts` the source, bundled; every other of its shape, fetched on first use), the vue-i18n instance and the choice of language (`i18n.ts`), and a glossary of the game's terms per language (`glossary/`).",
    mayImport: ['engine', 'schemas'],
    packages: ['vue-i18n'],
    why: 'The catalogues are words and the one vue-i18n instance: they know the languages the settings allow, and nothing of storage or views.',
  },
  {
    name: 'locales/english',
    paths: ['src/locales/english/'],
    holds:
      "The English words of the pages that load later (Playtest, Simulate, the editor's Stats tab): each file adds its part to the catalogue, and every view that shows those words imports it, so the app's first script does not carry them.",
    mayImport: ['locales'],
    packages: [],
    why: 'A part only adds its words to the one catalogue: it knows nothing of views, storage or the engine.',
  },
  {
    name: 'stores',
    paths: ['src/stores/'],
    holds: 'Pinia, one store per concern. Actions are named for what the player does; a store is the only way a view reaches storage, sync or the network.',
    mayImport: ['engine', 'schemas', 'io', 'platform', 'db', 'sync', 'api', 'workers', 'useLiveQuery', 'package.json'],
    packages: ['vue', 'pinia', 'dexie', 'zod'],
    why: 'Stores serve the views and never reach into one: share a type or helper from src/schemas or src/engine.',
  },
  {
    name: 'useLiveQuery',
    paths: ['src/composables/useLiveQuery.ts'],
    holds: "The one bridge from Dexie's observable to a Vue ref; the stores call it with their queries.",
    mayImport: [],
    packages: ['vue', 'dexie'],
    why: "useLiveQuery turns a query it is given into a ref: the queries are the stores'.",
  },
  {
    name: 'composables',
    paths: ['src/composables/'],
    holds:
      '`useX` files only: view state over stores, browser events and the simulation worker, whose life follows the page that asked (`useDeck`, `useKeyboardShortcut`, `useSimulationWorker`). No storage of their own.',
    mayImport: ['stores', 'platform', 'workers', 'engine', 'schemas', 'io', 'locales'],
    packages: [...VIEW_PACKAGES, 'vue-router'],
    why: 'Composables read and write storage, sync and the network through a store, and never reach into a view.',
  },
  {
    name: 'components',
    paths: ['src/components/'],
    holds:
      'What the player sees, by area (`card`, `deck`, `data`, `sim`, `charts`, …): `.vue` files and their tests only, named for their folder (`deck/DeckLine.vue`, `charts/ChartBar.vue`).',
    mayImport: ['stores', 'composables', 'engine', 'schemas', 'io', 'locales/english'],
    packages: [...VIEW_PACKAGES, 'chart.js'],
    why: 'Components show state: they reach storage, sync, workers, the network and the browser through a store or a composable.',
  },
  {
    name: 'pages',
    paths: ['src/pages/', 'src/App.vue'],
    holds:
      "One component per route, named in its own `definePage({ name, path, meta })`, and `App.vue` around them; vue-router's plugin (`scripts/page-routes.ts`) makes the lazy routes and writes the typed route map, `typed-router.d.ts`, so a link to a wrong name or parameter is a type error.",
    mayImport: ['components', 'stores', 'composables', 'engine', 'schemas', 'io', 'locales/english'],
    packages: [...VIEW_PACKAGES, 'vue-router'],
    why: 'Pages show state: they reach storage, sync, workers, the network and the browser through a store or a composable.',
  },
  {
    name: 'start',
    paths: ['src/main.ts', 'src/router.ts', 'src/pwa.ts', 'src/env.d.ts'],
    holds: "The start: the database opened early, the theme, the router (redirects in `router.ts`), the service worker's registration, then `App.vue`.",
    mayImport: ['pages', 'stores', 'db', 'platform', 'styles', 'locales'],
    packages: ['vue', 'pinia', 'vue-router', 'virtual:pwa-register'],
    why: 'The start mounts the app: views and their data come through App.vue and the router.',
  },
  {
    name: 'styles',
    paths: ['src/styles/'],
    holds: 'The CSS every page shares.',
    mayImport: [],
    packages: [],
    why: 'CSS imports nothing.',
    code: false,
  },
  {
    name: 'cli',
    paths: ['cli/'],
    holds: 'The `gundeck` command; its JSON output is a contract (see the README).',
    mayImport: ['engine', 'schemas', 'io'],
    packages: ['node:*'],
    why: 'The command line runs the engine in Node and nothing of the app.',
  },
  {
    name: 'data',
    paths: ['data/'],
    holds: 'Formats, ban lists and name spellings as JSON, written from the rule texts.',
    mayImport: [],
    packages: [],
    why: 'Data imports nothing.',
    code: false,
  },
  {
    name: 'package.json',
    paths: ['package.json'],
    holds: "The app's version, which a backup file records.",
    mayImport: [],
    packages: [],
    why: 'package.json imports nothing.',
    code: false,
  },
]

import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The engine, the schemas and the pure io layer run in Node, in the browser and in a worker alike:
// no framework, storage or DOM may leak into them.
const APP_FOLDERS = ['components', 'stores', 'db', 'api', 'composables', 'pages', 'workers', 'platform', 'sync', 'sw']
const ENGINE_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['vue', 'vue/*', '@vue/*', 'pinia', 'dexie', 'dexie/*', 'vue-router'],
          message: 'src/engine, src/schemas and src/io are plain TypeScript: no Vue, Pinia or Dexie.',
        },
        // By path, so `../../db/database` is caught as well as `~/db/database`.
        {
          group: APP_FOLDERS.flatMap((folder) => [`**/${folder}`, `**/${folder}/*`]),
          message: `src/engine, src/schemas and src/io do not depend on the app (${APP_FOLDERS.join(', ')}).`,
        },
        { group: ['node:*', 'fs', 'path'], message: 'The engine runs in the browser too: no Node built-ins.' },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'location', 'self', 'process'].map((name) => ({
      name,
      message: 'The engine is pure: pass what it needs in.',
    })),
  ],
}

// src/sync by path (a bare `**/sync` would also catch `stores/sync`, the store views may use).
const SYNC_PATHS = ['~/sync', '~/sync/*', '../sync', '../sync/*', '../../sync/*', '../../../sync/*']

// Pages and components show state; stores and composables do the storage and browser I/O.
const VIEW_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['dexie', 'dexie/*', ...['db', 'api', 'platform', 'workers'].flatMap((f) => [`**/${f}`, `**/${f}/*`]), ...SYNC_PATHS],
          message: 'Pages and components do no I/O: go through a store or a composable.',
        },
      ],
    },
  ],
}

// Stores, composables, storage and workers serve the views; they never reach back into them.
const SERVICE_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/components', '**/components/*', '**/pages', '**/pages/*'],
          message: 'Share a type or helper from src/schemas, src/engine or a composable instead of a component or page.',
        },
      ],
    },
  ],
}

/** Composables hold view state over stores; storage is the stores' (the one deck loader waits for recovery). */
const COMPOSABLE_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...SERVICE_FENCE['no-restricted-imports'][1].patterns,
        { group: ['dexie', 'dexie/*', '**/db', '**/db/*', ...SYNC_PATHS], message: 'Composables read and write storage through a store.' },
      ],
    },
  ],
}

/** The browser's own services (scheduling, files, storage estimates, web-storage keys) know nothing of gundeck's layers. */
const PLATFORM_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['vue', 'vue/*', 'pinia', 'dexie', 'dexie/*', 'vue-router'], message: 'src/platform wraps browser APIs only: no framework or database.' },
        {
          group: [...['components', 'pages', 'stores', 'composables', 'db', 'workers', 'api'].flatMap((f) => [`**/${f}`, `**/${f}/*`]), ...SYNC_PATHS],
          message: 'src/platform is below the app: the app uses it, never the other way.',
        },
      ],
    },
  ],
}

// A module-level `const` (exported or not), and a call of zod's `z.…` at `callee`, with up to nine calls
// chained after it (`z.string().min(1).max(40)`): what the lazy-schema rules below look for.
const MODULE_CONST = ':matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration)'
const zodCall = (callee) => Array.from({ length: 10 }, (_, depth) => `[${callee}${'.object.callee'.repeat(depth)}.object.name='z']`).join(', ')

/** Storage and sync serve the stores: they never reach up into stores, composables or views. */
const STORAGE_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...SERVICE_FENCE['no-restricted-imports'][1].patterns,
        {
          group: ['**/stores', '**/stores/*', '**/composables', '**/composables/*', 'vue', 'pinia'],
          message: 'src/db and src/sync serve the stores: no store, composable or Vue here.',
        },
      ],
    },
  ],
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // With verbatimModuleSyntax, `import { type A } from 'x'` still loads x: a types-only import must be `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      // Layout of templates is Prettier's (npm run format; checked in lint).
      'vue/html-closing-bracket-newline': 'off',
      'vue/html-indent': 'off',
      'vue/html-quotes': 'off',
      'vue/multiline-html-element-content-newline': 'off',
      'vue/no-v-html': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts', 'src/schemas/**/*.ts', 'src/io/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: ENGINE_FENCE,
  },
  {
    files: ['src/components/**/*.{ts,vue}', 'src/pages/**/*.{ts,vue}', 'src/App.vue'],
    ignores: ['**/*.test.ts'],
    rules: VIEW_FENCE,
  },
  {
    files: ['src/stores/**/*.ts', 'src/api/**/*.ts', 'src/workers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: SERVICE_FENCE,
  },
  {
    files: ['src/composables/**/*.ts'],
    // useLiveQuery is the one bridge from Dexie's observable to a Vue ref (stores call it with their queries).
    ignores: ['**/*.test.ts', 'src/composables/useLiveQuery.ts'],
    rules: COMPOSABLE_FENCE,
  },
  {
    files: ['src/composables/useLiveQuery.ts'],
    rules: SERVICE_FENCE,
  },
  {
    files: ['src/db/**/*.ts', 'src/sync/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: STORAGE_FENCE,
  },
  {
    // A schema at module level is made when its module loads, on every start; lazySchema makes it at its first use.
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/schemas/lazy.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // `const X = z.object(…)`, with any chain of calls after it (.strict(), .min(1), …).
          selector: `${MODULE_CONST} > VariableDeclarator:matches(${zodCall('init.callee')})`,
          message: 'Make a module-level zod schema in lazySchema(() => …) (src/schemas/lazy.ts): made at load, it slows every start.',
        },
        {
          // `const Fields = { id: z.string(), … }`: the same schemas, made at load, spread into others later.
          selector: `${MODULE_CONST} > VariableDeclarator[init.type='ObjectExpression'] > ObjectExpression > Property > CallExpression:matches(${zodCall('callee')})`,
          message: 'Make module-level zod fields in a function (() => ({ … })) or inside lazySchema: made at load, they slow every start.',
        },
      ],
    },
  },
  {
    files: ['src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: PLATFORM_FENCE,
  },
  {
    // Composables are what their folder says: `useX` files only.
    files: ['src/composables/*.ts'],
    ignores: ['**/*.test.ts', 'src/composables/use[A-Z]*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'src/composables holds composables only: name the file useX.ts, or move plain logic to src/engine.' },
      ],
    },
  },
  {
    // Components are what their folder says: .vue files (and their tests), no plain helpers beside them.
    files: ['src/components/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'src/components holds components only: move words, colors and other pure logic to src/engine/<area>, and view state over Vue or the DOM to a src/composables/useX.ts.',
        },
      ],
    },
  },
)

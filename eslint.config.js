import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The engine, the schemas and the pure io layer run in Node, in the browser and in a worker alike:
// no framework, storage or DOM may leak into them.
const APP_FOLDERS = ['components', 'stores', 'db', 'api', 'composables', 'pages', 'workers']
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
          message: 'src/engine, src/schemas and src/io do not depend on the app (components, stores, db, api, composables, pages, workers).',
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

// Pages and components show state; stores and composables do the storage and browser I/O.
const VIEW_FENCE = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['dexie', 'dexie/*', '**/db', '**/db/*', '**/api', '**/api/*'],
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
    files: ['src/stores/**/*.ts', 'src/composables/**/*.ts', 'src/db/**/*.ts', 'src/api/**/*.ts', 'src/workers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: SERVICE_FENCE,
  },
)

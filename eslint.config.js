import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import fence from './architecture/fence.mjs'
import { FENCED_FILES, TEST_FILES } from './architecture/layers.mjs'

// What each layer may import is architecture/layers.mjs, enforced by architecture/fence.mjs ('gundeck/layers').
// The engine, the schemas and the pure io layer run in Node, in the browser and in a worker alike: no DOM
// or storage global may leak into them either.
const PURE_GLOBALS = {
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'location', 'self', 'process'].map((name) => ({
      name,
      message: 'The engine is pure: pass what it needs in.',
    })),
  ],
}

// A module-level `const` (exported or not), and a call of zod's `z.…` at `callee`, with up to nine calls
// chained after it (`z.string().min(1).max(40)`): what the lazy-schema rules below look for.
const MODULE_CONST = ':matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration)'
const zodCall = (callee) => Array.from({ length: 10 }, (_, depth) => `[${callee}${'.object.callee'.repeat(depth)}.object.name='z']`).join(', ')

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
    files: FENCED_FILES,
    ignores: TEST_FILES,
    plugins: { gundeck: fence },
    rules: { 'gundeck/layers': 'error' },
  },
  {
    files: ['src/engine/**/*.ts', 'src/schemas/**/*.ts', 'src/io/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: PURE_GLOBALS,
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

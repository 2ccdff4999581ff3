import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'
import { pageRoutes } from './scripts/page-routes.ts'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'engine',
          environment: 'node',
          include: [
            'src/engine/**/*.test.ts',
            'src/schemas/**/*.test.ts',
            'src/io/**/*.test.ts',
            'cli/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/hostile/**/*.test.ts',
            'src/workers/**/*.test.ts',
            'src/sw/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          environment: 'node',
          include: ['src/db/**/*.test.ts', 'src/sync/**/*.test.ts'],
        },
      },
      {
        // The pages' definePage macro is compiled as in the app build.
        plugins: [pageRoutes(), vue()],
        resolve: { alias },
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: [
            'src/components/**/*.test.ts',
            'src/pages/**/*.test.ts',
            'src/stores/**/*.test.ts',
            'src/composables/**/*.test.ts',
            'src/platform/**/*.test.ts',
            'src/*.test.ts',
          ],
        },
      },
    ],
  },
})

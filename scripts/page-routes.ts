import VueRouter from 'vue-router/vite'

/**
 * The app's routes come from its pages: each page in src/pages names its route with `definePage({ name,
 * path, meta })` (file names are not URLs), and the typed route map (names, paths, params) is written to
 * typed-router.d.ts, committed. The app build and the component tests both use it; it goes before vue(),
 * which compiles the page the macro has been taken out of.
 */
export const pageRoutes = () => VueRouter({ routesFolder: 'src/pages', exclude: ['src/pages/**/*.test.ts'], dts: 'typed-router.d.ts' })

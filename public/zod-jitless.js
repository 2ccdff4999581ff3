// Runs before the app (a classic script in index.html, so before any module). zod compiles parsers
// with `new Function` when it may; the Content-Security-Policy forbids that, and zod's probe for it
// would be refused and reported on every load. zod reads this global config when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true })

// npm run architecture: writes the table of layers into ARCHITECTURE.md from architecture/layers.mjs
// (tests/unit/architecture-doc.test.ts fails while the two differ).
import { readFileSync, writeFileSync } from 'node:fs'
import { withLayerTable } from '../architecture/table.mjs'

const file = 'ARCHITECTURE.md'
const before = readFileSync(file, 'utf8')
const after = await withLayerTable(before, file)
if (after !== before) writeFileSync(file, after)
console.log(after === before ? `${file}: the table is up to date` : `${file}: the table is written anew`)

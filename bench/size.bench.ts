import { initialJs, INITIAL_JS_BUDGET_KB } from '../scripts/size'
import type { Reporter } from './harness'

/** The built app's initial JavaScript (entry + preloaded chunks), gzipped; needs a build (dist/app). */
export default function (report: Reporter) {
  const r = initialJs()
  if (!r) {
    report.note('dist/app is missing: run "npm run build" first to measure the initial JavaScript')
    return
  }
  report.figure(`initial JavaScript, gzipped (${r.files.length} files)`, r.gzip / 1024, 'KB', `< ${INITIAL_JS_BUDGET_KB} KB`)
}

// The build `npm run bench` compares this one with (BENCH_BASELINE): a git ref checked out into a
// temporary worktree, sharing this checkout's node_modules and ../shared, and built there (the app and
// the CLI, each on first use). Figures of both builds are taken in the same run, in turns where a suite
// can, so the machine's drift from one hour to the next does not show as a regression.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export interface Baseline {
  /** What it was named as (a ref, or a folder holding a built app). */
  label: string
  /** Its commit, when it is a git ref. */
  commit: string | null
  /** Its built app (dist/app), built on first use. */
  app(): string
  /** Its built CLI (dist/cli/gundeck.mjs), built on first use; null for a baseline that is only an app folder. */
  cli(): string | null
  /**
   * Its own bench of `suite`, run in its checkout (a child process): figure name to value. Empty for a
   * baseline that is only an app folder, and for figures its bench does not have.
   */
  suite(suite: string): Map<string, number>
  /** Remove the worktree and everything built in it. */
  dispose(): void
}

const git = (args: string[], cwd = '.') => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** The newest release tag reachable from HEAD (`v1.2.0`), or null when the history has none. */
function lastReleaseTag(): string | null {
  try {
    return git(['describe', '--tags', '--abbrev=0', '--match', 'v[0-9]*', 'HEAD'])
  } catch {
    return null
  }
}

/**
 * BENCH_BASELINE as asked: a git ref (a tag, branch or commit), a folder holding a built app (the phone
 * bench's older use), `none` for no comparison; unset, the last release tag, if there is one.
 */
export function baselineRef(): { ref: string | null; why: string } {
  const asked = process.env.BENCH_BASELINE
  if (asked === 'none' || asked === '') return { ref: null, why: 'BENCH_BASELINE=none: no comparison' }
  if (asked) return { ref: asked, why: 'BENCH_BASELINE' }
  const tag = lastReleaseTag()
  return tag
    ? { ref: tag, why: 'the last release tag' }
    : { ref: null, why: 'no release tag yet: name the build to compare with, e.g. BENCH_BASELINE=<commit> npm run bench' }
}

/** A line of bench/run.ts's report: suite, figure name, value and unit, maybe its target. */
const FIGURE_LINE = /^(\S+)\s+(.*?)\s+(-?(?:\d+(?:\.\d+)?(?:e[-+]?\d+)?|NaN|Infinity)) (\S+)(?: {3}\(target .*\))?$/

/** The figures of a bench report (figure name to value), for one suite. */
function parseFigures(report: string, suite: string): Map<string, number> {
  const figures = new Map<string, number>()
  for (const line of report.split('\n')) {
    const m = FIGURE_LINE.exec(line)
    if (m && m[1] === suite) figures.set(m[2]!, Number(m[3]))
  }
  return figures
}

/** The baseline named by `ref`, ready to build: a worktree in a temporary folder, or a built app's folder. */
export function openBaseline(ref: string, say: (text: string) => void): Baseline {
  if (existsSync(join(ref, 'index.html'))) {
    const app = resolve(ref)
    return { label: ref, commit: null, app: () => app, cli: () => null, suite: () => new Map(), dispose() {} }
  }
  let commit: string
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
  } catch {
    throw new Error(`BENCH_BASELINE=${ref} names no commit of this repository (nor a folder holding a built app)`)
  }
  const top = mkdtempSync(join(tmpdir(), 'gundeck-baseline-'))
  // <top>/main beside <top>/shared, as this checkout sits beside ../shared: its benches find the real pool.
  const root = join(top, 'main')
  let added = false
  const dispose = () => {
    if (added) spawnSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' })
    added = false
    rmSync(top, { recursive: true, force: true })
    spawnSync('git', ['worktree', 'prune'], { stdio: 'ignore' })
  }
  try {
    git(['worktree', 'add', '--detach', root, commit])
    added = true
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir')
    if (existsSync(resolve('../shared'))) symlinkSync(resolve('../shared'), join(top, 'shared'), 'dir')
  } catch (e) {
    dispose()
    throw e
  }
  say(`baseline ${ref} (${commit.slice(0, 10)}), checked out in ${root}`)
  const vite = (args: string[]) =>
    execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', ...args, '--logLevel', 'error'], { cwd: root, stdio: 'ignore' })
  let app: string | null = null
  let cli: string | null = null
  return {
    label: ref,
    commit,
    app() {
      if (!app) {
        say(`building the baseline's app (${ref})`)
        const out = join(root, 'dist/app')
        mkdirSync(out, { recursive: true })
        vite(['--outDir', out])
        app = out
      }
      return app
    },
    cli() {
      if (!cli) {
        say(`building the baseline's CLI (${ref})`)
        vite(['--config', 'vite.cli.config.ts', '--outDir', join(root, 'dist/cli')])
        cli = join(root, 'dist/cli/gundeck.mjs')
      }
      return cli
    },
    suite(suite) {
      if (!existsSync(join(root, 'bench', `${suite}.bench.ts`))) return new Map()
      const r = spawnSync(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.node.json', 'bench/run.ts', suite], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 1 << 26,
        // The baseline's own bench compares with nothing.
        env: { ...process.env, BENCH_BASELINE: 'none' },
      })
      return parseFigures(r.stdout ?? '', suite)
    },
    dispose,
  }
}

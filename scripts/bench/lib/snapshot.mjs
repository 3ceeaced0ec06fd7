// A committed version of the shop in a folder of its own, so bench:ab can build and serve it beside
// this checkout. The folder is kept between runs (keyed by the commit), so its build is reused.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The folder holding `ref` (a commit, branch or tag of this repository), made on first use. */
export function snapshotOf(ref, log = console.log) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim()
  const dir = path.join(os.tmpdir(), 'steel-ab', commit.slice(0, 12))
  if (!existsSync(dir)) {
    log(`writing ${ref} (${commit.slice(0, 12)}) to ${dir}`)
    // Written aside and renamed: a run stopped halfway leaves no folder that looks whole.
    const partial = `${dir}.partial`
    rmSync(partial, { recursive: true, force: true })
    mkdirSync(partial, { recursive: true })
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${partial}"`], { stdio: 'inherit' })
    renameSync(partial, dir)
  }
  // The same packages as this checkout: hard links where the file system allows (a second or two),
  // a copy where it does not. Turbopack refuses a node_modules linked from outside the project.
  if (!existsSync(path.join(dir, 'node_modules'))) {
    try {
      execFileSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')])
    } catch {
      cpSync('node_modules', path.join(dir, 'node_modules'), { recursive: true })
    }
  }
  return { dir, commit }
}

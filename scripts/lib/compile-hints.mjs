// V8 compiles a function the first time it is called unless told otherwise, and that compile runs
// on the main thread. Next's framework scripts (React DOM, the router, the flight client, the
// bundler's runtime) are nearly all called while a page starts, so on a cold load the task that
// starts the framework was mostly compiling: about 65 ms of a 90 ms task on this machine, four
// times that on Lighthouse's phone. V8's explicit compile hint (a first-line comment, Chromium 136
// and later; other browsers skip it as an ordinary comment) has such a file compiled whole as it
// downloads, off the main thread: that task fell to about 35 ms. Only the framework is marked: the
// app's own chunks and those loaded on demand hold code that may never run, and compiling it
// would be waste. Marking the storefront's own start chunks too (the 27 its routes name in their
// HTML, 1–30 KB each) was measured load by load against leaving them as built, and showed no gain.
// Run after `next build`: `node scripts/lib/compile-hints.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The scripts every page of the build loads to start Next, relative to the build folder. */
export function frameworkScripts(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'))
  return (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'))
}

/** Puts the hint on the first line of each framework script of the build in `buildDir`, once. */
export function hintFrameworkScripts(buildDir) {
  const marked = []
  for (const file of frameworkScripts(buildDir)) {
    const full = path.join(buildDir, file)
    const text = readFileSync(full, 'utf8')
    if (text.startsWith(EAGER_COMPILE_HINT)) continue
    writeFileSync(full, EAGER_COMPILE_HINT + text)
    marked.push(file)
  }
  return marked
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const marked = hintFrameworkScripts('.next')
  console.log(`compile hint on ${marked.length} framework scripts`)
}

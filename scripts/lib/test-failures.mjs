// The names of the tests that failed, read from the reports `npm test` has each runner write, so
// that the end of the log says which tests failed and why without reading the whole log back.
// A continuous-integration log is often read from its tail alone.

const relative = (file) => String(file ?? '').replace(/^.*?\/tests\//, 'tests/')

// Runners colour their messages; the summary is plain text.
const plainLines = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())

const firstLine = (text) => plainLines(text)[0]?.trim() ?? ''

/** How many lines of an assertion's message follow its first, and how wide each may be. */
const DETAIL_LINES = 14
const DETAIL_WIDTH = 240

/**
 * What a browser test's error says after its first line (expected and received values, a diff, the
 * call log) and where in the test it was raised: a flaky test is often seen only in the one CI run
 * whose log keeps just its tail, so the tail must say what differed.
 */
function details(error) {
  const lines = plainLines(error?.message).slice(1, 1 + DETAIL_LINES)
  const shown = lines.map((line) => (line.length > DETAIL_WIDTH ? `${line.slice(0, DETAIL_WIDTH - 1)}…` : line))
  const at = error?.location ? [`at ${relative(error.location.file)}:${error.location.line}`] : []
  return [...shown, ...at].map((line) => `\n    ${line}`).join('')
}

/** Vitest's JSON report: each failed test as `file › describe › test: first line of the error`. */
export function vitestFailures(report) {
  const failures = []
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failed) failures.push(`${relative(file.name)} › ${[...(t.ancestorTitles ?? []), t.title].join(' › ')}: ${firstLine(t.failureMessages?.[0])}`)
    // A file that failed outside its tests (an import, a beforeAll) has no failed test to name.
    if (!failed.length && file.status === 'failed') failures.push(`${relative(file.name)}: ${firstLine(file.message)}`)
  }
  return failures
}

/**
 * Playwright's JSON report: each test that failed, or failed first and passed on a retry (which
 * `npm test` counts as failed), as `file:line › describe › test: first line of the error`, then the
 * rest of the error (indented lines) and the line of the test that raised it.
 */
export function playwrightFailures(report) {
  const failures = []
  // The outermost suites are the files, named again by each test's file and line.
  const walk = (suite, titles) => {
    const path = titles ? [...titles, suite.title].filter(Boolean) : []
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const result = test.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped')
        const error = result?.error ?? result?.errors?.[0]
        const retried = test.status === 'flaky' ? ' (passed on a retry)' : ''
        failures.push(`${relative(spec.file)}:${spec.line} › ${[...path, spec.title].join(' › ')}${retried}: ${firstLine(error?.message ?? result?.status)}${details(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of report?.suites ?? []) walk(suite, null)
  for (const error of report?.errors ?? []) failures.push(`outside any test: ${firstLine(error.message)}`)
  return failures
}

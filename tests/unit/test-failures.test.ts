import { describe, expect, it } from 'vitest'
import { playwrightFailures, vitestFailures } from '@/scripts/lib/test-failures.mjs'

// Shortened from the reports Vitest 4.1 and Playwright write with their JSON reporters.
describe('the names of failed tests at the end of `npm test`', () => {
  it('names each failed Vitest test with its file, describe blocks and the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: '/check/work/main/tests/int/orders.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { ancestorTitles: ['orders'], title: 'places an order', status: 'passed', failureMessages: [] },
            {
              ancestorTitles: ['orders', 'stages'],
              title: 'moves to production',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected "new" to be "production"\u001b[39m\n    at tests/int/orders.test.ts:40:5'],
            },
          ],
        },
        { name: '/check/work/main/tests/int/cart.test.ts', status: 'passed', message: '', assertionResults: [{ ancestorTitles: [], title: 'adds', status: 'passed', failureMessages: [] }] },
        { name: '/check/work/main/tests/int/seed.test.ts', status: 'failed', message: '\nError: Cannot find module "x"\n  at seed.ts:1', assertionResults: [] },
      ],
    }
    expect(vitestFailures(report)).toEqual([
      'tests/int/orders.test.ts › orders › stages › moves to production: AssertionError: expected "new" to be "production"',
      'tests/int/seed.test.ts: Error: Cannot find module "x"',
    ])
  })

  it('names each Playwright test that failed or passed only on a retry, by file and line, describe blocks and error, with what the error says after its first line', () => {
    const report = {
      suites: [
        {
          title: 'scroll.spec.ts',
          file: 'scroll.spec.ts',
          specs: [{ title: 'a page keeps its place', file: 'scroll.spec.ts', line: 12, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: 'on a phone',
              file: 'scroll.spec.ts',
              specs: [
                {
                  title: 'the footer is reachable',
                  file: 'scroll.spec.ts',
                  line: 40,
                  tests: [
                    {
                      status: 'flaky',
                      results: [
                        {
                          status: 'failed',
                          error: {
                            message: '\u001b[2mError: expect(received).toBe(expected)\u001b[22m\n\nExpected: \u001b[32m504\u001b[39m\nReceived: \u001b[31m' + '9'.repeat(300) + '\u001b[39m',
                            location: { file: '/check/work/main/tests/e2e/scroll.spec.ts', line: 44, column: 7 },
                          },
                        },
                        { status: 'passed' },
                      ],
                    },
                  ],
                },
              ],
              suites: [
                {
                  title: 'in Arabic',
                  file: 'scroll.spec.ts',
                  specs: [{ title: 'the menu opens', file: 'scroll.spec.ts', line: 60, tests: [{ status: 'unexpected', results: [{ status: 'timedOut', errors: [{ message: 'Test timeout of 30000ms exceeded.' }] }] }] }],
                },
              ],
            },
          ],
        },
        { title: 'cart.spec.ts', file: 'cart.spec.ts', specs: [{ title: 'is skipped here', file: 'cart.spec.ts', line: 3, tests: [{ status: 'skipped', results: [] }] }] },
      ],
      errors: [{ message: 'Error: the web server did not start\nat config' }],
    }
    expect(playwrightFailures(report)).toEqual([
      // The rest of the error follows on indented lines, each cut to a readable width, then the test's line.
      `scroll.spec.ts:40 › on a phone › the footer is reachable (passed on a retry): Error: expect(received).toBe(expected)\n    Expected: 504\n    Received: ${'9'.repeat(229)}…\n    at tests/e2e/scroll.spec.ts:44`,
      'scroll.spec.ts:60 › on a phone › in Arabic › the menu opens: Test timeout of 30000ms exceeded.',
      'outside any test: Error: the web server did not start',
    ])
  })

  it('names nothing when every test passed', () => {
    expect(vitestFailures({ testResults: [{ name: '/x/tests/unit/a.test.ts', status: 'passed', assertionResults: [{ ancestorTitles: [], title: 'a', status: 'passed' }] }] })).toEqual([])
    expect(playwrightFailures({ suites: [{ title: 'a.spec.ts', file: 'a.spec.ts', specs: [{ title: 'a', file: 'a.spec.ts', line: 1, tests: [{ status: 'expected' }] }] }], errors: [] })).toEqual([])
  })
})

import { defineConfig, devices } from '@playwright/test'

const port = process.env.E2E_PORT || '3100'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One file at a time. Two workers were measured on a quiet machine: 9.1 min for the suite against
  // 10.2 with one (the browser and the server already keep both cores busy), and tests that change
  // what others see (a price, a setting, a product made in one language) then had to be kept apart
  // from the rest by hand, or they failed now and then beside them.
  workers: 1,
  // A failure in CI is run once more with a trace recorded; it still counts as failed (scripts/test.mjs
  // counts a test that passed only on its retry as flaky, and flaky as failed). Recording a trace of
  // every test costs about a third of the browser's work, for traces of tests that passed.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder when it starts: its own, not test-results/, where npm test
  // keeps the other suites' reports and logs (they were deleted by the browser run).
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fa-IR',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not available here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/build`,
    reuseExistingServer: !process.env.CI,
    timeout: 400_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})

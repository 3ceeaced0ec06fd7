import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** The integration suite: one throw-away database for the run (tests/int/global-setup.ts). */
const integration = {
  environment: 'node' as const,
  globalSetup: ['tests/int/global-setup.ts'],
  // One database for the run: files take turns rather than racing on it.
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
}
const storageFiles = ['tests/int/object-storage.test.ts', 'tests/int/backup-s3.test.ts']

export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.resolve('payload.config.ts') },
      { find: /^@\/(.*)$/, replacement: `${path.resolve('.')}/$1` },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The files share their workers' modules: starting a fresh module graph for each of 80 files
          // was three quarters of the suite's time (46 s against 12). What a test changes of the
          // process (environment, globals, spies) is put back after it, so no file sees another's.
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          exclude: storageFiles,
          // The files share the worker's modules, so Payload is loaded, connected and checked against
          // its migrations once per run instead of once per file (tests/int/payload.ts).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // Uploads in a bucket: these build Payload's config with the bucket in the environment, so
        // each needs modules of its own. They run after the others, on the same database.
        test: { ...integration, name: 'int-storage', include: storageFiles, sequence: { groupOrder: 2 } },
      },
      {
        extends: true,
        // Two production instances on PostgreSQL and Redis (scripts/test.mjs runs it with CLUSTER_DATABASE_URL).
        test: { name: 'cluster', include: ['tests/cluster/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 120_000, hookTimeout: 600_000 },
      },
    ],
  },
})

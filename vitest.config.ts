import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          // One database for the run: files take turns rather than racing on it.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Two production instances on PostgreSQL and Redis (scripts/test.mjs runs it with CLUSTER_DATABASE_URL).
        test: { name: 'cluster', include: ['tests/cluster/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 120_000, hookTimeout: 600_000 },
      },
    ],
  },
})

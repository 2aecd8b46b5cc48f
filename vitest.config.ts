import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.test.ts'],
          globalSetup: ['tests/harness/globalSetup.ts'],
          // One Payload instance and one database: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Run by `npm run test:deploy` (tests/harness/runners/deploy.ts): production processes it builds, on a database it seeds.
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          // Each file starts production servers: one at a time on 2 cores.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Run by `npm run test:resilience` (tests/harness/runners/resilience.ts), against a production server it starts.
          name: 'resilience',
          environment: 'node',
          include: ['tests/resilience/**/*.test.ts'],
          // One server, database and pair of stand-ins, which the tests take down: files one after another.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Run by `npm run test:backup` (tests/harness/runners/backup.ts): the app as `npm start` runs it, backed up and restored.
          name: 'backup',
          environment: 'node',
          include: ['tests/backup/**/*.test.ts'],
          // Two app servers and their embedded databases, one after the other.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run test:workers`: three job workers, one SIGKILLed, on a throwaway database the drill starts.
          name: 'workers',
          environment: 'node',
          include: ['tests/workers/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 420_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Run by `npm run test:scale` (tests/harness/runners/scale.ts): two servers, Redis, S3, a worker it starts.
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          // One set of servers, which the tests stop and kill: files one after another.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})

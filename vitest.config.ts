import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * unit: models, api decoding, commands and screens in jsdom.
 * e2e: the built app in Debian's Chromium against a real Supysonic (tests/e2e/global-setup.ts).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          // Screens with many rows and user-event clicks take seconds on a loaded 2-core CI box.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})

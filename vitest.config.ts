import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import HeavyFirst from './tests/sequencer/heavy-first'

/**
 * A second chain of files that play no music, with a Supysonic of its own: the longest (every
 * screen's accessibility, every theme's contrast) and enough of the rest to end with the others.
 */
const E2E_LONG_CHAIN = [
  'tests/e2e/a11y.test.ts',
  'tests/e2e/theme-contrast.test.ts',
  'tests/e2e/motion-zoom.test.ts',
  'tests/e2e/features.test.ts',
  'tests/e2e/login-journey.test.ts',
  'tests/e2e/radios.test.ts',
]
/** The files that play music (most of their time is songs playing), a third chain. */
const E2E_MEDIA_CHAIN = [
  'tests/e2e/listening.test.ts',
  'tests/e2e/browser-shell.test.ts',
  'tests/e2e/cross-origin-effects.test.ts',
  'tests/e2e/player.test.ts',
  'tests/e2e/service-worker.test.ts',
  'tests/e2e/streaming-quality.test.ts',
  'tests/e2e/offline-keep.test.ts',
  'tests/e2e/offline-start.test.ts',
  'tests/e2e/offline-paused.test.ts',
]

/**
 * The files that time sound to the millisecond (a gapless handover's silence under 50 ms): run
 * when the machine is quiet, after the other Chromium chains and with the unit tests yielding
 * (scripts/test/suite.mjs; why: docs/testing.md).
 */
const E2E_QUIET_CHAIN = ['tests/e2e/audio-effects.test.ts']

/** Unit files outside src/ui that need a document (the audio element, the page's lifecycle, the frame). */
const UNIT_DOM_OUTSIDE_UI = [
  'src/audio/audio-element.test.ts',
  'src/audio/cross-origin.test.ts',
  'src/audio/crossfade.test.ts',
  'src/model/player/stream-access.test.ts',
  'src/model/server/about.test.ts',
  'src/shell/browser/browser-shell.test.ts',
  'src/shell/reload-keys.test.ts',
  'src/start/early-home.test.ts',
  'src/start/early-keys.test.ts',
  'src/start/frame-links.test.ts',
  'src/start/page-hiding.test.ts',
  'src/start/router-step.test.ts',
]

const e2e = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  // What a page does after an action may take seconds on a loaded machine (the suite runs the
  // chains beside each other and the unit tests): a poll waits for it, as findBy/waitFor do.
  expect: { poll: { timeout: 15_000 } },
}

/**
 * unit: screens, dialogs and what needs a document, in jsdom; unit-node: the rest, in plain Node.
 * e2e, e2e-media, e2e-long, e2e-quiet: the built app in Debian's Chromium against a real
 * Supysonic (tests/e2e/global-setup.ts), chains of files, each with its own server and browser.
 * e2e-webkit: the desktop app's engine.
 * A single `vitest run` runs the chains one after another after the unit files; `npm test`
 * (scripts/test/suite.mjs) runs each project as a process of its own, side by side.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // The default report, then the slowest files (tests/reporters/slowest-files.ts).
    reporters: ['default', './tests/reporters/slowest-files.ts'],
    // The unit files' workers (each e2e chain has one).
    maxWorkers: 4,
    // The longest unit files first, cache or not (tests/sequencer/heavy-first.ts).
    sequence: { sequencer: HeavyFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/ui/**/*.test.{ts,tsx}', ...UNIT_DOM_OUTSIDE_UI],
          setupFiles: ['tests/setup/unit.ts'],
          // Screens with many rows and user-event clicks take seconds on a loaded 2-core CI box,
          // and `npm test` runs these niced beside the browser chains: a test may wait for the CPU.
          testTimeout: 45_000,
        },
      },
      {
        // Models, api decoding, commands, the worker's and the shell's logic: no document, so no
        // jsdom to build for each file (half the unit files, a third of their CPU time).
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/ui/**', ...UNIT_DOM_OUTSIDE_UI],
          setupFiles: ['tests/setup/local-fetch.ts'],
          testTimeout: 45_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: [...E2E_LONG_CHAIN, ...E2E_MEDIA_CHAIN, ...E2E_QUIET_CHAIN],
          ...e2e,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-media',
          include: E2E_MEDIA_CHAIN,
          ...e2e,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-long',
          include: E2E_LONG_CHAIN,
          ...e2e,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-quiet',
          include: E2E_QUIET_CHAIN,
          ...e2e,
        },
      },
      {
        // The desktop app's engine (WebKitGTK over WebDriver): a short chain of its own.
        extends: true,
        test: {
          name: 'e2e-webkit',
          include: ['tests/webkit/**/*.test.ts'],
          ...e2e,
        },
      },
    ],
  },
})

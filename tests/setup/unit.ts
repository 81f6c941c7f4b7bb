import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
// The app's start-up wiring of the player's reacting modules (src/start/player-step.ts does it in the app).
import '../../src/start/player-wiring'

afterEach(() => cleanup())

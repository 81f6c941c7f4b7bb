import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import './local-fetch'

afterEach(() => cleanup())

// findBy…/waitFor give up after 15 s, not 1 s: a screen's first render in a file imports the
// models and parts it loads lazily, and their first import transforms their code, which took
// over 5 s on a busy 2-core machine (PlaylistScreen, AlbumsScreen failed in a full run under load).
configure({ asyncUtilTimeout: 15_000 })

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { startChunkAssignment, startStepNames } from '../../scripts/vite/start-chunks-plugin'

const here = path.dirname(new URL(import.meta.url).pathname)

it("reads src/main.tsx's start steps in their order, each a module of src/start/", () => {
  const names = startStepNames(readFileSync(path.join(here, '..', 'main.tsx'), 'utf8'))
  expect(names).toEqual(['model', 'commands', 'texts', 'router', 'render'])
})

it('puts each module in the chunk of the first step that reaches it, leaving the entry its own and nothing twice', () => {
  // entry → a; steps: one → a, b, shared; two → shared, c
  const graph: Record<string, { code?: string; importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    '/app/src/main.tsx': { code: "import('./start/one-step'); import('./start/two-step')", importedIds: ['/app/a'], dynamicallyImportedIds: ['/app/src/start/two-step.ts', '/app/src/start/one-step.ts'] },
    '/app/src/start/one-step.ts': { importedIds: ['/app/a', '/app/b', '/app/shared'], dynamicallyImportedIds: [] },
    '/app/src/start/two-step.ts': { importedIds: ['/app/shared', '/app/c'], dynamicallyImportedIds: [] },
    '/app/a': { importedIds: [], dynamicallyImportedIds: [] },
    '/app/b': { importedIds: [], dynamicallyImportedIds: [] },
    '/app/shared': { importedIds: [], dynamicallyImportedIds: [] },
    '/app/c': { importedIds: ['/app/b'], dynamicallyImportedIds: [] },
  }
  const assigned = startChunkAssignment('/app/src/main.tsx', (id) => (graph[id] ? { code: graph[id].code ?? null, ...graph[id] } : null))
  expect(Object.fromEntries(assigned)).toEqual({
    '/app/src/start/one-step.ts': 'start-one',
    '/app/b': 'start-one',
    '/app/shared': 'start-one',
    '/app/src/start/two-step.ts': 'start-two',
    '/app/c': 'start-two',
  })
})

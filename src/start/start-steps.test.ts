import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { START_MODULES } from '../../scripts/vite/start-preload-plugin'

const here = path.dirname(new URL(import.meta.url).pathname)

it('every start-up step main.tsx imports is preloaded by index.html (START_MODULES)', () => {
  const main = readFileSync(path.join(here, '..', 'main.tsx'), 'utf8')
  const steps = [...new Set([...main.matchAll(/import\('\.\/start\/([\w-]+)'\)/g)].map((match) => match[1]))]
  expect(steps.length).toBeGreaterThan(10)
  const files = steps.map((step) => [`${step}.ts`, `${step}.tsx`].find((file) => existsSync(path.join(here, file))))
  expect(files).not.toContain(undefined)
  expect(START_MODULES).toEqual(expect.arrayContaining(files.map((file) => `src/start/${file}`)))
})

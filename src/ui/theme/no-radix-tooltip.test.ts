import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SRC = path.join(ROOT, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The names `from "<module>"` imports in `code`. */
const importedNames = (code: string, module: string) =>
  [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${module.replaceAll('/', '\\/')}['"]`, 'g'))].flatMap(([, names]) =>
    names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!).filter(Boolean),
  )

// The build gives Radix Themes' Theme a tooltip provider that only renders its children
// (scripts/vite/radix-theme-tooltip-plugin.ts): Radix tooltips would find no provider.
describe('Radix tooltips', () => {
  it('are not used: the app draws its own tooltip (src/ui/tooltip/)', () => {
    const offenders = sourceFiles(SRC).filter((file) => {
      const code = readFileSync(file, 'utf8')
      return (
        importedNames(code, '@radix-ui/themes').some((name) => name === 'Tooltip' || name === 'ThemePanel') ||
        /from\s*['"](radix-ui|@radix-ui\/react-tooltip)['"]/.test(code)
      )
    })
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([])
  })

  it("are what Radix Themes' Theme takes from radix-ui only for the provider, beside Direction and Slot", () => {
    const theme = readFileSync(path.join(ROOT, 'node_modules/@radix-ui/themes/dist/esm/components/theme.js'), 'utf8')
    const imported = /import\s*\{([^}]*)\}\s*from\s*"radix-ui"/.exec(theme)?.[1]?.split(',').map((part) => part.trim().split(/\s+as\s+/)) ?? []
    expect(imported.map(([name]) => name).sort()).toEqual(['Direction', 'Slot', 'Tooltip'])
    const tooltip = imported.find(([name]) => name === 'Tooltip')?.[1] ?? 'Tooltip'
    const uses = [...theme.matchAll(new RegExp(`\\b${tooltip}\\.(\\w+)`, 'g'))].map(([, member]) => member)
    expect(new Set(uses)).toEqual(new Set(['Provider']))
  })
})

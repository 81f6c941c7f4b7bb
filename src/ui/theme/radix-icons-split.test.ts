import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as Icons from '@radix-ui/react-icons'
import type { ComponentType } from 'react'
import { createElement, forwardRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { iconDeclarations, splitIconImports } from '../../../scripts/vite/radix-icons-plugin'

const ROOT = path.resolve(__dirname, '../../..')
type IconProps = { className?: string; 'aria-hidden'?: boolean; color?: string }

const SOURCES = import.meta.glob<string>('../../**/*.tsx', { eager: true, query: '?raw', import: 'default' })
const LIBRARY = readFileSync(path.join(ROOT, 'node_modules/@radix-ui/react-icons/dist/react-icons.esm.js'), 'utf8')

/** The icons the app imports, from its sources. */
function iconsUsed(): Set<string> {
  const used = new Set<string>()
  for (const source of Object.values(SOURCES)) {
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/react-icons'/g)) {
      for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) if (name) used.add(name)
    }
  }
  return used
}

/** An icon as the build's module of its own declares it (scripts/vite/radix-icons-plugin.ts). */
function splitIcon(declaration: string, name: string): ComponentType<IconProps> {
  const helper = (source: Record<string, unknown>, excluded: string[]) => Object.fromEntries(Object.entries(source).filter(([key]) => !excluded.includes(key)))
  // eslint-disable-next-line typescript/no-implied-eval -- the plugin's module text, evaluated as the bundle would
  return new Function('forwardRef', 'createElement', '_objectWithoutPropertiesLoose', `${declaration}\nreturn ${name}`)(forwardRef, createElement, helper)
}

describe('the build splits @radix-ui/react-icons into a module per icon', () => {
  it('rewrites an import of several icons, aliased or on several lines, into one import per icon', () => {
    const code = "import { MoonIcon,\n  PlayIcon as Play,\n} from '@radix-ui/react-icons'\nconst x = 1"
    expect(splitIconImports(code)).toBe("import { MoonIcon } from 'virtual:radix-icon/MoonIcon';\nimport { PlayIcon as Play } from 'virtual:radix-icon/PlayIcon';\nconst x = 1")
    expect(splitIconImports("import { useState } from 'react'")).toBeNull()
  })

  it('cuts every icon the app uses from the library, drawing the same SVG', () => {
    const used = iconsUsed()
    const declarations = iconDeclarations(LIBRARY)
    expect(used.size).toBeGreaterThan(20)
    expect(declarations.size).toBe(Object.keys(Icons).length)
    const drawn = (icon: ComponentType<IconProps>) => renderToStaticMarkup(createElement(icon, { className: 'c', 'aria-hidden': true, color: 'red' }))
    const library = Icons as unknown as Record<string, ComponentType<IconProps>>
    const differing = [...used].filter((name) => {
      const declaration = declarations.get(name)
      return declaration === undefined || drawn(splitIcon(declaration, name)) !== drawn(library[name]!)
    })
    expect(differing).toEqual([])
  })
})

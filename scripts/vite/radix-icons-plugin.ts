import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/**
 * @radix-ui/react-icons ships every icon in one module, and a module lands whole in one chunk: the
 * start chunk that imports the first icon carried every icon any screen uses. In the build, each
 * `import { …Icon } from '@radix-ui/react-icons'` of the app's sources becomes one import per icon
 * from a module of its own (`virtual:radix-icon/<Name>`, cut from the library's file), so an icon
 * travels with the chunk that uses it.
 */

const PREFIX = 'virtual:radix-icon/'
const RESOLVED = '\0radix-icon:'
const HELPER = `${RESOLVED}helper`
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g

/** The app's imports of the library, one per icon; null when the source has none. */
export function splitIconImports(code: string): string | null {
  if (!code.includes('@radix-ui/react-icons')) return null
  let changed = false
  const out = code.replace(ICON_IMPORT, (_whole, names: string) => {
    changed = true
    return names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.length > 0 && !name.startsWith('type '))
      .map((name) => {
        const [imported] = name.split(/\s+as\s+/)
        return `import { ${name} } from '${PREFIX}${imported}';`
      })
      .join('\n')
  })
  return changed ? out : null
}

/** The library's file cut into its icons: name → the statements that declare it. */
export function iconDeclarations(source: string): Map<string, string> {
  const icons = new Map<string, string>()
  for (const piece of source.split(/\n(?=var _excluded[\w$]* = )/).slice(1)) {
    const name = /\nvar (\w+) = \/\*#__PURE__\*\/forwardRef\(/.exec(piece)?.[1]
    if (!name) continue
    // The last piece ends with the library's export list.
    icons.set(name, piece.split(/\nexport \{/)[0]!)
  }
  return icons
}

const HELPER_CODE = `export function _objectWithoutPropertiesLoose(source, excluded) {
  if (source == null) return {};
  var target = {};
  for (var key of Object.keys(source)) if (excluded.indexOf(key) < 0) target[key] = source[key];
  return target;
}`

export function radixIconsPlugin(): Plugin {
  let icons: Map<string, string> | null = null
  const iconsOf = () => {
    if (!icons) {
      const file = createRequire(import.meta.url).resolve('@radix-ui/react-icons').replace(/index\.js$/, 'dist/react-icons.esm.js')
      icons = iconDeclarations(readFileSync(file, 'utf8'))
    }
    return icons
  }
  return {
    name: 'tonearm-radix-icons',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return null
      const split = splitIconImports(code)
      return split === null ? null : { code: split, map: null }
    },
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `${RESOLVED}${id.slice(PREFIX.length)}`
      if (id === HELPER) return HELPER
      return null
    },
    load(id) {
      if (id === HELPER) return HELPER_CODE
      if (!id.startsWith(RESOLVED)) return null
      const name = id.slice(RESOLVED.length)
      const declaration = iconsOf().get(name)
      if (!declaration) throw new Error(`radix-icons: no icon ${name} in @radix-ui/react-icons`)
      return `import { forwardRef, createElement } from 'react';\nimport { _objectWithoutPropertiesLoose } from '${HELPER}';\n${declaration}\nexport { ${name} };\n`
    },
  }
}

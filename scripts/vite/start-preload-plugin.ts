import type { Plugin } from 'vite'

/** The dynamic imports of src/main.tsx (its start-up steps), in the order main.tsx takes them. */
const START_STEPS = ['start/model-step', 'start/commands-step', 'ui/i18n/i18n', 'start/router-lib', 'start/router-step', 'start/render-step']

function stepIndex(moduleId: string | null): number {
  const path = moduleId?.replace(/\\/g, '/').replace(/\.tsx?$/, '') ?? ''
  return START_STEPS.findIndex((step) => path.endsWith(`/src/${step}`))
}

interface ChunkLike {
  type: 'chunk'
  fileName: string
  imports: string[]
  isEntry: boolean
  facadeModuleId: string | null
}

/**
 * Adds `<link rel="modulepreload">` for the chunks of the start-up steps to the built index.html:
 * they download (and compile) in parallel from the first byte, while main.tsx still evaluates them
 * one step at a time. Without it each step's chunks were fetched only when the step began.
 */
export function startPreloadPlugin(): Plugin {
  let base = '/'
  return {
    name: 'tonearm-start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const chunks = Object.values(context.bundle).filter((item): item is ChunkLike & typeof item => item.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const files = new Set<string>()
        const visit = (file: string) => {
          if (files.has(file)) return
          files.add(file)
          for (const dep of byFile.get(file)?.imports ?? []) visit(dep)
        }
        const steps = chunks.filter((chunk) => stepIndex(chunk.facadeModuleId) >= 0)
        steps.sort((a, b) => stepIndex(a.facadeModuleId) - stepIndex(b.facadeModuleId))
        for (const chunk of steps) visit(chunk.fileName)
        const entry = chunks.find((chunk) => chunk.isEntry)
        const links = [...files]
          .filter((file) => file !== entry?.fileName && !html.includes(`${base}${file}`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
      },
    },
  }
}

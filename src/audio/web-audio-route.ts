import type { EffectsGraph } from './effects-graph'
import { createEffectsGraph } from './effects-graph'

/**
 * The song elements' way into Web Audio (docs/cross-origin.md). `createMediaElementSource` binds an
 * element for its whole life: once routed, it is heard only through the graph, and the graph hears
 * silence from a stream the page may not read. So the graph is built only while every song element
 * holds a stream the page may read; when a song of an origin without CORS comes, the output drops
 * the graph with its elements (`close`) and carries on with fresh ones.
 */
export function createWebAudioRoute(readable: (src: string) => boolean) {
  let graph: EffectsGraph | null = null
  return {
    /** The graph, once built (null: the songs play straight to the speakers). */
    graph: () => graph,
    /** Whether Web Audio may hear `src`: an AudioContext exists and the page may read the stream. */
    hears: (src: string) => webAudioExists() && readable(src),
    /** The graph over `elements`, built on first need; null where one holds a stream it may not hear, or Web Audio fails. */
    over(elements: readonly HTMLAudioElement[]): EffectsGraph | null {
      if (graph) return graph
      if (elements.some((element) => element.getAttribute('src') !== null && !this.hears(element.src))) return null
      try {
        graph = createGraph(elements)
        return graph
      } catch (error) {
        console.error('Web Audio cannot be used:', error)
        return null
      }
    },
    /** Closes the graph; the elements it routed stay silent for good. */
    close() {
      if (graph) void (graph.context as AudioContext).close()
      graph = null
    },
  }
}

export type WebAudioRoute = ReturnType<typeof createWebAudioRoute>

export function webAudioExists(): boolean {
  return typeof globalThis.AudioContext === 'function'
}

function createGraph(elements: readonly HTMLAudioElement[]): EffectsGraph {
  if (!webAudioExists()) throw new Error('No AudioContext')
  const context = new AudioContext()
  return createEffectsGraph(context, new Map(elements.map((element) => [element, context.createMediaElementSource(element)])))
}

/** Thrown when a part of the app's code (a lazy chunk) could not be fetched or evaluated. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  constructor(cause: unknown) {
    super(`A part of the app could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
  }
}

/**
 * Whether `error` means code failed to arrive (the web build was replaced while this tab was
 * open, or the network dropped): only a reload helps then, not a retry of the render.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true
  const message = error instanceof Error ? error.message : ''
  return /dynamically imported module|Importing a module script failed|module script/i.test(message)
}

/** `load`, with any failure turned into a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error)
    })
}

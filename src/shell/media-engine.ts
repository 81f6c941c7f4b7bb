/**
 * WebKitGTK (the Linux desktop app's engine, and Epiphany) plays through GStreamer, which starts
 * an element that sat loaded and paused late by about as long as it sat there: a next song
 * preloaded during the previous one came in seconds late, later with each song. A freshly opened
 * element starts after only its start-up time (tens of ms), its data coming from the cache the
 * preload filled. So there the output reopens (load()) the preloaded element as it starts it.
 *
 * Chromium (the Windows desktop app, browsers) and Safari start a preloaded element at once.
 * The shells tell the model (`Shell.pausedMediaStartsLate`), which hands it to the audio output.
 */
export function pausedElementsStartLate(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /AppleWebKit/.test(userAgent) && !/Chrome|Chromium|Edg\/|Android/.test(userAgent) && /Linux|X11|FreeBSD/.test(userAgent)
}

import type { WorkerContainer } from '../shell/browser/media-worker'

/** `navigator.serviceWorker` as the page sees it: a controller that records messages, a worker's question. */
export function fakeWorkerContainer(controlled: boolean) {
  const posted: unknown[] = []
  const registered: string[] = []
  const listeners = { message: [] as ((event: MessageEvent) => void)[], controllerchange: [] as (() => void)[] }
  const controller = { postMessage: (message: unknown) => void posted.push(message) }
  const container: WorkerContainer & { controller: typeof controller | null } = {
    controller: controlled ? controller : null,
    register: async (scriptUrl, options) => void registered.push(`${scriptUrl} ${options.scope}`),
    addEventListener: ((type: 'message' | 'controllerchange', listener: never) => void listeners[type].push(listener)) as WorkerContainer['addEventListener'],
    startMessages: () => undefined,
  }
  return {
    container,
    posted,
    registered,
    /** A worker takes control (first visit, or a new version). */
    takeControl() {
      container.controller = controller
      for (const listener of listeners.controllerchange) listener()
    },
    /** The worker asks for a key's entry; resolves with the page's answer. */
    ask(key: string): Promise<unknown> {
      const channel = new MessageChannel()
      const answered = new Promise<unknown>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data)))
      const event = new MessageEvent('message', { data: { type: 'tonearm-media-server?', key }, ports: [channel.port2] })
      for (const listener of listeners.message) listener(event)
      return answered.finally(() => channel.port1.close())
    },
  }
}

import type { Page } from 'playwright-core'
import type { Recording } from '../recorded-levels'

/**
 * Records what the app sends to the speakers. Installed before the app starts: every node the
 * app connects to an AudioContext's destination is also connected to an AudioWorklet that copies
 * its first channel, sample by sample (on the audio thread, so a busy page loses nothing).
 */
export async function installAudioTap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const processor = `registerProcessor('tonearm-tap', class extends AudioWorkletProcessor {
      process(inputs) {
        const channel = inputs[0] && inputs[0][0]
        this.port.postMessage(channel ? channel.slice() : new Float32Array(128))
        return true
      }
    })`
    const moduleUrl = URL.createObjectURL(new Blob([processor], { type: 'text/javascript' }))
    const chunks: Float32Array[] = []
    let sampleRate = 0
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown
    const taps = new WeakMap<BaseAudioContext, Promise<AudioWorkletNode>>()
    const tapOf = (context: BaseAudioContext) => {
      let tap = taps.get(context)
      if (!tap) {
        tap = context.audioWorklet.addModule(moduleUrl).then(() => {
          const node = new AudioWorkletNode(context, 'tonearm-tap', { channelCount: 1, channelCountMode: 'explicit' })
          node.port.onmessage = (event: MessageEvent<Float32Array>) => chunks.push(event.data)
          const silent = context.createGain()
          silent.gain.value = 0
          connect.call(node, silent)
          connect.call(silent, context.destination)
          sampleRate = context.sampleRate
          return node
        })
        taps.set(context, tap)
      }
      return tap
    }
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      const result = connect.apply(this, args)
      if (args[0] instanceof AudioDestinationNode) void tapOf(this.context).then((tap) => connect.call(this, tap))
      return result
    } as typeof AudioNode.prototype.connect
    Object.assign(window, {
      audioTap: {
        reset: () => (chunks.length = 0),
        seconds: () => chunks.reduce((sum, chunk) => sum + chunk.length, 0) / (sampleRate || 1),
        /** The recording as base64 little-endian float32, and its sample rate. */
        take: () => {
          const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
          const all = new Float32Array(length)
          let offset = 0
          for (const chunk of chunks) {
            all.set(chunk, offset)
            offset += chunk.length
          }
          const bytes = new Uint8Array(all.buffer)
          let binary = ''
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
          return { sampleRate, data: btoa(binary) }
        },
      },
    })
  })
}

type Tap = { reset: () => void; seconds: () => number; take: () => { sampleRate: number; data: string } }

export async function resetTap(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { audioTap: Tap }).audioTap.reset())
}

/** Seconds recorded since the last reset. */
export function recordedSeconds(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { audioTap: Tap }).audioTap.seconds())
}

export async function takeRecording(page: Page): Promise<Recording> {
  const { sampleRate, data } = await page.evaluate(() => (window as unknown as { audioTap: Tap }).audioTap.take())
  const bytes = Buffer.from(data, 'base64')
  return { sampleRate, samples: new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4) }
}

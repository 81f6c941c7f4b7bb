import { describe, expect, it, vi } from 'vitest'
import { decodeInSlices, SLICE } from './decode-in-slices'
import { listOf } from './primitives'
import { Song } from './song'

const songs = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `s-${index}`, title: `Song ${index}` }))

describe('a large list decoded a slice at a time', () => {
  it('keeps every valid item in order, drops and logs a malformed one, as listOf does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const items: unknown[] = songs(2 * SLICE + 500)
    items[SLICE + 200] = { id: 7 }
    const kept = await decodeInSlices(listOf(Song), items)
    expect(kept).toHaveLength(2 * SLICE + 499)
    expect(kept[SLICE + 200]!.id).toBe(`s-${SLICE + 201}`)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(await decodeInSlices(listOf(Song), undefined)).toEqual([])
    expect(await decodeInSlices(listOf(Song), { id: 'one', title: 'One' })).toHaveLength(1)
    warn.mockRestore()
  })

  it('lets a task run between slices, and stops once its signal is aborted', async () => {
    let done = false
    const decoding = decodeInSlices(listOf(Song), songs(3 * SLICE)).then(() => (done = true))
    expect(await new Promise((resolve) => setTimeout(() => resolve(done), 0))).toBe(false)
    await decoding
    expect(done).toBe(true)
    const controller = new AbortController()
    const aborted = decodeInSlices(listOf(Song), songs(3 * SLICE), controller.signal)
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })
  })
})

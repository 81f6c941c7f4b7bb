import { expect, it } from 'vitest'
import { mergeLocaleFiles } from './locale-files'

it('merges area files into one tree by their paths, sharing what one file alone holds and never changing a file', () => {
  const commands = { title: 'Commands', play: { label: 'Play' } }
  const app = { quit: 'Quit' }
  const home = { heading: 'Home' }
  const files = [
    { path: ['commands'], content: commands },
    { path: ['commands', 'app'], content: app },
    { path: ['home'], content: home },
  ]
  const before = JSON.stringify(files)

  const tree = mergeLocaleFiles(files)

  expect(tree).toEqual({ commands: { title: 'Commands', play: { label: 'Play' }, app: { quit: 'Quit' } }, home: { heading: 'Home' } })
  expect(JSON.stringify(files)).toBe(before)
  expect(tree['home']).toBe(home)
  expect((tree['commands'] as Record<string, unknown>)['play']).toBe(commands.play)
})

/** Only web addresses leave the app: a link from a server never opens a local file or a program. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

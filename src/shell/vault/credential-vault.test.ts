import { describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../memory-shell'
import { generateVaultKey, isSealed, SEALED_PREFIX, VaultLockedError, webCryptoVault } from './credential-vault'
import { storedVaultKey, VAULT_KEY_ENTRY } from './stored-vault-key'

describe('credential vault', () => {
  it('seals a secret into text that does not contain it, and opens it again', async () => {
    const vault = webCryptoVault(() => generateVaultKey())
    const sealed = await vault.seal('26719a1196d2a940705a59634eb18eab')
    expect(isSealed(sealed)).toBe(true)
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true)
    expect(sealed).not.toContain('26719a')
    expect(await vault.open(sealed)).toBe('26719a1196d2a940705a59634eb18eab')
  })

  it('seals the same secret differently every time (a fresh IV)', async () => {
    const vault = webCryptoVault(() => generateVaultKey())
    const [a, b] = [await vault.seal('enc:736573616d65'), await vault.seal('enc:736573616d65')]
    expect(a).not.toBe(b)
    expect(await vault.open(a)).toBe(await vault.open(b))
  })

  it('asks for its key once', async () => {
    const obtainKey = vi.fn<() => Promise<CryptoKey>>(() => generateVaultKey())
    const vault = webCryptoVault(obtainKey)
    await vault.open(await vault.seal('one'))
    await vault.seal('two')
    expect(obtainKey).toHaveBeenCalledTimes(1)
  })

  it('keeps a key that cannot be exported', async () => {
    await expect(crypto.subtle.exportKey('raw', await generateVaultKey())).rejects.toThrow(/extractable|export/i)
  })

  it.each([
    ['sealed under another key', async () => webCryptoVault(() => generateVaultKey()).seal('token')],
    ['altered', async (own: (s: string) => Promise<string>) => {
      const sealed = await own('token')
      const last = sealed.at(-3) === 'A' ? 'B' : 'A'
      return sealed.slice(0, -3) + last + sealed.slice(-2)
    }],
    ['not base64', async () => `${SEALED_PREFIX}!!!`],
    ['too short', async () => `${SEALED_PREFIX}AAAA`],
    ['not sealed', async () => 'plain-token'],
  ])('refuses a value %s with VaultLockedError', async (_, make) => {
    const vault = webCryptoVault(() => generateVaultKey())
    const value = await make((secret: string) => vault.seal(secret))
    await expect(vault.open(value)).rejects.toBeInstanceOf(VaultLockedError)
  })
})

describe('the desktop app’s stored vault key', () => {
  it('is made once, kept in its own entry, and opens what an earlier launch sealed', async () => {
    const shell = createMemoryShell()
    const first = webCryptoVault(() => storedVaultKey(shell.storage))
    const sealed = await first.seal('tok')
    const entry = shell.data.get(VAULT_KEY_ENTRY)
    expect(entry).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    const nextLaunch = webCryptoVault(() => storedVaultKey(shell.storage))
    expect(await nextLaunch.open(sealed)).toBe('tok')
    expect(shell.data.get(VAULT_KEY_ENTRY)).toBe(entry)
  })

  it('imports the key non-extractable', async () => {
    const key = await storedVaultKey(createMemoryShell().storage)
    expect(key.extractable).toBe(false)
  })

  it('replaces a malformed entry with a new key, logging it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const shell = createMemoryShell()
    shell.data.set(VAULT_KEY_ENTRY, 'short')
    await storedVaultKey(shell.storage)
    expect(shell.data.get(VAULT_KEY_ENTRY)).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(consoleError).toHaveBeenCalledTimes(1)
    consoleError.mockRestore()
  })
})

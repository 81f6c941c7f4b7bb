import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { $serverConfig, presetApplied, serverRemoved } from './server-config'

describe('removing a preset server', () => {
  it('unlocks the user and shows the server field so the emptied login form can be filled', async () => {
    const scope = fork()
    await allSettled(presetApplied, {
      scope,
      params: {
        server: {
          url: 'http://127.0.0.1:4040',
          credentials: { authType: 'password', username: 'alice', password: 'enc:616263' },
          protocolVersion: '1.16.0',
          serverType: 'navidrome',
        },
        hideServer: true,
      },
    })
    expect(scope.getState($serverConfig)).toMatchObject({ lockUser: true, hideServer: true, isServerConfigured: true })
    await allSettled(serverRemoved, { scope })
    expect(scope.getState($serverConfig)).toMatchObject({
      lockUser: false,
      hideServer: false,
      isServerConfigured: false,
      url: '',
      username: '',
      serverType: 'subsonic',
    })
  })
})

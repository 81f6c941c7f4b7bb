import { Box, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { FormEvent } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $storedSignInLost } from '../../../model/persistence/app-store'
import { $loginErrors, $loginFailure, $loginStatus, loginSubmitted } from '../../../model/session/login'
import { $serverConfig } from '../../../model/session/server-config'
import type { ServerForm } from '../../../model/session/server-form'
import { IncompatibleServerDialog } from './IncompatibleServerDialog'
import { LoginField } from './LoginField'
import { SavedServers } from './SavedServers'

/** Login: server URL, username, password; Connect reads Connecting… while it runs. */
export function LoginScreen() {
  const { t } = useTranslation()
  const [config, errors, failure, status, submit, signInLost] = useUnit([
    $serverConfig,
    $loginErrors,
    $loginFailure,
    $loginStatus,
    loginSubmitted,
    $storedSignInLost,
  ])
  const [form, setForm] = useState<ServerForm>({ url: config.url, username: config.username, password: '' })
  const connecting = status === 'connecting'
  const locked = config.lockUser
  const change = (field: keyof ServerForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }))
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(form)
  }
  return (
    <Flex asChild direction="column" align="center" justify="center" gap="4" p="4" style={{ minHeight: '100%' }}>
      <main>
        <SavedServers />
        <Card size="4" style={{ width: '100%', maxWidth: '28rem' }}>
          <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
            <Flex direction="column" gap="4">
              <Box>
                <Heading as="h1" size="6" id="login-title" mb="2">
                  {t('login.title')}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {t('login.description')}
                </Text>
              </Box>
              {signInLost && !failure && (
                <Callout.Root color="amber" role="status">
                  <Callout.Text>{t('credentials.lost')}</Callout.Text>
                </Callout.Root>
              )}
              {locked && (
                <Text size="2" color="gray">
                  {t('login.locked')}
                </Text>
              )}
              <fieldset style={{ border: 0, padding: 0, margin: 0 }} disabled={connecting}>
                <legend className="visually-hidden">{t('login.server')}</legend>
                <Flex direction="column" gap="3">
                  {!config.hideServer && (
                    <LoginField
                      name="url"
                      type="url"
                      label={t('login.url')}
                      placeholder={t('login.urlPlaceholder')}
                      value={form.url}
                      onChange={change('url')}
                      error={errors.url && t(errors.url)}
                      readOnly={locked}
                      autoComplete="url"
                    />
                  )}
                  <LoginField
                    name="username"
                    label={t('login.username')}
                    value={form.username}
                    onChange={change('username')}
                    error={errors.username && t(errors.username)}
                    readOnly={locked}
                    autoComplete="username"
                  />
                  <LoginField
                    name="password"
                    type="password"
                    label={t('login.password')}
                    value={form.password}
                    onChange={change('password')}
                    error={errors.password && t(errors.password)}
                    autoComplete="current-password"
                  />
                </Flex>
              </fieldset>
              {failure && (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>
                    {withDetail(t(failure.key), failure.detail)}
                  </Callout.Text>
                </Callout.Root>
              )}
              <Button type="submit" size="3" disabled={connecting}>
                {connecting ? t('login.connecting') : t('login.connect')}
              </Button>
            </Flex>
          </form>
        </Card>
        <IncompatibleServerDialog />
      </main>
    </Flex>
  )
}

const bare = (text: string) => text.trim().replace(/[.!。！]+$/u, '').toLocaleLowerCase()

/** The message, then the server's own words in brackets unless they only repeat it. */
function withDetail(message: string, detail: string | undefined): string {
  if (!detail || bare(detail) === bare(message)) return message
  return `${message} (${detail})`
}

import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useTexts } from '../../i18n/use-texts'
import { useRouteError } from 'react-router-dom'
import { useCommand } from '../../commands/use-command'

/** Route errors and unknown addresses (`*`). */
export function ErrorScreen({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTexts()
  const error = useRouteError()
  const missing = notFound || isNotFound(error)
  if (error && !missing) console.error('Route error', error)
  return (
    <Flex asChild direction="column" align="center" justify="center" gap="3" p="6" style={{ minHeight: '60vh' }}>
      <main>
        <Heading as="h1" size="7">
          {t(missing ? 'errors.notFoundTitle' : 'errors.routeTitle')}
        </Heading>
        <Text color="gray">{t(missing ? 'errors.notFound' : 'errors.route')}</Text>
        <Flex gap="3">
          <HomeButton />
          {!missing && (
            <Button variant="soft" onClick={() => window.location.reload()}>
              {t('errors.reload')}
            </Button>
          )}
        </Flex>
      </main>
    </Flex>
  )
}

function HomeButton() {
  const { t } = useTexts()
  const home = useCommand('pages.home')
  if (!home.enabled) {
    return (
      <Button asChild>
        <a href="/">{t('errors.goHome')}</a>
      </Button>
    )
  }
  return <Button onClick={home.run}>{t('errors.goHome')}</Button>
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404
}

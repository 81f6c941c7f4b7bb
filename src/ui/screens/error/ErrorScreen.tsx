import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useTexts } from '../../i18n/use-texts'
import { useCommand } from '../../commands/use-command'

/** An unknown address (`*`), or the error of the layout or the sign-in page (src/ui/router/AppRouter.tsx). */
export function ErrorScreen({ notFound: missing = false }: { notFound?: boolean }) {
  const { t } = useTexts()
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

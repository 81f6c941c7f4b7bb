import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useTexts } from '../i18n/use-texts'

/** The last boundary, above the router: everything below it failed, so only a reload is left. */
export function AppFailed() {
  const { t } = useTexts()
  return (
    <Flex role="alert" direction="column" align="center" justify="center" gap="3" p="6" style={{ minHeight: '60vh' }}>
      <Heading as="h1" size="7">
        {t('faults.appTitle')}
      </Heading>
      <Text color="gray">{t('faults.app')}</Text>
      <Button onClick={() => window.location.reload()}>{t('faults.reload')}</Button>
    </Flex>
  )
}

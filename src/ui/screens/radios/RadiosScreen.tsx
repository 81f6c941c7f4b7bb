import { PlusIcon, RadiobuttonIcon } from '@radix-ui/react-icons'
import { Box, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { $radios, $radiosStatus } from '../../../model/radios/radios'
import { useCommand, useRunCommand } from '../../commands/use-command'
import { PageSkeleton } from '../../layout/PageSkeleton'
import { RadioTable } from '../../radios/RadioTable'

/** Radios page: the stations table, an add button and an empty state. */
export function RadiosScreen() {
  const { t } = useTranslation()
  const [radios, status] = useUnit([$radios, $radiosStatus])
  const refresh = useRunCommand('radios.refresh')
  const add = useCommand('radios.new')
  useEffect(() => refresh(), [refresh])
  return (
    <Box p="5">
      <Flex justify="between" align="center" mb="5" gap="3">
        <Heading as="h1" size="7">
          {t('radios.title')}
        </Heading>
        <Button onClick={add.run} disabled={!add.enabled}>
          <PlusIcon aria-hidden />
          {t('radios.add')}
        </Button>
      </Flex>
      {status === 'failed' && (
        <Callout.Root color="red" role="alert" mb="4">
          <Callout.Text>{t('radios.loadFailed')}</Callout.Text>
          <Button variant="soft" color="red" size="1" onClick={() => refresh()}>
            {t('radios.retry')}
          </Button>
        </Callout.Root>
      )}
      {(status === 'idle' || status === 'loading') && radios.length === 0 && <PageSkeleton />}
      {status === 'ready' && radios.length === 0 && (
        <Flex direction="column" align="center" gap="2" py="9" role="status">
          <RadiobuttonIcon width="32" height="32" color="var(--gray-9)" aria-hidden />
          <Heading as="h2" size="4">
            {t('radios.empty.title')}
          </Heading>
          <Text color="gray">{t('radios.empty.description')}</Text>
        </Flex>
      )}
      {radios.length > 0 && <RadioTable radios={radios} />}
    </Box>
  )
}

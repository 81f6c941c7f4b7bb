import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useTexts } from '../i18n/use-texts'
import { isChunkLoadError } from './chunk-error'
import { ReloadButton } from './ReloadButton'

/**
 * What a failed part of the screen shows in its place: a chunk that did not arrive offers
 * "Reload", a render error "Try again". The rest of the app, and the music, go on.
 */
export function PartFailed({ error, retry, headingLevel = 2, children }: {
  readonly error: unknown
  readonly retry?: () => void
  readonly headingLevel?: 1 | 2
  /** More actions (close the dialog, go Home…). */
  readonly children?: ReactNode
}) {
  const { t } = useTexts()
  const chunk = isChunkLoadError(error)
  return (
    <Flex role="alert" direction="column" align="start" gap="3" p="5">
      <Heading as={headingLevel === 1 ? 'h1' : 'h2'} size="5">
        {t(chunk ? 'faults.chunkTitle' : 'faults.partTitle')}
      </Heading>
      <Text color="gray">{t(chunk ? 'faults.chunk' : 'faults.part')}</Text>
      <Flex gap="3" wrap="wrap" align="start">
        {chunk ? (
          <ReloadButton />
        ) : (
          retry && (
            <Button variant="soft" onClick={retry}>
              {t('faults.tryAgain')}
            </Button>
          )
        )}
        {children}
      </Flex>
    </Flex>
  )
}

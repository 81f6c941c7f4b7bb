import { MobileIcon } from '@radix-ui/react-icons'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $shell } from '../../model/host/shell'

/** On a portrait screen that is not the desktop app, say Tonearm is not for phones. */
export function MobileGate({ children }: { children: ReactNode }) {
  const { t } = useTexts()
  const shell = useUnit($shell)
  const check = () => shell.kind !== 'desktop' && shell.isMobileBrowser()
  const [unsupported, setUnsupported] = useState(check)
  useEffect(() => {
    const update = () => setUnsupported(shell.kind !== 'desktop' && shell.isMobileBrowser())
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [shell])
  if (!unsupported) return children
  return (
    <Flex direction="column" align="center" justify="center" gap="3" p="6" height="100%" role="alert">
      <MobileIcon width="32" height="32" aria-hidden />
      <Heading as="h1" size="5" align="center">
        {t('app.mobileTitle')}
      </Heading>
      <Text align="center" color="gray">
        {t('app.mobileMessage')}
      </Text>
    </Flex>
  )
}

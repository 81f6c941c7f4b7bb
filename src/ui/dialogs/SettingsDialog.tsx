import { ChevronRightIcon, FileTextIcon, GlobeIcon, MixerHorizontalIcon, SpeakerLoudIcon } from '@radix-ui/react-icons'
import { Box, Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SettingsPage } from '../../model/dialogs/dialogs'
import { $settingsPage, dialogClosed, SETTINGS_PAGES, settingsPageChanged } from '../../model/dialogs/dialogs'

const ICONS: Record<SettingsPage, ReactNode> = {
  appearance: <MixerHorizontalIcon aria-hidden />,
  audio: <SpeakerLoudIcon aria-hidden />,
  language: <GlobeIcon aria-hidden />,
  content: <FileTextIcon aria-hidden />,
}

/** SPEC §2 settings: breadcrumb, a side menu of four pages with the current one marked. */
export function SettingsDialog() {
  const { t } = useTranslation()
  const [page, choose, close] = useUnit([$settingsPage, settingsPageChanged, dialogClosed])
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="48rem">
        <Dialog.Title>
          <Flex align="center" gap="1" asChild>
            <span>
              {t('settings.title')}
              <ChevronRightIcon aria-hidden />
              <Text color="gray">{t(`settings.pages.${page}`)}</Text>
            </span>
          </Flex>
        </Dialog.Title>
        <Dialog.Description className="visually-hidden">{t('settings.title')}</Dialog.Description>
        <Flex gap="5" mt="3" style={{ minHeight: '18rem' }}>
          <Flex asChild direction="column" gap="1" style={{ width: '12rem' }}>
            <nav aria-label={t('settings.menu')}>
              {SETTINGS_PAGES.map((name) => (
                <Button
                  key={name}
                  variant={name === page ? 'soft' : 'ghost'}
                  color={name === page ? undefined : 'gray'}
                  aria-current={name === page ? 'page' : undefined}
                  onClick={() => choose(name)}
                  style={{ justifyContent: 'flex-start', margin: 0 }}
                >
                  {ICONS[name]}
                  {t(`settings.pages.${name}`)}
                </Button>
              ))}
            </nav>
          </Flex>
          <Box flexGrow="1">
            <Text color="gray">{t('settings.comingSoon')}</Text>
          </Box>
        </Flex>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('settings.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}

import { ArchiveIcon, ChevronRightIcon, FileTextIcon, GlobeIcon, MixerHorizontalIcon, SpeakerLoudIcon } from '@radix-ui/react-icons'
import { Box, Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SettingsPage } from '../../model/dialogs/dialogs'
import { $settingsPage, dialogClosed, SETTINGS_PAGES, settingsPageChanged } from '../../model/dialogs/dialogs'
import { AppearancePage } from './settings/AppearancePage'
import { AudioPage } from './settings/AudioPage'
import { ContentPage } from './settings/ContentPage'
import { LanguagePage } from './settings/LanguagePage'
import { StoragePage } from './settings/StoragePage'
import './settings/settings.css'

const ICONS: Record<SettingsPage, ReactNode> = {
  appearance: <MixerHorizontalIcon aria-hidden />,
  audio: <SpeakerLoudIcon aria-hidden />,
  language: <GlobeIcon aria-hidden />,
  content: <FileTextIcon aria-hidden />,
  storage: <ArchiveIcon aria-hidden />,
}

const PAGES: Record<SettingsPage, ComponentType> = {
  appearance: AppearancePage,
  audio: AudioPage,
  language: LanguagePage,
  content: ContentPage,
  storage: StoragePage,
}

/** Settings: breadcrumb, a side menu of its pages with the current one marked. */
export function SettingsDialog() {
  const { t } = useTranslation()
  const [page, choose, close] = useUnit([$settingsPage, settingsPageChanged, dialogClosed])
  const Page = PAGES[page]
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="52rem" aria-describedby={undefined}>
        <Dialog.Title>
          <Flex align="center" gap="1" asChild>
            <span>
              {t('settings.title')}
              <ChevronRightIcon aria-hidden />
              <Text color="gray">{t(`settings.pages.${page}`)}</Text>
            </span>
          </Flex>
        </Dialog.Title>
        <Flex gap="5" mt="3" className="settings-body">
          <Flex asChild direction="column" gap="1" className="settings-menu">
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
          <Box flexGrow="1" asChild>
            <section aria-label={t(`settings.pages.${page}`)} className="settings-page">
              <Page />
            </section>
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

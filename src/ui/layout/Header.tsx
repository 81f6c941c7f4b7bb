import { DotsVerticalIcon, ExitIcon, GearIcon, InfoCircledIcon, KeyboardIcon, MagnifyingGlassIcon, ViewVerticalIcon } from '@radix-ui/react-icons'
import { Button, Flex, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { lazy, Suspense, useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $infoPanelShown } from '../../model/layout/info-panel'
import { $sidebarExpanded } from '../../model/layout/sidebar'
import { ShortcutKeys } from '../commands/ShortcutKeys'
import { useCommand } from '../commands/use-command'
import { tooltip } from '../tooltip/tooltip-controller'
import { CommandIconButton } from './CommandButton'
import { ServerReach } from './ServerReach'

const HeaderMenu = lazy(() => import('./HeaderMenu').then((m) => ({ default: m.HeaderMenu })))

/** "More": About, Server status, Quick scan… The menu's code arrives on the first click. */
function MoreMenu() {
  const { t } = useTexts()
  const [loaded, setLoaded] = useState(false)
  const button = (
    <IconButton variant="ghost" color="gray" aria-label={t('header.menu.more')} aria-haspopup="menu" onClick={loaded ? undefined : () => setLoaded(true)}>
      <DotsVerticalIcon />
    </IconButton>
  )
  if (!loaded) return button
  return (
    <Suspense fallback={button}>
      <HeaderMenu trigger={button} />
    </Suspense>
  )
}

export function Header() {
  const { t } = useTexts()
  const [expanded, showInfoPanel] = useUnit([$sidebarExpanded, $infoPanelShown])
  const toggle = useCommand('view.toggleSidebar')
  const palette = useCommand('view.openPalette')
  return (
    <Flex className="app-header" align="center" gap="3" px="3" py="2">
      <IconButton variant="ghost" color="gray" aria-label={toggle.label} aria-expanded={expanded} aria-controls="app-sidebar" onClick={toggle.run} {...tooltip(toggle.label)}>
        <ViewVerticalIcon />
      </IconButton>
      <Button variant="surface" color="gray" onClick={palette.run} style={{ flex: '0 1 28rem', justifyContent: 'space-between' }}>
        <Flex align="center" gap="2">
          <MagnifyingGlassIcon aria-hidden />
          <Text>{t('header.search')}</Text>
        </Flex>
        {palette.shortcut && <ShortcutKeys keys={palette.shortcut} />}
      </Button>
      <Flex ml="auto" gap="3" align="center">
        <ServerReach />
        <CommandIconButton commandId="view.toggleInfoPanel" icon={<InfoCircledIcon />} pressed={showInfoPanel} />
        <CommandIconButton commandId="view.openShortcuts" icon={<KeyboardIcon />} />
        <CommandIconButton commandId="app.openSettings" icon={<GearIcon />} />
        <MoreMenu />
        <CommandIconButton commandId="app.logOut" icon={<ExitIcon />} />
      </Flex>
    </Flex>
  )
}

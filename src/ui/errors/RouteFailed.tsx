import { Button } from '@radix-ui/themes'
import { useTexts } from '../i18n/use-texts'
import { useLocation, useNavigate } from 'react-router-dom'
import { useCommand } from '../commands/use-command'
import { PartFailed } from './PartFailed'

/**
 * A screen's error, rendered inside the layout (src/ui/router/ScreenBoundary.tsx): the sidebar,
 * the player bar and the audio stay while one screen failed to render or to load its code.
 */
export function RouteFailed({ error }: { error: unknown }) {
  const { t } = useTexts()
  const location = useLocation()
  const navigate = useNavigate()
  const home = useCommand('pages.home')
  // Navigating to the same address renders the screen again (a new address key resets its
  // boundary) and asks again for its code and its page.
  const retry = () => void navigate(location, { replace: true })
  return (
    <PartFailed error={error} retry={retry} headingLevel={1}>
      {home.enabled && location.pathname !== '/' && (
        <Button variant="soft" color="gray" onClick={home.run}>
          {t('errors.goHome')}
        </Button>
      )}
    </PartFailed>
  )
}

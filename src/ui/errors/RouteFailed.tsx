import { Button } from '@radix-ui/themes'
import { useTexts } from '../i18n/use-texts'
import { useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { useCommand } from '../commands/use-command'
import { PartFailed } from './PartFailed'

/**
 * A screen's own error element, rendered inside the layout: the sidebar, the player bar and the
 * audio stay while one screen failed to render or to load its code.
 */
export function RouteFailed() {
  const { t } = useTexts()
  const error = useRouteError()
  const location = useLocation()
  const navigate = useNavigate()
  const home = useCommand('pages.home')
  console.error('Tonearm: a screen failed', error)
  // Navigating to the same address renders the screen again (the router forgets its error).
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

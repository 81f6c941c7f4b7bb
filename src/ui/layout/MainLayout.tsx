import { useUnit } from 'effector-react'
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { $pages } from '../../model/layout/pages'
import { $sidebarExpanded } from '../../model/layout/sidebar'
import { DialogHost, preloadPalette } from '../dialogs/DialogHost'
import { PlayerBar } from '../player/PlayerBar'
import { Header } from './Header'
import { InfoPanel } from './InfoPanel'
import { PageSkeleton } from './PageSkeleton'
import { Sidebar } from './Sidebar'
import './layout.css'

export function MainLayout() {
  const { t } = useTranslation()
  const [expanded, { showInfoPanel }] = useUnit([$sidebarExpanded, $pages])
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000))
    idle(() => preloadPalette())
  }, [])
  return (
    <div className="app-shell" data-sidebar={expanded ? 'expanded' : 'collapsed'} data-info-panel={showInfoPanel ? 'shown' : 'hidden'}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Sidebar />
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {showInfoPanel && <InfoPanel />}
      <PlayerBar />
      <DialogHost />
    </div>
  )
}

import { useUnit } from 'effector-react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { $sidebarExpanded } from '../../model/layout/sidebar'
import { DialogHost } from '../dialogs/DialogHost'
import { PlayerBar } from '../player/PlayerBar'
import { Header } from './Header'
import { PageSkeleton } from './PageSkeleton'
import { Sidebar } from './Sidebar'
import './layout.css'

export function MainLayout() {
  const { t } = useTranslation()
  const expanded = useUnit($sidebarExpanded)
  return (
    <div className="app-shell" data-sidebar={expanded ? 'expanded' : 'collapsed'}>
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
      <PlayerBar />
      <DialogHost />
    </div>
  )
}

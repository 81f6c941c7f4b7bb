import { useUnit } from 'effector-react'
import { Suspense, useEffect } from 'react'
import { useTexts } from '../i18n/use-texts'
import { Outlet } from 'react-router-dom'
import { $infoPanelShown, NARROW_WINDOW, windowNarrowed } from '../../model/layout/info-panel'
import { $sidebarExpanded } from '../../model/layout/sidebar'
import { DialogHost } from '../dialogs/DialogHost'
import { prefetchIdleChunks } from '../dialogs/prefetch-chunks'
import { warmIntl } from '../format/warm-intl'
import { FirstScreenWatch } from './MountInBackground'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { PartFailed } from '../errors/PartFailed'
import { PlayerBar } from '../player/PlayerBar'
import { ScreenBoundary } from '../router/ScreenBoundary'
import { Header } from './Header'
import { InfoPanel } from './InfoPanel'
import { PageSkeleton } from './PageSkeleton'
import { ResumeQueueBanner } from './ResumeQueueBanner'
import { Sidebar } from './Sidebar'
import './layout.css'

/** A part of the layout that failed shows so in its place; the rest, and the audio, stay. */
const partFailed = (error: unknown, retry: () => void) => <PartFailed error={error} retry={retry} />

export function MainLayout() {
  const { t, i18n } = useTexts()
  const [expanded, showInfoPanel, narrowed] = useUnit([$sidebarExpanded, $infoPanelShown, windowNarrowed])
  useEffect(() => {
    // A narrow window (or 200 % text zoom) shows the info panel as a drawer (model/layout/info-panel).
    if (typeof window.matchMedia !== 'function') return undefined
    const query = window.matchMedia(NARROW_WINDOW)
    const report = () => narrowed(query.matches)
    report()
    query.addEventListener('change', report)
    return () => query.removeEventListener('change', report)
  }, [narrowed])
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000))
    idle(() => prefetchIdleChunks())
    warmIntl(i18n.language, idle)
  }, [i18n])
  return (
    <div className="app-shell" data-sidebar={expanded ? 'expanded' : 'collapsed'} data-info-panel={showInfoPanel ? 'shown' : 'hidden'}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <ErrorBoundary name="sidebar" fallback={partFailed}>
        <Sidebar />
      </ErrorBoundary>
      <ErrorBoundary name="header" fallback={partFailed}>
        <Header />
      </ErrorBoundary>
      <main id="main" className="app-main" tabIndex={-1}>
        <ScreenBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ScreenBoundary>
      </main>
      {showInfoPanel && (
        <ErrorBoundary name="info panel" fallback={partFailed}>
          <InfoPanel />
        </ErrorBoundary>
      )}
      <PlayerBar />
      <ResumeQueueBanner />
      <DialogHost />
      {/* The page first opened is drawn; from the first navigation on, screens mount at once. */}
      <FirstScreenWatch />
    </div>
  )
}

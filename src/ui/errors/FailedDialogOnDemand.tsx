import { Button } from '@radix-ui/themes'
import { lazy, Suspense } from 'react'
import { useTexts } from '../i18n/use-texts'
import { ErrorBoundary } from './ErrorBoundary'
import type { FailedDialogProps } from './FailedDialog'
import { PartFailed } from './PartFailed'

// Radix Dialog (its focus trap, scroll lock and layers) is not needed until a part fails: its code
// is fetched once the app is idle (scripts/vite/start-chunks-plugin.ts, IDLE_MODULES) and
// evaluated here, at the first failure.
const FailedDialog = lazy(() => import('./FailedDialog').then((m) => ({ default: m.FailedDialog })))

/** The failure of a part of the screen in a panel, should the dialog's own code not arrive either. */
function FailedPanel({ title, error, onClose, retry }: FailedDialogProps) {
  const { t } = useTexts()
  return (
    <div
      role="dialog"
      aria-label={title}
      style={{ position: 'fixed', top: '20%', left: '50%', transform: 'translateX(-50%)', zIndex: 100, maxWidth: '28rem', background: 'var(--color-panel-solid)', boxShadow: 'var(--shadow-6)', borderRadius: 'var(--radius-4)' }}
    >
      <PartFailed error={error} retry={retry}>
        <Button variant="soft" color="gray" onClick={onClose}>
          {t('faults.close')}
        </Button>
      </PartFailed>
    </div>
  )
}

/** The boundary's fallback: the panel, whatever stopped the dialog. */
const panelOf = (props: FailedDialogProps) =>
  function failedPanel() {
    return <FailedPanel {...props} />
  }

/** Shown in place of a dialog (the palette, the big player…) that failed: FailedDialog, loaded on first use. */
export function FailedDialogOnDemand(props: FailedDialogProps) {
  return (
    <ErrorBoundary name="failure dialog" fallback={panelOf(props)}>
      <Suspense fallback={null}>
        <FailedDialog {...props} />
      </Suspense>
    </ErrorBoundary>
  )
}

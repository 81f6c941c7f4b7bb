import { Badge } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { $reachability } from '../../model/connectivity/reachability'
import { $pendingWriteCount } from '../../model/pending-writes/pending-writes'
import { useTexts } from '../i18n/use-texts'

/**
 * While the server cannot be reached, the header says so for as long as it lasts (the toast said
 * it once), with how many changes wait to be sent. Nothing otherwise.
 */
export function ServerReach() {
  const { t } = useTexts()
  const [reachability, waiting] = useUnit([$reachability, $pendingWriteCount])
  if (reachability !== 'unreachable') return null
  return (
    // High contrast: the amber scale's text on its own tint falls under AA in the light themes.
    <Badge role="status" color="amber" variant="surface" highContrast size="2">
      {t('connectivity.unreachable')}
      {waiting > 0 ? ` · ${t('connectivity.waiting', { count: waiting })}` : ''}
    </Badge>
  )
}

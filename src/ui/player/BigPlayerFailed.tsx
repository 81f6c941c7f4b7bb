import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import { bigPlayerClosed } from '../../model/player/player-view'
import { FailedDialogOnDemand } from '../errors/FailedDialogOnDemand'

/** In place of a big player that failed: the bar and the music go on; close it or try again. */
export function BigPlayerFailed({ error, retry }: { readonly error: unknown; readonly retry: () => void }) {
  const { t } = useTexts()
  const close = useUnit(bigPlayerClosed)
  return <FailedDialogOnDemand title={t('player.big.title')} error={error} onClose={close} retry={retry} />
}

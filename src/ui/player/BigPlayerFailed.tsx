import { Button, Dialog, VisuallyHidden } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { bigPlayerClosed } from '../../model/player/player-view'
import { PartFailed } from '../errors/PartFailed'

/** In place of a big player that failed: the bar and the music go on; close it or try again. */
export function BigPlayerFailed({ error, retry }: { readonly error: unknown; readonly retry: () => void }) {
  const { t } = useTranslation()
  const close = useUnit(bigPlayerClosed)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="28rem" aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>{t('player.big.title')}</Dialog.Title>
        </VisuallyHidden>
        <PartFailed error={error} retry={retry}>
          <Button variant="soft" color="gray" onClick={close}>
            {t('faults.close')}
          </Button>
        </PartFailed>
      </Dialog.Content>
    </Dialog.Root>
  )
}

import { Callout } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $reachability } from '../../model/connectivity/reachability'

/**
 * Says that a page shows what is kept on this device: the server cannot be reached, or (the app
 * opened at once for an account that keeps something) its start-up check has not answered yet.
 */
export function KeptNotice({ text }: { text: 'keptPage' | 'keptSearch' }) {
  const { t } = useTranslation()
  const unreachable = useUnit($reachability) === 'unreachable'
  return (
    <Callout.Root color="gray" size="1" mb="4" role="status">
      <Callout.Text>{t(unreachable ? `offlineLibrary.${text}` : `offlineLibrary.${text}Checking`)}</Callout.Text>
    </Callout.Root>
  )
}

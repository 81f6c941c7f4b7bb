import { Button, Callout } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

/** A list whose later page failed says it is not whole, and offers to ask again. */
export function PartialNotice({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Callout.Root color="amber" role="alert" my="3">
      <Callout.Text>
        {t('faults.partial')}{' '}
        <Button size="1" variant="soft" color="amber" onClick={onRetry}>
          {t('faults.retry')}
        </Button>
      </Callout.Text>
    </Callout.Root>
  )
}

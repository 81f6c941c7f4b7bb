import { Callout } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

/** Says that a page shows what is kept on this device because the server cannot be reached. */
export function KeptNotice({ text }: { text: 'keptPage' | 'keptSearch' }) {
  const { t } = useTranslation()
  return (
    <Callout.Root color="gray" size="1" mb="4" role="status">
      <Callout.Text>{t(`offlineLibrary.${text}`)}</Callout.Text>
    </Callout.Root>
  )
}

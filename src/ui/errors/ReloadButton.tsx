import { Button, Callout, Flex } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $musicPlaying } from '../../model/layout/reload-guard'

/** Reloads the app to fetch its current code; while music plays it asks first (a reload stops it). */
export function ReloadButton() {
  const { t } = useTexts()
  const playing = useUnit($musicPlaying)
  const [asking, setAsking] = useState(false)
  const reload = () => window.location.reload()
  if (!asking) {
    return <Button onClick={() => (playing ? setAsking(true) : reload())}>{t('faults.reload')}</Button>
  }
  return (
    <Callout.Root color="amber" role="alertdialog" aria-label={t('faults.reloadWhilePlaying')}>
      <Callout.Text>{t('faults.reloadWhilePlaying')}</Callout.Text>
      <Flex gap="2" mt="2">
        <Button color="amber" onClick={reload}>
          {t('faults.reloadAnyway')}
        </Button>
        <Button variant="soft" color="gray" onClick={() => setAsking(false)}>
          {t('faults.cancel')}
        </Button>
      </Flex>
    </Callout.Root>
  )
}

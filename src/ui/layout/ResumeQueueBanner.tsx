import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import type { ResumeOffer as ResumeOfferValue } from '../../model/queue-sync/server-queue'
import { $resumeOffer } from '../../model/queue-sync/server-queue'
import { useCommand } from '../commands/use-command'
import { formatMoment } from '../format/date-time'
import { $languageCode } from '../../model/preferences/language'
import { PLAYER_BAR_HEIGHT_VAR } from './published-height'

/**
 * "Resume from Feishin · Nov 23, 2026, 4:52 PM": the play queue another client saved on the
 * server later than this device's changed (issue 18). Resume and Not now are the palette's
 * commands too. The client's name is the server's text: rendered as text, never as HTML.
 */
export function ResumeQueueBanner() {
  const offer = useUnit($resumeOffer)
  // Its commands and date format are followed only while there is an offer (issue 13: heap after start).
  return offer === null ? null : <ResumeOffer offer={offer} />
}

function ResumeOffer({ offer }: { offer: ResumeOfferValue }) {
  const { t } = useTexts()
  const resume = useCommand('queue.sync.resume')
  const dismiss = useCommand('queue.sync.dismiss')
  const language = useUnit($languageCode)
  const { changedBy, changedAt, songs } = offer.queue
  const device = changedBy || t('queueSync.anotherDevice')
  const time = changedAt > 0 ? formatMoment(changedAt, language) : ''
  return (
    <section
      aria-label={t('queueSync.region')}
      style={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: `calc(var(${PLAYER_BAR_HEIGHT_VAR}, 0px) + 16px)`, zIndex: 90, maxWidth: 'min(36rem, 90vw)' }}
    >
      <Card size="2" style={{ background: 'var(--color-panel-solid)', boxShadow: 'var(--shadow-4)' }}>
        <Flex align="center" gap="3" wrap="wrap">
          <Text size="2">
            {time ? t('queueSync.offer', { device, time }) : t('queueSync.offerUndated', { device })} ·{' '}
            {t('queueSync.songs', { count: songs.length })}
          </Text>
          <Flex gap="2">
            <Button size="1" onClick={resume.run}>
              {t('queueSync.resume')}
            </Button>
            <Button size="1" variant="soft" color="gray" onClick={dismiss.run}>
              {t('queueSync.dismiss')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </section>
  )
}

import { Cross2Icon } from '@radix-ui/react-icons'
import { DataList, Flex, Heading, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import { $coverArtUrl } from '../../model/library/cover-art'
import { $currentRadio, $currentSong } from '../../model/queue/queue'
import { $serverConfig } from '../../model/session/server-config'
import { useCommand } from '../commands/use-command'
import { formatDuration } from '../format/duration'

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** What plays now: the song's cover and details, the radio's name, or a quiet line. */
function NowPlaying() {
  const { t } = useTexts()
  const [song, radio, coverUrl] = useUnit([$currentSong, $currentRadio, $coverArtUrl])
  if (radio) {
    return (
      <Text as="p" size="2" mb="3">
        {t('infoPanel.radio', { name: radio.name })}
      </Text>
    )
  }
  if (!song) {
    return (
      <Text as="p" size="2" color="gray" mb="3">
        {t('infoPanel.nothingPlaying')}
      </Text>
    )
  }
  const details = [song.artist, song.album, song.year, song.duration ? formatDuration(song.duration) : undefined]
  return (
    <Flex direction="column" gap="1" mb="3" aria-label={t('infoPanel.nowPlaying')} role="group">
      <img className="app-info-panel-cover" src={coverUrl(song.coverArt)} alt="" width={200} height={200} />
      <Text size="2" weight="medium">
        {song.title}
      </Text>
      <Text size="1" color="gray">
        {details.filter((part) => part !== undefined && part !== '').join(' · ')}
      </Text>
    </Flex>
  )
}

/** Info panel (shown by default, toggled with its command): what plays, and the server. */
export function InfoPanel() {
  const { t } = useTexts()
  const config = useUnit($serverConfig)
  const toggle = useCommand('view.toggleInfoPanel')
  return (
    <aside id="app-info-panel" className="app-info-panel" aria-labelledby="app-info-panel-title">
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="3" id="app-info-panel-title">
          {t('infoPanel.title')}
        </Heading>
        <IconButton size="1" variant="ghost" color="gray" aria-label={t('infoPanel.hide')} onClick={toggle.run}>
          <Cross2Icon />
        </IconButton>
      </Flex>
      <NowPlaying />
      <DataList.Root size="1" orientation="vertical">
        {!config.hideServer && (
          <DataList.Item>
            <DataList.Label>{t('infoPanel.server')}</DataList.Label>
            <DataList.Value>{hostOf(config.url)}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>{t('infoPanel.user')}</DataList.Label>
          <DataList.Value>{config.username}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('infoPanel.type')}</DataList.Label>
          <DataList.Value>{config.serverType}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('infoPanel.protocol')}</DataList.Label>
          <DataList.Value>{config.protocolVersion}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </aside>
  )
}

import { Button, DataList, Dialog, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import type { Song } from '../../model/player/player'
import { $songInfo } from '../../model/player/song-info'
import { formatTime } from './format-time'

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** Supysonic sends bit/s, Navidrome kbit/s: anything above 10,000 is bit/s. */
function formatBitRate(bitRate: number): string {
  return `${Math.round(bitRate > 10_000 ? bitRate / 1000 : bitRate)} kbps`
}

const dB = (value: number | undefined) => (value === undefined ? undefined : `${value.toFixed(2)} dB`)

function fields(song: Song): ReadonlyArray<[string, ReactNode]> {
  const gain = song.replayGain ?? {}
  const genres = song.genres?.map((genre) => genre.name).join(', ') || song.genre
  const rows: Array<[string, ReactNode | undefined]> = [
    ['title', song.title],
    ['artist', song.artist],
    ['album', song.album],
    ['path', song.path],
    ['year', song.year],
    ['track', song.track],
    ['discNumber', song.discNumber],
    ['duration', song.duration !== undefined ? formatTime(Number(song.duration)) : undefined],
    ['bitrate', song.bitRate !== undefined ? formatBitRate(Number(song.bitRate)) : undefined],
    ['codec', song.suffix ? `${song.suffix.toUpperCase()}${song.contentType ? ` (${song.contentType})` : ''}` : song.contentType],
    ['size', song.size !== undefined ? formatBytes(Number(song.size)) : undefined],
    ['genres', genres],
    ['plays', song.playCount],
    ['bpm', song.bpm],
    ['comment', song.comment],
    ['trackGain', dB(gain.trackGain)],
    ['trackPeak', gain.trackPeak],
    ['albumGain', dB(gain.albumGain)],
    ['albumPeak', gain.albumPeak],
  ]
  return rows.filter((row): row is [string, ReactNode] => row[1] !== undefined && row[1] !== '')
}

/** Song info dialog: every field the server knows of the song. */
export function SongInfoDialog() {
  const { t } = useTranslation()
  const [info, close] = useUnit([$songInfo, dialogClosed])
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="36rem" aria-describedby={undefined}>
        <Dialog.Title>{t('player.songInfo.title')}</Dialog.Title>
        {info === null || info.status === 'loading' ? (
          <Text color="gray" role="status">
            {t('player.songInfo.loading')}
          </Text>
        ) : info.status === 'failed' ? (
          <Text color="red" role="alert">
            {t('player.songInfo.failed')}
          </Text>
        ) : (
          <DataList.Root size="2">
            {fields(info.song).map(([key, value]) => (
              <DataList.Item key={key}>
                <DataList.Label minWidth="8rem">{t(`player.songInfo.fields.${key}`)}</DataList.Label>
                <DataList.Value style={{ wordBreak: 'break-all' }}>{value}</DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('player.songInfo.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}

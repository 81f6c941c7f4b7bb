import { Flex, Text } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { $bookmarkList } from '../../model/listening/kept-positions'
import { useRunCommand } from '../commands/use-command'
import { useTexts } from '../i18n/use-texts'
import { formatTime } from '../player/format-time'

/** The palette's Bookmarks list: each kept position by song, artist and time; choosing one plays it from there. */
export function PaletteBookmarks({ onChosen }: { onChosen: () => void }) {
  const { t } = useTexts()
  const bookmarks = useUnit($bookmarkList)
  const play = useRunCommand('playback.listening.playBookmark')
  return (
    <Command.Group heading={t('palette.bookmarks')}>
      {bookmarks.map(({ song, position }) => (
        <Command.Item
          key={song.id}
          value={`bookmark:${song.id}`}
          keywords={[song.title, song.artist ?? '', song.album ?? '']}
          onSelect={() => {
            onChosen()
            play({ songId: song.id })
          }}
        >
          <Flex direction="column">
            <Text size="2">{song.title}</Text>
            <Text size="1" color="gray">
              {t('listening.bookmarks.at', { time: formatTime(position) })}
              {song.artist ? ` · ${song.artist}` : ''}
            </Text>
          </Flex>
        </Command.Item>
      ))}
    </Command.Group>
  )
}

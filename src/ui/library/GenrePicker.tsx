import { ChevronDownIcon } from '@radix-ui/react-icons'
import { Button, Popover, Text } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { genres } from '../../model/library/genres'
import '../palette/palette.css'

/** Genre picker: a searchable list of the server's genres, with loading and not-found states. */
export function GenrePicker({ value, onChange }: { value: string; onChange: (genre: string) => void }) {
  const { t } = useTranslation()
  // Asked for by the Albums route while its filter is by genre (src/ui/router/page-requests.ts).
  const state = useUnit(genres.$state)
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root
      open={open}
      onOpenChange={setOpen}
    >
      <Popover.Trigger>
        <Button variant="soft" color="gray" aria-label={t('library.albums.genrePicker', { genre: value || t('library.albums.noGenre') })}>
          {value || t('library.albums.pickGenre')}
          <ChevronDownIcon aria-hidden />
        </Button>
      </Popover.Trigger>
      <Popover.Content width="18rem" className="palette" style={{ padding: 0 }}>
        <Command label={t('library.albums.genres')} loop>
          <Command.Input placeholder={t('library.albums.searchGenres')} aria-label={t('library.albums.searchGenres')} />
          <Command.List label={t('library.albums.genres')}>
            {state.status === 'loading' && <Command.Loading>{t('library.albums.loadingGenres')}</Command.Loading>}
            {state.status === 'failed' && (
              <Text as="p" size="2" color="red" m="3">
                {t('library.albums.genresFailed')}
              </Text>
            )}
            {state.status === 'ready' && <Command.Empty>{t('library.albums.noGenreFound')}</Command.Empty>}
            {state.status === 'ready' &&
              state.data.map((genre) => (
                <Command.Item
                  key={genre.name}
                  value={genre.name}
                  onSelect={() => {
                    setOpen(false)
                    onChange(genre.name)
                  }}
                >
                  {genre.name}
                  {genre.albumCount !== undefined && (
                    <Text size="1" color="gray" ml="auto">
                      {t('library.albumCount', { count: genre.albumCount })}
                    </Text>
                  )}
                </Command.Item>
              ))}
          </Command.List>
        </Command>
      </Popover.Content>
    </Popover.Root>
  )
}

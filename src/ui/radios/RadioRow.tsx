import { Pencil1Icon, PauseIcon, PlayIcon, TrashIcon } from '@radix-ui/react-icons'
import { Flex, IconButton, Table, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { isWebAddress } from '../../model/host/external-links'
import type { RadioStation } from '../../model/radios/radios'
import { ExternalLink } from '../links/ExternalLink'

interface RadioRowProps {
  readonly radio: RadioStation
  readonly playing: boolean
  readonly onTarget: () => void
  readonly onPlayToggle: () => void
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** One station: focusing or clicking the row makes it the target of "Edit radio" / "Delete radio". */
export function RadioRow({ radio, playing, onTarget, onPlayToggle, onEdit, onDelete }: RadioRowProps) {
  const { t } = useTranslation()
  const homepage = radio.homePageUrl ?? ''
  return (
    <Table.Row align="center" onFocusCapture={onTarget} onPointerDown={onTarget} data-playing={playing || undefined}>
      <Table.Cell>
        <IconButton
          variant={playing ? 'solid' : 'soft'}
          radius="full"
          aria-label={t(playing ? 'radios.row.pause' : 'radios.row.play', { name: radio.name })}
          aria-pressed={playing}
          onClick={onPlayToggle}
        >
          {playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
        </IconButton>
      </Table.Cell>
      <Table.RowHeaderCell>
        <Text weight="medium">{radio.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell className="radio-url">
        {homepage && isWebAddress(homepage) ? (
          <ExternalLink href={homepage} icon={false}>
            {homepage}
          </ExternalLink>
        ) : (
          <Text color="gray">{homepage || t('radios.row.noHomepage')}</Text>
        )}
      </Table.Cell>
      <Table.Cell className="radio-url">
        <Text color="gray">{radio.streamUrl}</Text>
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" justify="end">
          <IconButton variant="ghost" color="gray" aria-label={t('radios.row.edit', { name: radio.name })} onClick={onEdit}>
            <Pencil1Icon aria-hidden />
          </IconButton>
          <IconButton variant="ghost" color="red" aria-label={t('radios.row.delete', { name: radio.name })} onClick={onDelete}>
            <TrashIcon aria-hidden />
          </IconButton>
        </Flex>
      </Table.Cell>
    </Table.Row>
  )
}

import { Table } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { RadioStation } from '../../model/radios/radios'
import { $playingRadioId } from '../../model/radios/radio-playback'
import { $commandTarget, commandTargetChanged } from '../../model/targets/command-target'
import { useCommand, useRunCommand } from '../commands/use-command'
import { RadioRow } from './RadioRow'
import './radios.css'

/**
 * Radios table: play/pause, name, homepage, stream URL, edit and delete. A radio list is
 * short (a handful of stations), so it renders every row rather than virtualising.
 */
export function RadioTable({ radios }: { radios: readonly RadioStation[] }) {
  const { t } = useTranslation()
  const [playingId, setTarget, target] = useUnit([$playingRadioId, commandTargetChanged, $commandTarget])
  const play = useRunCommand('radios.play')
  const edit = useCommand('radios.edit')
  const remove = useCommand('radios.delete')
  const targetOf = (radio: RadioStation) => ({ kind: 'radio' as const, id: radio.id, name: radio.name })
  // A deleted station, or leaving the page: its row stops being what commands act on.
  const latest = useRef(target)
  useEffect(() => {
    latest.current = target
    if (target?.kind === 'radio' && !radios.some((radio) => radio.id === target.id)) setTarget(null)
  }, [radios, target, setTarget])
  useEffect(
    () => () => {
      if (latest.current?.kind === 'radio') setTarget(null)
    },
    [setTarget],
  )
  return (
    <Table.Root variant="surface" className="radio-table">
      <caption className="visually-hidden">{t('radios.label')}</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell width="4rem">
            <span className="visually-hidden">{t('radios.columns.actions')}</span>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('radios.columns.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('radios.columns.homepage')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('radios.columns.stream')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell width="6rem">
            <span className="visually-hidden">{t('radios.columns.actions')}</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {radios.map((radio) => (
          <RadioRow
            key={radio.id}
            radio={radio}
            playing={playingId === radio.id}
            onTarget={() => setTarget(targetOf(radio))}
            onPlayToggle={() => play({ radioId: radio.id })}
            onEdit={() => {
              setTarget(targetOf(radio))
              edit.run()
            }}
            onDelete={() => {
              setTarget(targetOf(radio))
              remove.run()
            }}
          />
        ))}
      </Table.Body>
    </Table.Root>
  )
}

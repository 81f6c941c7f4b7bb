import { MixerHorizontalIcon } from '@radix-ui/react-icons'
import { Button, DropdownMenu } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { ColumnDef } from './column'

/**
 * "Columns" menu: one checkbox per column the user may show or hide; a chosen column the table
 * is too narrow for says so (`crowded`).
 */
export function ColumnMenu<Row>({
  columns,
  visible,
  crowded = [],
  onChange,
}: {
  columns: readonly ColumnDef<Row>[]
  visible: readonly string[]
  crowded?: readonly string[]
  onChange: (ids: readonly string[]) => void
}) {
  const { t } = useTranslation()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray" size="1">
          <MixerHorizontalIcon aria-hidden />
          {t('table.columns')}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {columns
          .filter((column) => !column.alwaysShown)
          .map((column) => {
            const shown = visible.includes(column.id)
            return (
              <DropdownMenu.CheckboxItem
                key={column.id}
                checked={shown}
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) =>
                  onChange(
                    columns
                      .filter((candidate) => (candidate.id === column.id ? checked : visible.includes(candidate.id)))
                      .map((candidate) => candidate.id),
                  )
                }
              >
                {t(column.header)}
                {shown && crowded.includes(column.id) && <span className="data-table-muted"> ({t('table.fit.noRoom')})</span>}
              </DropdownMenu.CheckboxItem>
            )
          })}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

import { CaretDownIcon, CaretSortIcon, CaretUpIcon } from '@radix-ui/react-icons'
import { useTranslation } from 'react-i18next'
import type { ColumnDef } from './column'
import type { SortState } from './table-sort'

/** A header cell; sortable ones are buttons that cycle ascending → descending → none (aria-sort). */
export function SortHeader<Row>({ column, sort, onSort }: { column: ColumnDef<Row>; sort: SortState | null; onSort: () => void }) {
  const { t } = useTranslation()
  const label = t(column.header)
  const direction = sort?.columnId === column.id ? sort.direction : undefined
  if (!column.sortValue) {
    return (
      <th scope="col" data-align={column.align ?? 'start'}>
        <span className="data-table-header-label">{label}</span>
      </th>
    )
  }
  const Icon = direction === 'ascending' ? CaretUpIcon : direction === 'descending' ? CaretDownIcon : CaretSortIcon
  return (
    <th scope="col" data-align={column.align ?? 'start'} aria-sort={direction ?? 'none'}>
      <button type="button" className="data-table-sort" onClick={onSort}>
        {label}
        <Icon aria-hidden />
      </button>
    </th>
  )
}

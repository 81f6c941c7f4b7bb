import { CaretDownIcon, CaretSortIcon, CaretUpIcon } from '@radix-ui/react-icons'
import { useTranslation } from 'react-i18next'
import type { ColumnDef } from './column'
import type { SortState } from './table-sort'

/** A header cell; sortable ones are buttons that cycle ascending → descending → none (aria-sort). */
export function SortHeader<Row>({ column, sort, onSort }: { column: ColumnDef<Row>; sort: SortState | null; onSort: () => void }) {
  const { t } = useTranslation()
  const label = t(column.header)
  const direction = sort?.columnId === column.id ? sort.direction : undefined
  // An icon header (a narrow column) still has its name: read out, and shown as a tooltip.
  const content = column.icon ? (
    <>
      {column.icon}
      <span className="visually-hidden">{label}</span>
    </>
  ) : (
    label
  )
  const tooltip = column.icon ? label : undefined
  if (!column.sortValue) {
    return (
      <th scope="col" data-align={column.align ?? 'start'} title={tooltip}>
        <span className="data-table-header-label">{content}</span>
      </th>
    )
  }
  const Icon = direction === 'ascending' ? CaretUpIcon : direction === 'descending' ? CaretDownIcon : CaretSortIcon
  return (
    <th scope="col" data-align={column.align ?? 'start'} aria-sort={direction ?? 'none'}>
      <button type="button" className="data-table-sort" onClick={onSort} title={tooltip}>
        {content}
        <Icon aria-hidden />
      </button>
    </th>
  )
}

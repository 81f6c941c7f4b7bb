import { ChevronLeftIcon, ChevronRightIcon, DoubleArrowLeftIcon, DoubleArrowRightIcon } from '@radix-ui/react-icons'
import { Flex, IconButton, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { RowsPerPage } from '../../model/library/table-settings'
import { ROWS_PER_PAGE_OPTIONS } from '../../model/library/table-settings'
import { DeferredSelect } from '../select/DeferredSelect'

/** Table paging: rows per page, page x of y, first / previous / next / last. */
export function TablePagination({
  rowsPerPage,
  page,
  pageCount,
  onPage,
  onRowsPerPage,
}: {
  rowsPerPage: RowsPerPage
  page: number
  pageCount: number
  onPage: (page: number) => void
  onRowsPerPage: (value: RowsPerPage) => void
}) {
  const { t } = useTranslation()
  const labelId = useId()
  const first = page <= 0
  const last = page >= pageCount - 1
  return (
    <Flex align="center" justify="end" gap="4" py="3" wrap="wrap" role="navigation" aria-label={t('table.pagination')}>
      <Flex align="center" gap="2">
        <Text size="2" id={labelId}>
          {t('table.rowsPerPage')}
        </Text>
        <DeferredSelect
          size="1"
          aria-labelledby={labelId}
          value={String(rowsPerPage)}
          options={ROWS_PER_PAGE_OPTIONS.map((option) => ({ value: String(option), label: option === 'all' ? t('table.allRows') : String(option) }))}
          onValueChange={(value) => onRowsPerPage(value === 'all' ? 'all' : Number(value))}
        />
      </Flex>
      <Text size="2" aria-live="polite">
        {t('table.pageOf', { page: page + 1, count: pageCount })}
      </Text>
      <Flex gap="1">
        <IconButton size="1" variant="soft" color="gray" aria-label={t('table.firstPage')} disabled={first} onClick={() => onPage(0)}>
          <DoubleArrowLeftIcon />
        </IconButton>
        <IconButton size="1" variant="soft" color="gray" aria-label={t('table.previousPage')} disabled={first} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton size="1" variant="soft" color="gray" aria-label={t('table.nextPage')} disabled={last} onClick={() => onPage(page + 1)}>
          <ChevronRightIcon />
        </IconButton>
        <IconButton size="1" variant="soft" color="gray" aria-label={t('table.lastPage')} disabled={last} onClick={() => onPage(pageCount - 1)}>
          <DoubleArrowRightIcon />
        </IconButton>
      </Flex>
    </Flex>
  )
}

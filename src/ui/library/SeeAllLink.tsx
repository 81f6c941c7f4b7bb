import { useTranslation } from 'react-i18next'
import { RouteLink } from '../table/RouteLink'

/** "See all" beside a row's heading: the full list behind a short row, named with the row's title. */
export function SeeAllLink({ path, of }: { path: string; of: string }) {
  const { t } = useTranslation()
  return (
    <RouteLink to={{ kind: 'path', path }} label={t('albumRows.seeAllOf', { row: of })}>
      {t('albumRows.seeAll')}
    </RouteLink>
  )
}

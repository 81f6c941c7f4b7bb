import { useTexts } from '../i18n/use-texts'
import { RouteLink } from '../table/RouteLink'

/** "See all" beside a row's heading: the full list behind a short row, named with the row's title. */
export function SeeAllLink({ path, of }: { path: string; of: string }) {
  const { t } = useTexts()
  return (
    <RouteLink to={{ kind: 'path', path }} label={t('albumRows.seeAllOf', { row: of })}>
      {t('albumRows.seeAll')}
    </RouteLink>
  )
}

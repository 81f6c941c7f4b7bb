import { useTranslation } from 'react-i18next'

/**
 * A rating menu item's visible text and accessible name: "★★ 2 stars", named "Rate 2 stars" (what
 * choosing it does); 0 is "Not rated" for both.
 */
export function useRatingItemText(): (rating: number) => { readonly text: string; readonly name: string } {
  const { t } = useTranslation()
  return (rating) => {
    if (rating === 0) return { text: t('rating.none'), name: t('rating.none') }
    return { text: `${'★'.repeat(rating)} ${t('rating.item.stars', { count: rating })}`, name: t('rating.item.rate', { count: rating }) }
  }
}

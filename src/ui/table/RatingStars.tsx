import { useTranslation } from 'react-i18next'

/** A song's 0–5 stars as text (★★★☆☆), named for screen readers; nothing for an unrated song. */
export function RatingStars({ rating }: { readonly rating: number }) {
  const { t } = useTranslation()
  if (rating <= 0) return null
  const value = Math.min(5, Math.round(rating))
  return (
    <span role="img" className="rating-stars" aria-label={t('rating.stars', { value })}>
      {'★'.repeat(value)}
      <span className="rating-stars-empty">{'★'.repeat(5 - value)}</span>
    </span>
  )
}

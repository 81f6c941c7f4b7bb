import { useTexts } from '../i18n/use-texts'
import './release-badges.css'

/**
 * "E" in a box, named "Explicit" for screen readers and on hover: the letter and the frame mark
 * it, not a colour alone.
 */
export function ExplicitBadge({ label }: { label: string }) {
  return (
    <span className="release-badge" role="img" aria-label={label} title={label}>
      E
    </span>
  )
}

/** A word in a frame ("Compilation"): visible text, so it needs no other name. */
export function ReleaseBadge({ children }: { children: string }) {
  return <span className="release-badge release-badge-word">{children}</span>
}

/** The badges of an album: compilation and explicit, each only when the server says so. */
export function AlbumBadges({ album }: { album: { readonly isCompilation?: boolean; readonly explicit?: boolean } }) {
  const { t } = useTexts()
  if (!album.isCompilation && !album.explicit) return null
  return (
    <>
      {album.isCompilation && <ReleaseBadge>{t('releases.compilation')}</ReleaseBadge>}
      {album.explicit && <ExplicitBadge label={t('releases.explicit')} />}
    </>
  )
}

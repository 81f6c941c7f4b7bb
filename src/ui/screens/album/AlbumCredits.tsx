import { Box, Heading, Text } from '@radix-ui/themes'
import { Fragment, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Song } from '../../../model/library/song'
import { albumContributors } from '../../../model/library/album-credits'
import { RouteLink } from '../../table/RouteLink'

/** The roles Navidrome tags most; any other role shows as the server writes it, capitalised. */
const KNOWN_ROLES = ['composer', 'lyricist', 'arranger', 'conductor', 'performer', 'producer', 'engineer', 'mixer', 'remixer'] as const

/**
 * Credits (OpenSubsonic `contributors` of the album's songs): one line per role, "Composer: A, B",
 * each artist a link to its page. Left out when the server sends no contributors.
 */
export function AlbumCredits({ songs }: { songs: readonly Song[] }) {
  const { t } = useTranslation()
  const id = useId()
  const roles = albumContributors(songs)
  if (roles.length === 0) return null
  const roleName = (role: string) => {
    const known = KNOWN_ROLES.find((name) => name === role.toLowerCase())
    return known ? t(`albumCredits.roles.${known}`) : role.charAt(0).toUpperCase() + role.slice(1)
  }
  return (
    <Box asChild mb="5" style={{ maxWidth: '48rem' }}>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" mb="2" id={id}>
          {t('albumCredits.title')}
        </Heading>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 'var(--space-4)', rowGap: 'var(--space-1)', margin: 0 }}>
          {roles.map(({ role, subRole, artists }) => (
            <Fragment key={`${role} ${subRole ?? ''}`}>
              <Text size="2" color="gray" asChild>
                <dt>{subRole ? t('albumCredits.roleWithSubRole', { role: roleName(role), subRole }) : roleName(role)}</dt>
              </Text>
              <Text size="2" asChild>
                <dd style={{ margin: 0 }}>
                  {artists.map((artist, index) => (
                    <Fragment key={artist.id || artist.name}>
                      {index > 0 && ', '}
                      {artist.id ? <RouteLink to={{ kind: 'artist', id: artist.id }}>{artist.name}</RouteLink> : artist.name}
                    </Fragment>
                  ))}
                </dd>
              </Text>
            </Fragment>
          ))}
        </dl>
      </section>
    </Box>
  )
}

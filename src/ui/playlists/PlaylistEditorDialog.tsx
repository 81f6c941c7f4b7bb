import { Flex, Switch, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import {
  $playlistEditor,
  $playlistForm,
  $playlistFormErrors,
  $playlistSaving,
  playlistFormChanged,
  playlistFormSubmitted,
} from '../../model/playlists/playlist-editor'
import { FormDialog } from '../dialogs/FormDialog'
import { FormField } from '../dialogs/FormField'

/** Create or edit a playlist: name, comment, public flag; songs picked before are added. */
export function PlaylistEditorDialog() {
  const { t } = useTranslation()
  const [subject, form, errors, saving, change, submit, close] = useUnit([
    $playlistEditor,
    $playlistForm,
    $playlistFormErrors,
    $playlistSaving,
    playlistFormChanged,
    playlistFormSubmitted,
    dialogClosed,
  ])
  if (!subject) return null
  const creating = subject.mode === 'create'
  const songCount = subject.mode === 'create' ? subject.songs.length : 0
  return (
    <FormDialog
      texts="playlists.form"
      creating={creating}
      maxWidth="28rem"
      saving={saving}
      onSubmit={submit}
      onClose={close}
    >
      <FormField
        id="playlist-name"
        label={t('playlists.form.name')}
        value={form.name}
        onChange={(name) => change({ name })}
        error={errors.name && t(errors.name)}
      />
      <FormField
        id="playlist-comment"
        label={t('playlists.form.comment')}
        value={form.comment}
        onChange={(comment) => change({ comment })}
        error={undefined}
        multiline
      />
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium">
          <Flex gap="2" align="center">
            <Switch
              checked={form.isPublic}
              onCheckedChange={(isPublic) => change({ isPublic })}
              aria-describedby="playlist-public-hint"
            />
            {t('playlists.form.public')}
          </Flex>
        </Text>
        <Text id="playlist-public-hint" size="1" color="gray">
          {t('playlists.form.publicHint')}
        </Text>
      </Flex>
      {songCount > 0 && (
        <Text size="2" color="gray">
          {t('playlists.form.songsToAdd', { count: songCount })}
        </Text>
      )}
    </FormDialog>
  )
}

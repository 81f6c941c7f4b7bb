/** The playlist form's fields and their rule. Messages are i18n keys. */
export interface PlaylistForm {
  readonly name: string
  readonly comment: string
  readonly isPublic: boolean
}

export type PlaylistFormErrors = Partial<Record<'name', string>>

export const MIN_PLAYLIST_NAME_LENGTH = 2

export const EMPTY_PLAYLIST_FORM: PlaylistForm = { name: '', comment: '', isPublic: false }

export function validatePlaylistForm(form: PlaylistForm): PlaylistFormErrors {
  if (form.name.trim().length < MIN_PLAYLIST_NAME_LENGTH) return { name: 'playlists.form.errors.nameLength' }
  return {}
}

/** What is sent: the name without surrounding blanks, the comment as typed. */
export function normalisePlaylistForm(form: PlaylistForm): PlaylistForm {
  return { ...form, name: form.name.trim() }
}

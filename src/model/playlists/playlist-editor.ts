import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { runOrKeepFx } from '../pending-writes/send-or-keep'
import { toastShown } from '../toasts/toasts'
import type { PlaylistChange, PlaylistSummary } from './playlist-calls'
import { createPlaylistFx, updatePlaylistFx } from './playlist-calls'
import type { PlaylistForm, PlaylistFormErrors } from './playlist-form'
import { EMPTY_PLAYLIST_FORM, normalisePlaylistForm, validatePlaylistForm } from './playlist-form'
import { $playlists, findPlaylist, playlistChanged, playlistsRefreshRequested } from './playlists'

/** The create / edit playlist dialog: which playlist, the fields, and the errors once submitted. */
export type PlaylistEditorSubject =
  | { readonly mode: 'create'; readonly songs: readonly Song[] }
  | { readonly mode: 'edit'; readonly playlist: PlaylistSummary }

/** Optional songs go into the new playlist (the add-to-playlist picker's "New playlist"). */
export const newPlaylistRequested = createEvent<readonly Song[]>()
export const editPlaylistRequested = createEvent<PlaylistSummary>()
export const playlistFormChanged = createEvent<Partial<PlaylistForm>>()
export const playlistFormSubmitted = createEvent()

export const $playlistEditor = createStore<PlaylistEditorSubject | null>(null)
  .on(newPlaylistRequested, (_, songs) => ({ mode: 'create', songs }))
  .on(editPlaylistRequested, (_, playlist) => ({ mode: 'edit', playlist }))

export const $playlistForm = createStore<PlaylistForm>(EMPTY_PLAYLIST_FORM)
  .on(newPlaylistRequested, () => EMPTY_PLAYLIST_FORM)
  .on(editPlaylistRequested, (_, { name, comment, isPublic }) => ({ name, comment, isPublic }))
  .on(playlistFormChanged, (form, change) => ({ ...form, ...change }))

/** Errors show from the first submit on, then follow each keystroke. */
const $submitted = createStore(false)
  .on(playlistFormSubmitted, () => true)
  .reset(newPlaylistRequested, editPlaylistRequested)

export const $playlistFormErrors = combine($playlistForm, $submitted, (form, submitted): PlaylistFormErrors =>
  submitted ? validatePlaylistForm(form) : {},
)

/** The editor's own update, so its outcome is told apart from other playlist changes. */
// Each sent, or kept until the server answers again (pending-writes).
const saveDetailsFx = attach({
  source: $playlists,
  effect: (playlists, change: PlaylistChange) =>
    runOrKeepFx({ write: { kind: 'playlistUpdate', change, name: findPlaylist(playlists, change.id)?.name ?? change.id }, send: () => updatePlaylistFx(change) }),
})
const createFx = createEffect((created: { form: PlaylistForm; songIds: readonly string[] }) =>
  runOrKeepFx({
    write: { kind: 'playlistCreate', name: created.form.name, comment: created.form.comment, isPublic: created.form.isPublic, songIds: created.songIds },
    send: () => createPlaylistFx(created),
  }),
)

export const $playlistSaving = combine(createFx.pending, saveDetailsFx.pending, (a, b) => a || b)

sample({ clock: [newPlaylistRequested, editPlaylistRequested], fn: () => 'playlistEditor' as const, target: dialogOpened })

const validSubmit = sample({
  clock: playlistFormSubmitted,
  source: { subject: $playlistEditor, form: $playlistForm, saving: $playlistSaving },
  filter: ({ subject, form, saving }) => subject !== null && !saving && Object.keys(validatePlaylistForm(form)).length === 0,
  fn: ({ subject, form }) => ({ subject: subject as PlaylistEditorSubject, form: normalisePlaylistForm(form) }),
})

sample({
  clock: validSubmit,
  filter: ({ subject }) => subject.mode === 'create',
  fn: ({ subject, form }) => ({ form, songIds: subject.mode === 'create' ? subject.songs.map((song) => song.id) : [] }),
  target: createFx,
})

sample({
  clock: validSubmit,
  filter: ({ subject }) => subject.mode === 'edit',
  fn: ({ subject, form }) => ({
    id: subject.mode === 'edit' ? subject.playlist.id : '',
    name: form.name,
    comment: form.comment,
    isPublic: form.isPublic,
  }),
  target: saveDetailsFx,
})

const editorUpdateDone = saveDetailsFx.done
const editorUpdateFailed = saveDetailsFx.fail

sample({ clock: createFx.doneData, fn: (result) => ({ tone: 'success' as const, message: result === 'kept' ? 'pendingWrites.kept.playlistCreate' : 'playlists.toasts.created' }), target: toastShown })
sample({ clock: createFx.fail, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.createFailed' }), target: toastShown })
sample({ clock: editorUpdateDone, fn: () => ({ tone: 'success' as const, message: 'playlists.toasts.updated' }), target: toastShown })
sample({ clock: editorUpdateFailed, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.updateFailed' }), target: toastShown })

sample({ clock: [createFx.done, editorUpdateDone], target: dialogClosed })
sample({ clock: [createFx.finally], target: playlistsRefreshRequested })
// Read again, unless kept for later: the page keeps what it shows until the change is sent (pending-writes).
sample({ clock: [editorUpdateDone.filter({ fn: ({ result }) => result === 'sent' }), editorUpdateFailed], fn: ({ params }) => params.id, target: playlistChanged })
sample({ clock: dialogClosed, target: $playlistEditor.reinit })

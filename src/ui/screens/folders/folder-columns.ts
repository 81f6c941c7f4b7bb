/** The Folders screen's song columns by default (the Columns menu changes them). */
export const DEFAULT_FOLDER_COLUMNS = ['track', 'title', 'artist', 'album', 'duration', 'favorite'] as const

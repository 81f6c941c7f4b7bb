/**
 * The controls of the every-control walk (every-control.ts) that rightly run no command, each
 * with its reason.
 */
/**
 * The one list of exceptions.
 * `activate: false` ones are not even activated (what they open is walked in a test of its own).
 */
export const EXCEPTIONS: readonly { readonly match: RegExp; readonly reason: string; readonly activate?: false }[] = [
  { match: /^link /, reason: 'plain navigation by a link (the address is the state)' },
  { match: /^button Columns/, reason: "a table's columns menu: how this table shows its rows" },
  { match: /^button in a column header /, reason: "a table's sort order: how this table shows its rows" },
  { match: /^checkbox Select /, reason: "a table's selection: what the row commands act on (the context)" },
  { match: /^(button|combobox) (Rows per page|Next page|Previous page|First page|Last page)/, reason: "a table's paging: how this table shows its rows" },
  { match: /^combobox (Show albums by|Year order|Genre)/, reason: "a list's filter, kept in the address: navigation (the address is the state)" },
  { match: /^button Connect$/, reason: 'the login form: signed out, no command runs (it submits its fields)' },
  {
    match: /^in the dialog [^:]+: button Continue anyway$/,
    reason: "the login form's question before it stores a server (an older protocol, a password over plain http): signed out, no command runs; it stores the server the form connected to",
  },
  {
    match: /^(in the failed part [^:]+: )?button (Reload|Reload anyway)$/,
    reason: "reloads the page for the app's current code after a part of it failed (an error boundary, the router's error page; asking first while music plays): the failed code runs no command",
  },
  {
    match: /^in the failed part [^:]+: button (Try again|Cancel|Close)$/,
    reason: "an error boundary's own recovery: Try again renders the failed part anew, Cancel keeps the page rather than reload, Close closes a failed dialog",
  },
  { match: /^in the dialog [^:]+: (switch|slider|radio|checkbox|combobox|textbox) /, reason: 'form input local to a dialog' },
  { match: /^(in the dialog [^:]+: )?button (Close|Cancel)/, reason: 'closing a dialog or an inline form unsaved (input local to it)' },
  {
    match: /^button Sleep timer/,
    reason: "opens the sleep timer's popover, whose choices run playback.listening.setSleepTimer (tests/e2e/listening.test.ts chooses end of song and a custom time)",
    activate: false,
  },
  { match: /^button Rename /, reason: "opens the login screen's inline rename form, whose Save runs a command" },
  { match: /^in the dialog [^:]+: button (Save|Create|Add|Delete|Remove|Log out|Install( and restart)?|Later|Remind me later)$/, reason: "a dialog's answer: it submits or confirms what the dialog's form holds" },
  { match: /^in the dialog Settings\w*: option /, reason: "a native select's options: the select (a combobox, which runs its command on change) is the input" },
  { match: /^in the dialog Add to playlist: option /, reason: "the add-to-playlist dialog's answer: the playlist picked" },
  { match: /^in the dialog Player: tab /, reason: "the big player's tabs: which part of an open dialog shows (input local to a dialog)" },
  { match: /^in the dialog Settings\w*: button (Appearance|Audio|Language|Content)$/, reason: 'which page of the settings shows (input local to a dialog); each page is walked on its own', activate: false },
  { match: /^in the dialog Settings\w*: button \p{Regional_Indicator}/u, reason: "the settings' language list: input local to a dialog" },
  { match: /^in the dialog Keyboard shortcuts: button (Record a shortcut for|Reset the shortcut of) /, reason: 'recording a key in the shortcuts modal: input local to a dialog (ShortcutsDialog.test.tsx records and resets)', activate: false },
]

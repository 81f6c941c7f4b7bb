import { Dialog } from '@radix-ui/themes'
import { Command } from 'cmdk'
import { useUnit } from 'effector-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $palettePage, palettePageLeft } from '../../model/dialogs/palette-page'
import { $themeName, THEMES } from '../../model/preferences/theme'
import { themePreviewed } from '../../model/preferences/theme-preview'
import { $paletteResults } from '../../model/search/palette-search'
import { LibraryResults, useLibrarySearch } from './LibraryResults'
import { PaletteCommands } from './PaletteCommands'
import { exactLibraryMatch, paletteFilter } from './palette-filter'
import { PaletteLanguages } from './PaletteLanguages'
import { PaletteServers } from './PaletteServers'
import { PaletteMusicFolders } from './PaletteMusicFolders'
import { PaletteBookmarks } from './PaletteBookmarks'
import { preloadHighlighted } from './palette-preload'
import { PaletteThemes, THEME_ITEM_PREFIX } from './PaletteThemes'
import './palette.css'

const isTheme = (value: string) => (THEMES as readonly string[]).includes(value)

/**
 * cmdk over the registry. Nested lists (cmdk pages) choose a theme, with the highlighted one
 * previewed, or a language; Backspace on an empty search or Escape goes back to the commands.
 */
export function CommandPalette() {
  const { t } = useTranslation()
  const [page, leavePage, close, currentTheme, preview] = useUnit([$palettePage, palettePageLeft, dialogClosed, $themeName, themePreviewed])
  const [search, setSearch] = useState('')
  const [highlighted, setHighlighted] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const libraryResults = useUnit($paletteResults)
  useLibrarySearch(page === 'root' ? search : '')
  /** An album, song or artist named exactly as typed goes above the commands, highlighted. */
  const exact = page === 'root' && libraryResults.query === search.trim() ? exactLibraryMatch(libraryResults, search) : null
  useEffect(() => {
    if (exact) setHighlighted(exact)
  }, [exact])
  /** Just entered a list: cmdk's own pick of its first item must not replace the current theme. */
  const entering = useRef(false)
  useEffect(() => {
    setSearch('')
    entering.current = page === 'themes'
    setHighlighted(page === 'themes' ? `${THEME_ITEM_PREFIX}${currentTheme}` : '')
    input.current?.focus()
    // Only on entering a page: choosing a theme inside it must not move the highlight.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [page])
  const highlight = (value: string) => {
    if (entering.current) {
      // cmdk has already taken its pick internally: hand it our value again (it trims values, so
      // a trailing space makes a new prop that selects the same item).
      setHighlighted((kept) => (kept.endsWith(' ') ? kept.trimEnd() : `${kept} `))
      return
    }
    setHighlighted(value)
    preloadHighlighted(value)
    const theme = value.startsWith(THEME_ITEM_PREFIX) ? value.slice(THEME_ITEM_PREFIX.length) : ''
    if (page === 'themes' && isTheme(theme)) preview(theme as (typeof THEMES)[number])
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content
        maxWidth="36rem"
        className="palette"
        style={{ padding: 0 }}
        aria-describedby={undefined}
        onEscapeKeyDown={(event) => {
          if (page === 'root') return
          event.preventDefault()
          leavePage()
        }}
      >
        <Dialog.Title className="visually-hidden">{t('palette.title')}</Dialog.Title>
        <Command label={t('palette.title')} loop filter={paletteFilter} value={highlighted} onValueChange={highlight}>
          <Command.Input
            ref={input}
            value={search}
            onValueChange={(value) => {
              entering.current = false
              setSearch(value)
            }}
            placeholder={t(page === 'root' ? 'palette.placeholder' : `palette.${page}Placeholder`)}
            aria-label={t('palette.title')}
            onKeyDown={(event) => {
              entering.current = false
              if (event.key === 'Backspace' && search === '' && page !== 'root') {
                event.preventDefault()
                leavePage()
              }
            }}
          />
          <Command.List
            label={t(page === 'root' ? 'palette.results' : `palette.${page}`)}
            onPointerMove={() => {
              entering.current = false
            }}
          >
            <Command.Empty>{t('palette.empty')}</Command.Empty>
            {page === 'root' && exact && <LibraryResults />}
            {page === 'root' && <PaletteCommands searching={search !== ''} onRun={close} />}
            {page === 'root' && !exact && <LibraryResults />}
            {page === 'themes' && <PaletteThemes onChosen={close} />}
            {page === 'languages' && <PaletteLanguages onChosen={close} />}
            {page === 'servers' && <PaletteServers onChosen={close} />}
            {page === 'musicFolders' && <PaletteMusicFolders onChosen={close} />}
            {page === 'bookmarks' && <PaletteBookmarks onChosen={close} />}
          </Command.List>
        </Command>
      </Dialog.Content>
    </Dialog.Root>
  )
}

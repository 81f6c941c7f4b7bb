import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import { pageHidden, pageHiding } from '../model/host/page-visibility'

/**
 * The page hiding (tab switched, window closed) sends the play queue to the server one last time.
 * The listeners reach the model through the app's scope: an event fired outside it would change
 * the global state, which nothing reads, and the save would never be sent. The playing position is
 * read from the element first, so the save holds the second reached rather than the last reported.
 */
export function watchPageHiding(scope: Scope, page: { readonly document: Document; readonly window: Window } = { document, window }): () => void {
  const hide = scopeBind(pageHidden, { scope })
  const flushPosition = scopeBind(pageHiding, { scope })
  const hidden = () => {
    flushPosition()
    hide()
  }
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') hidden()
  }
  const onPageHide = () => hidden()
  page.document.addEventListener('visibilitychange', onVisibility)
  page.window.addEventListener('pagehide', onPageHide)
  return () => {
    page.document.removeEventListener('visibilitychange', onVisibility)
    page.window.removeEventListener('pagehide', onPageHide)
  }
}

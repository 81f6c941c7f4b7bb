/** A stylesheet index.html loads without holding the first paint back (`data-start-css`). */
function applied(link: HTMLLinkElement): boolean {
  return link.rel === 'stylesheet' && link.sheet !== null
}

/**
 * Resolves once the app's stylesheets apply: index.html loads them as preloads that turn into
 * stylesheets on arrival, so the layout frame paints first; React must not render before them.
 * A stylesheet that fails to load does not hold the start-up (the app then shows unstyled).
 */
export function startStylesheetsApplied(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-start-css]')]
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (applied(link)) return resolve()
          const check = () => {
            if (applied(link)) done()
          }
          const done = () => {
            link.removeEventListener('load', check)
            link.removeEventListener('error', done)
            resolve()
          }
          link.addEventListener('load', check)
          link.addEventListener('error', done)
        }),
    ),
  ).then(() => undefined)
}

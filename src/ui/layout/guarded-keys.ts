/**
 * Key events whose default the input guards prevented only to keep the browser from acting on
 * them (Alt opens the menu bar, Alt+← goes back): they are still the app's to handle, so the
 * keyboard listener does not take that prevented default for "some widget used this key".
 */
const guarded = new WeakSet<Event>()

/** Prevents the browser's default of `event`, leaving the event to the app's own keys. */
export function preventBrowserDefault(event: Event): void {
  if (!event.defaultPrevented) guarded.add(event)
  event.preventDefault()
}

/** Whether a widget (not the input guards) prevented the default of this event. */
export function usedByWidget(event: Event): boolean {
  return event.defaultPrevented && !guarded.has(event)
}

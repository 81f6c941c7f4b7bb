// Long tasks of a cold start, and the start step each ran in (src/main.tsx marks each step `start:<name>`).

/** Passed to `page.addInitScript`: records every long task as `window.benchLongTasks` ({ start, duration }, ms). */
export function recordLongTasks() {
  window.benchLongTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** The step a task ending at `end` ran in: the last `start:*` mark before it (`marks`: { name: startTime }). */
export function stepAt(marks, end) {
  const before = Object.entries(marks).filter(([name, at]) => name.startsWith('start:') && at <= end).sort((a, b) => a[1] - b[1])
  return before.at(-1)?.[0].slice('start:'.length) ?? 'before the first step'
}

import type { CommandId } from '../../commands/registry'
import type { ReactNode } from 'react'
import { useMatch } from 'react-router-dom'
import { useCommandRun } from '../commands/use-command'
import { preloadOnApproach } from '../router/route-preload'

/** A sidebar entry: a real link to its page that runs the page's command when clicked. */
export function SidebarLink({ commandId, path, label, icon }: { commandId: CommandId; path: string; label: string; icon: ReactNode }) {
  const run = useCommandRun(commandId)
  const active = useMatch({ path, end: path === '/' }) !== null
  return (
    <a
      className="sidebar-link"
      href={path}
      aria-current={active ? 'page' : undefined}
      title={label}
      // The page's code travels while the pointer is on its way (or the link has focus).
      {...preloadOnApproach(path)}
      onClick={(event) => {
        event.preventDefault()
        run()
      }}
    >
      {icon}
      <span className="sidebar-label">{label}</span>
    </a>
  )
}

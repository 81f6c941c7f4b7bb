import type { CommandId } from '../../commands/registry'
import type { ReactNode } from 'react'
import { useMatch } from 'react-router-dom'
import { useCommand } from '../commands/use-command'

/** A sidebar entry: a real link to its page that runs the page's command when clicked. */
export function SidebarLink({ commandId, path, label, icon }: { commandId: CommandId; path: string; label: string; icon: ReactNode }) {
  const command = useCommand(commandId)
  const active = useMatch({ path, end: path === '/' }) !== null
  return (
    <a
      className="sidebar-link"
      href={path}
      aria-current={active ? 'page' : undefined}
      title={label}
      onClick={(event) => {
        event.preventDefault()
        command.run()
      }}
    >
      {icon}
      <span className="sidebar-label">{label}</span>
    </a>
  )
}

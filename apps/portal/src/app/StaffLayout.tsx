import { Outlet } from 'react-router-dom'
import { TopBarShell } from './TopBarShell'

/** Staff pages render under the top bar. */
export default function StaffLayout() {
  return (
    <TopBarShell>
      <Outlet />
    </TopBarShell>
  )
}

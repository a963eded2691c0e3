import { createClient } from '@ledgerline/sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { AppRoutes } from '@/app/routes'
import { createPreferencesStore } from '@/lib/preferences'
import { applyTheme } from '@/lib/theme'
import './index.css'

const preferences = createPreferencesStore(window.localStorage)
// Before the first paint, so a dark preference never flashes light (no inline script: the CSP forbids it).
applyTheme(preferences.get().theme)

const client = createClient({ baseUrl: '', credentials: 'include' })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={client} preferences={preferences}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
)

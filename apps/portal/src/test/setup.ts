import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { resetToasts } from '@/components/ui/toast'
import { loadToaster } from '@/app/providers'
import { resetSystemDarkMode } from './media'

configure({ asyncUtilTimeout: 5000 })

// Loaded up front, as a visitor's browser has it: toasts then show at once in tests.
await loadToaster()

// Radix primitives call browser APIs that jsdom leaves out.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
Element.prototype.hasPointerCapture ??= () => false
Element.prototype.releasePointerCapture ??= () => {}

beforeEach(() => {
  localStorage.clear()
  resetSystemDarkMode()
})

afterEach(() => {
  cleanup()
  resetToasts()
  document.documentElement.className = ''
})

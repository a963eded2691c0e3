import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { resetToasts } from '@/components/ui/toast'
// Loaded up front, as a browser has it a moment after the first screen: toasts then show at once in tests.
import '@/components/ui/toaster'
import { resetSystemDarkMode } from './media'

configure({ asyncUtilTimeout: 5000 })

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

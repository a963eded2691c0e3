import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchNavigation } from './navigation'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('watching single-page navigation', () => {
  it('reports path changes from pushState, replaceState and back/forward, once per path', () => {
    const onChange = vi.fn()
    const stop = watchNavigation(window, onChange)
    window.history.pushState(null, '', '/a')
    window.history.pushState(null, '', '/a?page=2')
    window.history.replaceState(null, '', '/b#top')
    window.history.replaceState(null, '', '/c')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(onChange.mock.calls).toEqual([['/a'], ['/b'], ['/c']])
    window.history.pushState(null, '', '/d')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(onChange).toHaveBeenCalledTimes(4)
    stop()
  })

  it('puts history back as it found it, and goes quiet when someone wrapped it after us', () => {
    const { pushState, replaceState } = window.history
    const onChange = vi.fn()
    watchNavigation(window, onChange)()
    expect(window.history.pushState).toBe(pushState)
    expect(window.history.replaceState).toBe(replaceState)

    const stop = watchNavigation(window, onChange)
    const ours = window.history.pushState
    const theirs = function (this: History, ...args: Parameters<History['pushState']>) {
      return ours.apply(this, args)
    }
    window.history.pushState = theirs
    stop()
    expect(window.history.pushState).toBe(theirs)
    expect(window.history.replaceState).toBe(replaceState)
    window.history.pushState(null, '', '/later')
    expect(onChange).not.toHaveBeenCalled()
    window.history.pushState = pushState
  })
})

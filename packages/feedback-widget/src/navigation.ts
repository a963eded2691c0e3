type HistoryMethod = 'pushState' | 'replaceState'

/**
 * Calls `onChange(pathname)` whenever a single-page app moves to another path: back/forward (popstate) and
 * history.pushState/replaceState, which fire no event, so they are wrapped. The returned function removes
 * the listener and puts the original methods back (unless someone wrapped them after us: then ours goes quiet).
 */
export function watchNavigation(view: Window, onChange: (pathname: string) => void): () => void {
  let last = view.location.pathname
  let active = true
  const check = () => {
    const now = view.location.pathname
    if (active && now !== last) {
      last = now
      onChange(now)
    }
  }

  const { history } = view
  const restores = (['pushState', 'replaceState'] as HistoryMethod[]).map((name) => {
    const original = history[name]
    const wrapped = function (this: History, ...args: Parameters<History[HistoryMethod]>) {
      const result = original.apply(this, args)
      check()
      return result
    }
    history[name] = wrapped
    return () => {
      if (history[name] === wrapped) history[name] = original
    }
  })
  view.addEventListener('popstate', check)

  return () => {
    active = false
    view.removeEventListener('popstate', check)
    for (const restore of restores) restore()
  }
}

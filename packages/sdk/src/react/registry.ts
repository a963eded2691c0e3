/**
 * Which read keys this provider has seen and which are mounted now. A write revalidates the mounted keys of the
 * paths it affects and drops the others from the cache, so that a list shown again later is fetched afresh
 * (cached data is otherwise never refetched on mount: SPEC.md §7's "never stale").
 */
export class KeyRegistry {
  private readonly pathOf = new Map<string, string>()
  private readonly mountCount = new Map<string, number>()

  /** `serialized` is SWR's cache key for a read of `path`; the returned function unmounts it. */
  mount(serialized: string, path: string): () => void {
    this.pathOf.set(serialized, path)
    this.mountCount.set(serialized, (this.mountCount.get(serialized) ?? 0) + 1)
    return () => {
      const left = (this.mountCount.get(serialized) ?? 1) - 1
      if (left > 0) this.mountCount.set(serialized, left)
      else this.mountCount.delete(serialized)
    }
  }

  /**
   * A key read on behalf of a mounted one (a page of a paged list): never mounted itself, so a write drops it from
   * the cache, and the list's own revalidation then fetches every page afresh.
   */
  remember(serialized: string, path: string): void {
    this.pathOf.set(serialized, path)
  }

  /** The serialized keys whose path is one of `paths` (every path when omitted), split by whether a hook shows them. */
  select(paths?: readonly string[]): { mounted: string[]; unmounted: string[] } {
    const mounted: string[] = []
    const unmounted: string[] = []
    for (const [serialized, path] of this.pathOf) {
      if (paths && !paths.includes(path)) continue
      ;(this.mountCount.has(serialized) ? mounted : unmounted).push(serialized)
    }
    return { mounted, unmounted }
  }
}

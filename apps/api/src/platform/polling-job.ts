/**
 * The run loop of an in-server job (documents, outbox): one round at a time, a `wake()` during a round asks
 * for another right after it, and when idle it looks again every `pollIntervalMs` (unref'd, so it never keeps
 * the process alive). Subclasses say what a round is.
 */
export abstract class PollingJob {
  private timer: NodeJS.Timeout | undefined
  protected running: Promise<void> | undefined
  protected stopped = true
  private again = false

  protected constructor(private readonly pollIntervalMs: number) {}

  /** One round of work; it should return soon after `stopped` turns true. */
  protected abstract loop(): Promise<void>

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.onStart()
    this.wake()
  }

  /** Stops and waits for the current round. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.onStop()
    await this.running
  }

  /** Looks for work now (after work was committed). */
  wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.loop().finally(() => {
      this.running = undefined
      if (this.stopped) return
      if (this.again) {
        this.again = false
        this.wake()
      } else {
        this.timer = setTimeout(() => this.wake(), this.pollIntervalMs)
        this.timer.unref()
      }
    })
  }

  /** Hooks for a subclass's own state at start and stop (before the running round is awaited). */
  protected onStart(): void {}
  protected onStop(): void {}
}

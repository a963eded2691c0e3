import { act, render } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { countReads, firstScreenSettled, firstScreenShown, READS_WAIT_LIMIT_MS } from './first-screen'

function Screen() {
  // A read that never answers.
  useSWR('/api/hanging', () => new Promise<string>(() => {}))
  return <p>screen</p>
}

afterEach(() => vi.useRealTimers())

describe('a first screen whose read hangs', () => {
  it('holds deferred work back for READS_WAIT_LIMIT_MS, not for good', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    void firstScreenSettled.then(() => (settled = true))
    render(
      <SWRConfig value={{ provider: () => new Map(), use: [countReads] }}>
        <Screen />
      </SWRConfig>,
    )
    act(() => firstScreenShown())

    await act(() => vi.advanceTimersByTimeAsync(READS_WAIT_LIMIT_MS - 100))
    expect(settled).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(100))
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(20)
      expect(settled).toBe(true)
    })
  })
})

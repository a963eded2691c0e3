import { act, render, screen } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { describe, expect, it } from 'vitest'
import { countReads, firstScreenSettled, firstScreenShown, whenIdleAfter } from './first-screen'

/** A read whose answer the test gives. */
function deferredRead() {
  let answer: (value: string) => void = () => {}
  const promise = new Promise<string>((resolve) => (answer = resolve))
  return { fetcher: () => promise, answer }
}

function Screen({ read }: { read: () => Promise<string> }) {
  const { data } = useSWR('/api/screen', read)
  return <p>{data ?? 'loading'}</p>
}

describe('the first screen', () => {
  it('is settled once it has been shown and its reads have answered, not before', async () => {
    const read = deferredRead()
    let settled = false
    void firstScreenSettled.then(() => (settled = true))
    render(
      <SWRConfig value={{ provider: () => new Map(), use: [countReads] }}>
        <Screen read={read.fetcher} />
      </SWRConfig>,
    )
    act(() => firstScreenShown())
    // A control that waits for painted frames only: once it has run, the screen would have settled too, were it
    // going to.
    const framesPainted = new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
    )
    await act(() => new Promise<void>((resolve) => whenIdleAfter(resolve, framesPainted)))
    expect(settled).toBe(false)

    await act(async () => read.answer('the answer'))
    expect(screen.getByText('the answer')).toBeInTheDocument()
    await act(() => firstScreenSettled)
    expect(settled).toBe(true)
  })

  it('runs deferred work after what it waits for, the load and an idle moment; a cancelled one never runs', async () => {
    let release = () => {}
    const after = new Promise<void>((resolve) => (release = resolve))
    const ran: string[] = []
    whenIdleAfter(() => ran.push('kept'), after)
    const cancel = whenIdleAfter(() => ran.push('cancelled'), after)
    cancel()
    await new Promise<void>((resolve) => whenIdleAfter(resolve, Promise.resolve()))
    expect(ran).toEqual([])

    release()
    await expect.poll(() => ran).toEqual(['kept'])
  })
})

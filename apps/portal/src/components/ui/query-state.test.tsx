import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueryState } from './query-state'

function show(props: { data?: string[]; error?: Error; isLoading?: boolean }) {
  return render(
    <QueryState
      data={props.data}
      error={props.error}
      isLoading={props.isLoading ?? false}
      loading="Loading things..."
      errorText="Things could not be loaded."
      empty={<p>No things yet</p>}
    >
      {(things) => (
        <ul>
          {things.map((thing) => (
            <li key={thing}>{thing}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  )
}

describe('QueryState', () => {
  it('says it is loading while nothing has arrived', () => {
    show({ isLoading: true })
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...')
  })

  it('says the read failed', () => {
    show({ error: new Error('500: boom') })
    expect(screen.getByRole('alert')).toHaveTextContent('Things could not be loaded.')
  })

  it('shows the empty state for an empty list', () => {
    show({ data: [] })
    expect(screen.getByText('No things yet')).toBeInTheDocument()
  })

  it('shows the content, and keeps it when a later refresh fails', () => {
    show({ data: ['a', 'b'], error: new Error('500: boom') })
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

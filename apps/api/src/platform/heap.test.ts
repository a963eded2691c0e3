import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const heapModule = fileURLToPath(new URL('./heap.ts', import.meta.url))

/**
 * Runs `steps` in a fresh node process with heap.ts imported as `heap`; `grow()` keeps 40 MB of objects alive
 * through many scavenges (as the server's start-up and a streamed export do) and prints the young generation's
 * size in MB. Answers the sizes printed.
 */
function youngGenerationSizes(steps: string, nodeOptions = ''): number[] {
  const script = `
    const heap = await import(${JSON.stringify(heapModule)})
    const { getHeapSpaceStatistics } = await import('node:v8')
    const grow = () => {
      const kept = []
      for (let i = 0; i < 400_000; i++) kept.push({ i, text: 'entry ' + i, list: [i, i + 1] })
      const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
      console.log(young.space_size / 1048576)
    }
    ${steps}`
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
  return result.stdout.trim().split('\n').map(Number)
}

// 2 MB is V8's initial young generation; 4 when tsx's own loading (before heap.ts, in these tests only) grew it.
const SMALL = 4

describe("the API process's heap", () => {
  it('keeps a small young generation through start-up and exports, and lets it grow under other load', () => {
    const [startUp, firstExport, secondExport, afterExports, load] = youngGenerationSizes(`
      heap.leanHeap({ startUp: true })
      grow()
      heap.startUpDone()
      const first = heap.holdYoungGeneration()
      grow()
      const second = heap.holdYoungGeneration()
      first()
      first()
      grow()
      second()
      grow()
      grow()`)
    expect(startUp).toBeLessThanOrEqual(SMALL)
    expect(firstExport).toBeLessThanOrEqual(SMALL)
    // The second export still holds it after the first ended (and the first's release counts once).
    expect(secondExport).toBeLessThanOrEqual(SMALL)
    expect(Math.max(afterExports!, load!)).toBeGreaterThan(SMALL)
  })

  it('grows it as V8 does without the lean sizing', () => {
    const [size] = youngGenerationSizes('grow()')
    expect(size).toBeGreaterThan(SMALL)
  })

  it("leaves V8's sizing alone when the operator sets their own", () => {
    const [size] = youngGenerationSizes('heap.leanHeap({ startUp: true }); grow()', '--max-semi-space-size=8')
    expect(size).toBe(16)
  })
})

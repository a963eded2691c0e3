import { setFlagsFromString } from 'node:v8'

/*
 * V8's heap sizing for the API process (and the CLI's export), measured with the bench's method (README,
 * Performance). With V8's defaults the young generation grows to 32 MB while the server's modules load, migrate
 * and seed, and keeps it: an idle server held 116-119 MB, leaving an export of 100,000 entries about 10 MB of
 * its 120 MB budget. Kept at 2-16 MB for good, the young generation cost 25-90 % more CPU per signed-in read or
 * submission under load. So it stays at its initial 2 MB during start-up and while an export streams (long
 * runs of short-lived text, about a GB of allocation per 100,000 entries, which would otherwise grow it to
 * 32 MB), and grows as V8 sees fit otherwise. The old generation is collected at 1.5 times what survived its
 * last collection instead of up to 4 times. An operator who sets a young or old generation size of their own
 * (NODE_OPTIONS, node's flags) keeps V8's sizing.
 */
const OWN_SIZING = /--(max|min)-semi-space-size|--max-old-space-size|--heap-growing-percent|--semi-space-growth-factor/

let lean = false
let startingUp = false
let holds = 0

const setYoungGenerationGrowth = (grows: boolean) => setFlagsFromString(`--semi-space-growth-factor=${grows ? 2 : 1}`)

/**
 * Switches the lean sizing on for this process, unless node's flags size the heap. Call it before loading what
 * it should apply to: apps/api/src/start.ts does so before the server's modules, which end start-up with
 * startUpDone().
 */
export function leanHeap({ startUp = false } = {}): void {
  if (lean || OWN_SIZING.test([...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' '))) return
  lean = true
  startingUp = startUp
  setFlagsFromString('--heap-growing-percent=50')
  if (startUp) setYoungGenerationGrowth(false)
}

/** Start-up is over: the young generation may grow again (unless an export is streaming). */
export function startUpDone(): void {
  if (!lean || !startingUp) return
  startingUp = false
  if (holds === 0) setYoungGenerationGrowth(true)
}

/**
 * Keeps the young generation from growing until the returned release is called (once; further calls do
 * nothing). Nested holds, such as two exports at once, release when the last one does.
 */
export function holdYoungGeneration(): () => void {
  if (!lean) return () => {}
  if (holds++ === 0) setYoungGenerationGrowth(false)
  let released = false
  return () => {
    if (released) return
    released = true
    if (--holds === 0 && !startingUp) setYoungGenerationGrowth(true)
  }
}

// The order of the bench's Lighthouse runs.

/**
 * `runs` rounds, each visiting every measurement once in the given order: a slow moment of a shared machine
 * then falls on one run of many pages, not on every run of one page, and each page's median is taken across
 * the whole bench rather than across a few minutes of it.
 * @template T
 * @param {T[]} measurements
 * @param {number} runs
 * @returns {{ round: number, measurement: T }[]} `round` counts from 1
 */
export function interleavedRuns(measurements, runs) {
  const order = [];
  for (let round = 1; round <= runs; round++)
    for (const measurement of measurements) order.push({ round, measurement });
  return order;
}

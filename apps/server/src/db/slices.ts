/** Ids per `in (...)` list: well under either database's limit on bound parameters. */
const SLICE_SIZE = 500;

/** The values in slices small enough for one `in (...)` list each. */
export function inSlices<T>(values: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < values.length; start += SLICE_SIZE) slices.push(values.slice(start, start + SLICE_SIZE));
  return slices;
}

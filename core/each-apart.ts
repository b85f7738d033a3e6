/** What a batch job did: items settled, and items that failed and wait for the next run. */
export interface BatchResult {
  done: number;
  failed: number;
}

/**
 * Runs `work` on each item of a batch apart: an item that throws is reported (`failed`) and counted,
 * and the batch goes on with the others, so one bad item never stops the job for everybody else.
 * `work` answers whether the item was settled (false: nothing to do for it now).
 */
export async function eachApart<T>(
  items: Iterable<T>,
  work: (item: T) => Promise<boolean>,
  failed: (item: T, error: unknown) => void,
): Promise<BatchResult> {
  const result: BatchResult = { done: 0, failed: 0 };
  for (const item of items) {
    try {
      if (await work(item)) result.done += 1;
    } catch (error) {
      result.failed += 1;
      failed(item, error);
    }
  }
  return result;
}

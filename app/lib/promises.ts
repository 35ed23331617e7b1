/**
 * Promise.all that waits for every promise to settle before it rejects with the first failure: work
 * still running after a sibling failed (a file being stored) is over before the caller cleans up.
 */
export async function allSettled<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

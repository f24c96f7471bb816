/**
 * Waits for every request, then fails with the first failure: one failed
 * request never cuts the others short, and the caller still hears of it.
 */
export async function settleAll(requests: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(requests);
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}

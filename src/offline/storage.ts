/** Asks the browser to keep this site's data under storage pressure; true when granted. */
export async function requestPersistence(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
  try {
    return (await navigator.storage.persisted?.()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}

/** Whether storage is persistent and how much of the quota is used, for the storage line. */
export async function storageInfo(): Promise<{ persisted: boolean; usageBytes: number; quotaBytes: number }> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [persisted, estimate] = await Promise.all([
    storage?.persisted?.().catch(() => false) ?? Promise.resolve(false),
    storage?.estimate?.().catch(() => ({}) as StorageEstimate) ?? Promise.resolve({} as StorageEstimate),
  ]);
  return { persisted: Boolean(persisted), usageBytes: estimate.usage ?? 0, quotaBytes: estimate.quota ?? 0 };
}

import { useEffect } from 'react';
import { toast } from '../toast.ts';

/** Shows a query's failure as an error toast once per failed fetch (after its retries), as spec 000 §8 asks. */
export function useFailureToast(error: Error | null, errorUpdatedAt: number) {
  useEffect(() => {
    if (error) toast.failure(error);
    // A new failure has a new time; the same one on a re-render is not shown again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);
}

/**
 * Runs a mutation answering an `Outcome` (session.graphql): failures, refused or thrown, show
 * their message as a toast; the caller's form state is untouched, so nothing typed is lost.
 */
import { useState } from 'react';
import { toAppError } from '../../../kit/graphql/appError.js';
import { failureFrom } from '@console/machines';
import { showFailure } from '../../../kit/ui/toaster.js';
import type { Outcome } from '../graphql/operations.js';

export function useOutcome() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const run = async (call: () => Promise<Outcome | undefined>) => {
    setBusy(true);
    try {
      const outcome = await call();
      if (!outcome?.ok) {
        showFailure(outcome?.message ?? failureFrom({ status: 400 }).message);
        return false;
      }
      setDone(true);
      return true;
    } catch (error) {
      showFailure(failureFrom(toAppError(error)).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, run };
}

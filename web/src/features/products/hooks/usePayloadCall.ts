/** Runs a payload mutation: ok → data; refused → the §8 message with the platform's reason; typed input stays. */
import { useState } from 'react';
import { messageForStatus } from '@console/schema';
import { toAppError } from '../../../kit/graphql/appError.js';
import { showFailure } from '../../../kit/ui/toaster.js';
import type { OperationPayload } from '../graphql/operations.js';

export interface PayloadRefusal {
  message: string;
  reason: string | null;
  field: string | null;
  data: unknown;
}

export function usePayloadCall() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<PayloadRefusal | null>(null);
  /**
   * Resolves the payload's data, or null when refused or failed (shown as `refusal` and a toast, and passed
   * to `onRefused`).
   */
  const run = async (
    call: () => Promise<OperationPayload | undefined>,
    onRefused?: (refusal: PayloadRefusal) => void,
  ): Promise<unknown> => {
    setBusy(true);
    setRefusal(null);
    try {
      const payload = await call();
      if (payload?.ok) return payload.data ?? {};
      const message = payload?.message ?? messageForStatus(payload?.status ?? 500);
      const refused = {
        message,
        reason: payload?.reason ?? null,
        field: payload?.field ?? null,
        data: payload?.data ?? null,
      };
      setRefusal(refused);
      onRefused?.(refused);
      showFailure(message);
      return null;
    } catch (error) {
      const e = toAppError(error);
      const message = e.userMessage ?? messageForStatus(e.status);
      const refused = { message, reason: null, field: null, data: null };
      setRefusal(refused);
      onRefused?.(refused);
      showFailure(message);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, run, clear: () => setRefusal(null) };
}

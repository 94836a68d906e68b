/**
 * "Demo data loading" (issue 17): a fresh `npm start` answers before its demo data is written (the
 * seed runs in the background), and signing in fails until it is. While the gateway's GET
 * /demo-data answers 503 this small notice says so, asking again every two seconds; once it
 * answers 200 (or anything else: no demo to wait for) the notice goes and is not asked again.
 */
import { Callout, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { DEMO_DATA_PATH } from '@console/schema';
import './demoDataNotice.css';

const ASK_EVERY_MS = 2000;
const askGateway = () => fetch(DEMO_DATA_PATH);

/** Whether the demo data is still loading: asks `fetchState` until it is not. */
export function useDemoDataLoading(fetchState: () => Promise<Response> = askGateway): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = () =>
      fetchState().then(
        (response) => {
          if (stopped) return;
          const waiting = response.status === 503;
          setLoading(waiting);
          if (waiting) timer = setTimeout(ask, ASK_EVERY_MS);
        },
        // The gateway itself is not there: nothing to say about demo data; the app shows its own error.
        () => undefined,
      );
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [fetchState]);
  return loading;
}

export function DemoDataNotice() {
  const loading = useDemoDataLoading();
  if (!loading) return null;
  return (
    <div className="demo-data-notice" role="status">
      <Callout intent={Intent.PRIMARY} compact>
        Demo data loading… Signing in works once it is done.
      </Callout>
    </div>
  );
}

/** Development only: forward every inspection event to Stately's inspector, when a developer asks. */
import { Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import {
  connectStately,
  disconnectStately,
  statelyConnected,
  statelyWanted,
} from '../../../kit/inspect/statelyBridge.js';

export function StatelySwitch() {
  const [on, setOn] = useState(statelyConnected());
  const [error, setError] = useState<string | null>(null);
  const toggle = async (next: boolean) => {
    setError(null);
    try {
      if (next) await connectStately();
      else disconnectStately();
      setOn(next);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  // Reconnect after a reload when the developer left it on (the browser may block the pop-up then).
  useEffect(() => {
    if (statelyWanted() && !statelyConnected()) void toggle(true);
  }, []);
  return (
    <Switch
      checked={on}
      label={
        error
          ? `Stately inspector: ${error}`
          : 'Connect Stately inspector (new window; actors started before are not shown)'
      }
      onChange={(e) => void toggle(e.currentTarget.checked)}
    />
  );
}

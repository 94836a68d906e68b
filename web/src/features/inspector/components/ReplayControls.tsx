/** Step backwards and forwards through the selected actor's events; the snapshot on show is read-only. */
import { Button, ButtonGroup, Tag } from '@blueprintjs/core';
import type { ReplayCursor } from '../hooks/useReplayCursor.js';

export function ReplayControls({ cursor, first, last }: { cursor: ReplayCursor; first: number; last: number }) {
  return (
    <div className="console-inspector-toolbar" role="group" aria-label="Replay">
      <ButtonGroup>
        <Button icon="step-backward" text="Step back" disabled={!cursor.canBack} onClick={cursor.back} />
        <Button icon="step-forward" text="Step forward" disabled={!cursor.canForward} onClick={cursor.forward} />
        <Button icon="play" text="Back to live" disabled={cursor.index === null} onClick={cursor.live} />
      </ButtonGroup>
      <Tag minimal intent={cursor.index === null ? 'success' : 'warning'} role="status" aria-label="Replay position">
        {cursor.index === null ? 'Live' : `Replaying event ${cursor.index} of ${first}–${last} (read-only)`}
      </Tag>
    </div>
  );
}

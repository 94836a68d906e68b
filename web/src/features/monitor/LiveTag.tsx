/** Shows whether a screen's live feed is connected (a status region, so changes are announced). */
import { Intent, Tag } from '@blueprintjs/core';
import type { FeedState } from './followFeed.js';

export function LiveTag({ state }: { state: FeedState }) {
  const live = state === 'live';
  return (
    // Blueprint's Tag does not pass `role` through: the wrapper carries it.
    <span role="status" aria-label="Live updates">
      <Tag minimal round intent={live ? Intent.SUCCESS : Intent.WARNING} icon={live ? 'feed' : 'refresh'}>
        {live ? 'Live' : state === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
      </Tag>
    </span>
  );
}

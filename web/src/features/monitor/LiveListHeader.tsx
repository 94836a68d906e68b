/** The head of a live list screen: its title, whether the feed is connected, and a count announced as it changes. */
import type { ReactNode } from 'react';
import { H3 } from '@blueprintjs/core';
import type { FeedState } from './followFeed.js';
import { LiveTag } from './LiveTag.js';
import '../../kit/ui/liveList.css';

export function LiveListHeader({
  title,
  feed,
  countLabel,
  children,
}: {
  title: string;
  feed: FeedState;
  countLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="console-live-header">
      <div className="console-live-title">
        <H3>{title}</H3>
        <LiveTag state={feed} />
      </div>
      <span className="console-live-count" role="status" aria-label={countLabel}>
        {children}
      </span>
    </div>
  );
}

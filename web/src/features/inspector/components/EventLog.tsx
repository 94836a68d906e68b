/** The events an actor received: time, type, sender and the transition each caused; a row replays to it. */
import { Button, HTMLTable } from '@blueprintjs/core';
import { formatStateValue, type RecordedEvent } from '@console/machines';
import { formatPreciseTime } from '../../../kit/format/index.js';

export interface EventLogProps {
  events: RecordedEvent[];
  /** Index shown by the replay, or null when live. */
  current: number | null;
  onReplayTo(index: number): void;
}

const time = (ms: number) => formatPreciseTime(ms);

export function EventLog({ events, current, onReplayTo }: EventLogProps) {
  return (
    <HTMLTable compact striped aria-label="Events">
      <thead>
        <tr>
          <th>#</th>
          <th>Time</th>
          <th>Event</th>
          <th>Transition</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.index} aria-current={e.index === current ? 'step' : undefined}>
            <td>
              <Button
                variant="minimal"
                size="small"
                active={e.index === current}
                aria-label={`Replay to event ${e.index}`}
                text={e.index}
                onClick={() => onReplayTo(e.index)}
              />
            </td>
            <td>{time(e.time)}</td>
            <td title={JSON.stringify(e.event)}>{e.type}</td>
            <td>
              {e.from === null ? '' : `${formatStateValue(e.from)} → `}
              {formatStateValue(e.to)}
              {e.transitions.length === 0 && e.from !== null ? ' (no transition)' : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * One actor: its state (live or replayed), context, events and statechart side by side (they wrap
 * under one another when the panel is narrow), with replay and export. The context is a
 * collapsible tree; the replay cursor moves all three at once.
 */
import { Button, Callout, H5, H6, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { actorLogFileName, exportActorLog, formatStateValue, type Inspector } from '@console/machines';
import { useReplayCursor } from '../hooks/useReplayCursor.js';
import { EventLog } from './EventLog.js';
import { ReplayControls } from './ReplayControls.js';
import { StatechartView } from './StatechartView.js';
import { ContextTree } from './ContextTree.js';

export interface ActorDetailProps {
  inspector: Inspector;
  actorId: string;
  /** Grows with every recorded change (re-computes the live view). */
  version: number;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function ActorDetail({ inspector, actorId, version }: ActorDetailProps) {
  const info = inspector.actor(actorId);
  const events = useMemo(() => inspector.events(actorId), [inspector, actorId, version]);
  const first = events[0]?.index ?? 0;
  const last = events.at(-1)?.index ?? 0;
  const cursor = useReplayCursor(first, last);
  const past = useMemo(
    () => (cursor.index === null ? null : inspector.snapshotAt(actorId, cursor.index)),
    [inspector, actorId, cursor.index],
  );
  if (!info) return <Callout intent="warning">This actor is no longer recorded.</Callout>;

  const machine = inspector.machineOf(actorId);
  const shown = past ?? { value: info.value, tags: info.tags, context: info.context, status: info.status };
  const shownEvent = events.find((e) => e.index === (cursor.index ?? last));
  const exportLog = () => {
    const log = exportActorLog(inspector, actorId);
    if (log) download(actorLogFileName(log), JSON.stringify(log, null, 2));
  };

  return (
    <section aria-label="Actor details">
      <H5>
        {info.machineId ?? info.src ?? info.name} <Tag minimal>{info.id}</Tag>{' '}
        {info.systemId && <Tag minimal>system id {info.systemId}</Tag>}{' '}
        <Tag intent={info.live ? 'success' : 'none'}>{info.status}</Tag>
      </H5>
      <p>
        State: <output aria-label="Current state">{formatStateValue(shown.value)}</output>{' '}
        {shown.tags.map((tag) => (
          <Tag key={tag} minimal round>
            {tag}
          </Tag>
        ))}
      </p>
      <div className="console-inspector-toolbar">
        <ReplayControls cursor={cursor} first={first} last={last} />
        <Button icon="export" text="Export log" disabled={!machine || info.value === null} onClick={exportLog} />
      </div>
      {cursor.index !== null && !past && (
        <Callout intent="warning">This snapshot could not be replayed from the recorded events.</Callout>
      )}
      <div className="console-inspector-panes">
        <section aria-label="Context pane" className="console-inspector-pane">
          <H6>Context{cursor.index === null ? '' : ` at event ${cursor.index}`}</H6>
          <ContextTree value={shown.context} />
        </section>
        <section aria-label="Events pane" className="console-inspector-pane">
          <H6>Events ({info.received})</H6>
          <EventLog events={events} current={cursor.index} onReplayTo={cursor.goTo} />
        </section>
        <section aria-label="Statechart pane" className="console-inspector-pane console-inspector-pane-wide">
          <H6>Statechart</H6>
          {machine ? (
            <StatechartView
              machine={machine}
              value={shown.value}
              taken={inspector.taken(actorId)}
              last={shownEvent?.transitions ?? []}
            />
          ) : (
            <p>No machine is registered for this actor, so its chart cannot be drawn.</p>
          )}
        </section>
      </div>
    </section>
  );
}

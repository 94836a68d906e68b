/** One actor: its state (live or replayed), events, statechart and context, with replay and export. */
import { Button, Callout, Classes, H5, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { actorLogFileName, exportActorLog, formatStateValue, type Inspector } from '@console/machines';
import { useReplayCursor } from '../hooks/useReplayCursor.js';
import { EventLog } from './EventLog.js';
import { ReplayControls } from './ReplayControls.js';
import { StatechartView } from './StatechartView.js';

export interface ActorDetailProps {
  inspector: Inspector;
  actorId: string;
  /** Grows with every recorded change (re-computes the live view). */
  version: number;
  /** The tab shown first: 'events' (default), 'chart' or 'context'. */
  initialTab?: DetailTab;
}

export type DetailTab = 'events' | 'chart' | 'context';

const CONTEXT_LIMIT = 50_000;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function ActorDetail({ inspector, actorId, version, initialTab = 'events' }: ActorDetailProps) {
  const info = inspector.actor(actorId);
  const events = useMemo(() => inspector.events(actorId), [inspector, actorId, version]);
  const first = events[0]?.index ?? 0;
  const last = events.at(-1)?.index ?? 0;
  const cursor = useReplayCursor(first, last);
  const [tab, setTab] = useState<string>(initialTab);
  const past = useMemo(
    () => (cursor.index === null ? null : inspector.snapshotAt(actorId, cursor.index)),
    [inspector, actorId, cursor.index],
  );
  if (!info) return <Callout intent="warning">This actor is no longer recorded.</Callout>;

  const machine = inspector.machineOf(actorId);
  const shown = past ?? { value: info.value, tags: info.tags, context: info.context, status: info.status };
  const shownEvent = events.find((e) => e.index === (cursor.index ?? last));
  const context = JSON.stringify(shown.context, null, 2) ?? 'undefined';
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
      <Tabs id="inspector-detail" renderActiveTabPanelOnly selectedTabId={tab} onChange={(id) => setTab(String(id))}>
        <Tab
          id="events"
          title={`Events (${info.received})`}
          panel={<EventLog events={events} current={cursor.index} onReplayTo={cursor.goTo} />}
        />
        <Tab
          id="chart"
          title="Statechart"
          disabled={!machine}
          panel={
            machine ? (
              <StatechartView
                machine={machine}
                value={shown.value}
                taken={inspector.taken(actorId)}
                last={shownEvent?.transitions ?? []}
              />
            ) : undefined
          }
        />
        <Tab
          id="context"
          title="Context"
          panel={
            <pre className={`${Classes.CODE_BLOCK} console-inspector-context`} aria-label="Context">
              {context.length > CONTEXT_LIMIT
                ? `${context.slice(0, CONTEXT_LIMIT)}\n… (${context.length - CONTEXT_LIMIT} more characters)`
                : context}
            </pre>
          }
        />
      </Tabs>
    </section>
  );
}

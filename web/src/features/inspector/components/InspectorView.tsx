/** The panel's content: the actor list (with a filter) beside the selected actor's details. */
import { Classes, InputGroup, NonIdealState, Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { buildInspectorModel, machineRegistry, type Inspector, type MachineRegistry } from '@console/machines';
import { useInspectorVersion } from '../hooks/useInspectorVersion.js';
import { ActorDetail, type DetailTab } from './ActorDetail.js';
import { ActorList } from './ActorList.js';
import { ImportLog } from './ImportLog.js';
import { StatelySwitch } from './StatelySwitch.js';

/** Rows drawn at once: beyond that the filter narrows the list (keeps opening fast with many actors). */
export const MAX_ROWS = 200;

export interface InspectorViewProps {
  inspector: Inspector;
  registry?: MachineRegistry;
  /** Shows the Stately switch (development builds). */
  dev?: boolean;
  /** Refresh throttle in ms (0 in the benchmark). */
  delayMs?: number;
  initialSelectedId?: string | null;
  /** The selected actor's tab shown first. */
  initialTab?: DetailTab;
}

export function InspectorView({
  inspector,
  registry = machineRegistry,
  dev = false,
  delayMs,
  initialSelectedId = null,
  initialTab,
}: InspectorViewProps) {
  const version = useInspectorVersion(inspector, delayMs);
  const [selectedId, setSelectedId] = useState<string | null>(initialSelectedId);
  const [filter, setFilter] = useState('');
  const [showStopped, setShowStopped] = useState(false);
  const model = useMemo(
    () => buildInspectorModel(inspector, { includeStopped: showStopped, filter }),
    [inspector, showStopped, filter, version],
  );
  const selected = selectedId !== null && inspector.actor(selectedId) ? selectedId : null;

  return (
    <div className="console-inspector">
      <div className="console-inspector-actors">
        <div className="console-inspector-toolbar">
          <InputGroup
            leftIcon="search"
            placeholder="Filter by machine, state, tag…"
            aria-label="Filter actors"
            value={filter}
            onValueChange={setFilter}
          />
          <Switch
            checked={showStopped}
            label="Stopped and imported"
            onChange={(e) => setShowStopped(e.currentTarget.checked)}
          />
          <span role="status" aria-label="Actor count">
            {model.live} live / {model.total} recorded
          </span>
        </div>
        <div className="console-inspector-toolbar">
          <ImportLog
            inspector={inspector}
            registry={registry}
            onImported={(id) => {
              setShowStopped(true);
              setSelectedId(id);
            }}
          />
        </div>
        {dev && <StatelySwitch />}
        <ActorList rows={model.rows.slice(0, MAX_ROWS)} selectedId={selected} onSelect={setSelectedId} />
        {model.rows.length > MAX_ROWS && (
          <p className={Classes.TEXT_MUTED}>
            Showing {MAX_ROWS} of {model.rows.length} actors: type in the filter to find the others.
          </p>
        )}
      </div>
      <div className="console-inspector-detail">
        {selected ? (
          <ActorDetail
            key={selected}
            inspector={inspector}
            actorId={selected}
            version={version}
            initialTab={initialTab}
          />
        ) : (
          <NonIdealState
            icon="search-around"
            title="Select an actor"
            description="Its events, statechart, replay and context show here."
          />
        )}
      </div>
    </div>
  );
}

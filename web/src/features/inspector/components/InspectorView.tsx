/**
 * The panel's content: the actor list (with a filter) across the top, its height adjustable, and
 * the selected actor's details under it. The first actor listed is shown until one is picked, so
 * the details are never an empty half.
 */
import { Classes, InputGroup, NonIdealState, Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { buildInspectorModel, machineRegistry, type Inspector, type MachineRegistry } from '@console/machines';
import { useInspectorVersion } from '../hooks/useInspectorVersion.js';
import { ActorDetail } from './ActorDetail.js';
import { ActorList } from './ActorList.js';
import { ImportLog } from './ImportLog.js';
import { StatelySwitch } from './StatelySwitch.js';
// The app's machines, registered for replaying an imported log: loaded with the view, not with the app.
import '../../../kit/inspect/registerMachines.js';

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
}

export function InspectorView({
  inspector,
  registry = machineRegistry,
  dev = false,
  delayMs,
  initialSelectedId = null,
}: InspectorViewProps) {
  const version = useInspectorVersion(inspector, delayMs);
  const [selectedId, setSelectedId] = useState<string | null>(initialSelectedId);
  const [filter, setFilter] = useState('');
  const [showStopped, setShowStopped] = useState(false);
  const model = useMemo(
    () => buildInspectorModel(inspector, { includeStopped: showStopped, filter }),
    [inspector, showStopped, filter, version],
  );
  const picked = selectedId !== null && inspector.actor(selectedId) ? selectedId : null;
  const selected = picked ?? model.rows[0]?.id ?? null;

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
          <ActorDetail key={selected} inspector={inspector} actorId={selected} version={version} />
        ) : (
          <NonIdealState
            icon="search-around"
            title={filter ? 'No actor matches the filter' : 'No actor recorded'}
            description="An actor's context, events and statechart show here."
          />
        )}
      </div>
    </div>
  );
}

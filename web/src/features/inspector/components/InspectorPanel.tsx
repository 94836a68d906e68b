/**
 * The machine inspector (DESIGN §6): a drawer over the app, opened with Ctrl+Alt+I / Ctrl+` or
 * `?inspect=1`. Available to everyone in development, and in production to superadmins and owners.
 * It does not block the app, so one can keep using a screen while watching its machines, and its
 * left edge drags (or takes the arrow keys) to give the actor table and the details the room they need.
 */
import { Drawer, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useContext } from 'react';
import type { Inspector } from '@console/machines';
import { InspectorContext } from '../../../kit/inspect/InspectorContext.js';
import { inspectorAllowed, INSPECTOR_SHORTCUT_LABEL } from '../inspectorAccess.js';
import { useInspectorOpen } from '../hooks/useInspectorOpen.js';
import { usePanelWidth } from '../hooks/usePanelWidth.js';
import '../inspector.css';

/**
 * The view, with every machine of the app (the registry an imported log is replayed from), is a
 * chunk of its own loaded when the panel first opens: staff who never open it do not download it.
 */
const InspectorView = lazy(() => import('./InspectorView.js').then((m) => ({ default: m.InspectorView })));

export interface InspectorPanelProps {
  /** The signed-in user's scope (roles); empty when signed out. */
  scope: readonly string[];
  /** Development build (defaults to `import.meta.env.DEV`). */
  dev?: boolean;
}

export function InspectorPanel({ scope, dev = import.meta.env.DEV }: InspectorPanelProps) {
  const inspector = useContext(InspectorContext);
  const allowed = inspectorAllowed(scope, dev);
  const [open, setOpen] = useInspectorOpen(allowed);
  if (!open) return null;
  return <OpenPanel inspector={inspector} dev={dev} onClose={() => setOpen(false)} />;
}

function OpenPanel({ inspector, dev, onClose }: { inspector: Inspector; dev: boolean; onClose: () => void }) {
  const { width, handle } = usePanelWidth();
  return (
    <Drawer
      isOpen
      onClose={onClose}
      title={`Machine inspector (${INSPECTOR_SHORTCUT_LABEL})`}
      icon="diagram-tree"
      position="right"
      size={width}
      className="console-inspector-drawer"
      hasBackdrop={false}
      canOutsideClickClose={false}
      enforceFocus={false}
      autoFocus={false}
    >
      <div className="console-inspector-resize" {...handle} />
      <section aria-label="Machine inspector" className="console-inspector-region">
        <Suspense fallback={<Spinner size={24} aria-label="Loading the inspector" />}>
          <InspectorView inspector={inspector} dev={dev} />
        </Suspense>
      </section>
    </Drawer>
  );
}

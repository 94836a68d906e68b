/** The machine inspector panel and what the app needs to feed it. */
export { appInspector, inspect, INSPECTOR_EVENT_LIMIT } from '../../kit/inspect/appInspector.js';
export { InspectorContext, InspectorProvider, useInspect } from '../../kit/inspect/InspectorContext.js';
export { InspectorPanel, type InspectorPanelProps } from './components/InspectorPanel.js';
export { inspectorAllowed, inspectFlag, isInspectorShortcut, INSPECTOR_SHORTCUT_LABEL } from './inspectorAccess.js';

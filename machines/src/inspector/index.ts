/** The machine inspector's pure part: recorder, redaction, statechart data, replay and log files. */
export { createInspector, type InspectorOptions } from './createInspector.js';
export type { ActorInfo, ActorStatus, Inspector, RecordedEvent, ReplayBase, ImportedReplay } from './types.js';
export { redact, isSecretKey, REDACTED, SECRET_KEY_PATTERN, type RedactOptions } from './redact.js';
export { RingBuffer } from './ringBuffer.js';
export { statechartOf, activeNodeIds, formatStateValue, guardName, transitionKey } from './statechart.js';
export type { Statechart, ChartNode, ChartTransition, ChartNodeType, ChartTransitionKind } from './statechart.js';
export {
  layoutStatechart,
  transitionText,
  type StatechartLayout,
  type LayoutBox,
  type LayoutLine,
} from './statechartLayout.js';
export {
  sandboxMachine,
  replayEvents,
  startSnapshot,
  stepSnapshot,
  viewOf,
  type SnapshotView,
  type ReplayStart,
  type ReplayResult,
} from './replay.js';
export { createMachineRegistry, machineRegistry, registerMachine, type MachineRegistry } from './registry.js';
export {
  ACTOR_LOG_FORMAT,
  ACTOR_LOG_VERSION,
  actorLogSchema,
  exportActorLog,
  actorLogFileName,
  parseActorLog,
  replayActorLog,
  importActorLog,
  type ActorLog,
  type ReplayedLog,
} from './logFile.js';
export { buildInspectorModel, preview, type ActorRow, type InspectorModel } from './model.js';

/** The resources feature's public API: other features import it only from here. */
export { HistoryList, RecordDrawer } from './lazyComponents.js';
export { ResourceTable } from './components/ResourceTable.js';
export { serverField } from './serverField.js';
export { LIST, type OperationPayload, type ResourceRecord } from './graphql/operations.js';
export { CreateRecordButton, mayCreate } from './components/CreateRecordButton.js';
export { useRecordCaption } from './hooks/useRecordCaption.js';

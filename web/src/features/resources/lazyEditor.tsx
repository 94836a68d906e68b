/**
 * The record editor as the lists open it (the create drawer, a row's drawer): its form kit
 * (react-hook-form, the input models' resolver) is loaded when a user first creates or edits.
 */
import { Spinner } from '@blueprintjs/core';
import { lazyComponent } from '../../kit/ui/lazyComponent.js';

export const RecordEditor = lazyComponent(
  () => import('./components/RecordEditor.js').then((m) => m.RecordEditor),
  <Spinner size={24} aria-label="Loading the editor" />,
);

/**
 * What a list opens on demand, each loaded when first drawn (kit/ui/lazyComponent): the record
 * drawer, its history, the delete-selected wizard and the form of a new record (the editor is
 * lazyEditor.tsx). Lists and the feature's index use these, so none of them — nor zod and the
 * models they read — is part of a list's first view.
 */
import { lazyComponent } from '../../kit/ui/lazyComponent.js';

export const RecordDrawer = lazyComponent(() => import('./components/RecordDrawer.js').then((m) => m.RecordDrawer));
export const HistoryList = lazyComponent(() => import('./components/HistoryList.js').then((m) => m.HistoryList));
export const DeleteSelected = lazyComponent(() =>
  import('./components/DeleteSelected.js').then((m) => m.DeleteSelected),
);
export const CreateDrawer = lazyComponent(() => import('./components/CreateDrawer.js').then((m) => m.CreateDrawer));

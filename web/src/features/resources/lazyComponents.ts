/**
 * What a list opens on demand, each loaded when first drawn (kit/ui/lazyComponent): the record
 * drawer, its history and the delete-selected wizard (the editor is lazyEditor.tsx). Lists and the
 * feature's index use these, so none of them is part of a list's first view.
 */
import { lazyComponent } from '../../kit/ui/lazyComponent.js';

export const RecordDrawer = lazyComponent(() => import('./components/RecordDrawer.js').then((m) => m.RecordDrawer));
export const HistoryList = lazyComponent(() => import('./components/HistoryList.js').then((m) => m.HistoryList));
export const DeleteSelected = lazyComponent(() =>
  import('./components/DeleteSelected.js').then((m) => m.DeleteSelected),
);

import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  bulkWizardMachine,
  taskFollowerMachine,
  type BulkApplyOutput,
  type BulkPreviewOutput,
  type LoadPreviewRowsOutput,
} from '@console/machines';
import { fitting } from './usePersistedActor.js';

describe('fitting (what a reload may resume)', () => {
  it(
    'resumes a wizard following its task, but not one kept by ' +
      'a build that followed it with an actor since replaced',
    async () => {
      const provided = bulkWizardMachine.provide({
        actors: {
          preview: fromPromise(async (): Promise<BulkPreviewOutput> => ({
            preview_id: 'p',
            bulk: 'keywords',
            total: 1,
            counts: { insert: 1, update: 0, unchanged: 0, error: 0, delete: 0 },
            rows: [],
          })),
          loadPreviewRows: fromPromise(async (): Promise<LoadPreviewRowsOutput> => ({
            rows: [],
            navigation: { page: 1, page_size: 100, total_items: 1, total_pages: 1 },
          })),
          apply: fromPromise(async (): Promise<BulkApplyOutput> => ({
            task_uuid: 't',
            preview_id: 'p',
            status: 'queued',
          })),
          followTask: taskFollowerMachine.provide({ actors: { taskStream: fromCallback(() => () => undefined) } }),
        },
      });
      const actor = createActor(provided, { input: { resource: 'keywords' } }).start();
      actor.send({ type: 'source.load', text: 'keyword,company.digit_code\nshoes,1' });
      actor.send({ type: 'wizard.next' });
      actor.send({ type: 'wizard.next' });
      await waitFor(actor, (s) => s.matches({ review: 'idle' }));
      actor.send({ type: 'wizard.next' });
      actor.send({ type: 'wizard.confirm' });
      await waitFor(actor, (s) => s.matches('progress'));
      const kept = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as {
        children: Record<string, { src: string }>;
      };
      actor.stop();
      expect(Object.values(kept.children).map((c) => c.src)).toEqual(['followTask']);
      expect(fitting(provided, kept)).not.toBeNull();
      const older = { ...kept, children: { watchTask: { ...kept.children.followTask!, src: 'watchTask' } } };
      expect(fitting(provided, older)).toBeNull();
    },
  );
});

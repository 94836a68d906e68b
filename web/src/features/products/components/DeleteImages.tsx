/**
 * Bulk delete of product media: a preview of each image that would go (mediaBulkDelete preview), then the
 * delete bound to that preview.
 */
import { Button, Callout } from '@blueprintjs/core';
import { showSuccess } from '../../../kit/ui/toaster.js';
import { useMediaWrite } from '../hooks/useMediaWrite.js';
import { deleteMachine } from '../mediaActors.js';
import { MediaReview } from './MediaReview.js';
import { TaskLine } from './TaskLine.js';

export interface DeleteImagesProps {
  selected: string[];
  confirmWrite: (action: string) => Promise<boolean>;
  onDeleted: () => void;
}

export function DeleteImages({ selected, confirmWrite, onDeleted }: DeleteImagesProps) {
  const write = useMediaWrite(deleteMachine, ({ preview }) => {
    showSuccess(`${preview.counts.delete} image(s) deleted.`);
    onDeleted();
  });
  const selection = [...selected].sort().join(',');
  const doDelete = async () => {
    if (write.preview && (await confirmWrite(`delete ${write.preview.counts.delete} product image(s)`)))
      write.send({ type: 'write.apply' });
  };
  // A preview of another selection says nothing about this one.
  const current = write.preview && write.of === selection ? write.preview : null;
  const running = write.running;
  return (
    <section aria-label="Delete images" className="console-gap">
      <div className="console-wizard-actions">
        <Button
          size="small"
          icon="eye-open"
          text={`Preview deleting ${selected.length} image(s)`}
          disabled={selected.length === 0 || running}
          loading={write.busy && !current}
          onClick={() => write.send({ type: 'write.preview', request: selected, of: selection })}
        />
        {current && (
          <Button
            size="small"
            intent="danger"
            icon="trash"
            text={`Delete ${current.counts.delete} image(s)`}
            disabled={!write.canApply}
            loading={(write.busy && !!current) || running}
            onClick={() => void doDelete()}
          />
        )}
        {current && (
          <Button
            size="small"
            variant="minimal"
            text="Cancel"
            disabled={running}
            onClick={() => write.send({ type: 'write.discard' })}
          />
        )}
      </div>
      {write.failure && !write.failed && (
        <Callout intent="danger" role="alert" className="console-gap">
          {write.failure}
        </Callout>
      )}
      {current && (
        <div className="console-gap">
          <p role="status" aria-label="Delete preview summary">
            {current.counts.delete} image(s) would be deleted, {current.counts.error} refused.
            {current.counts.error > 0 &&
              ' Nothing is deleted while one is refused: change the selection and preview again.'}
          </p>
          <MediaReview rows={current.rows} label="Images to delete" />
        </div>
      )}
      <TaskLine task={write.task} failure={write.failed ? write.failure : null} />
    </section>
  );
}

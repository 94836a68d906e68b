/** Checks product names before they are used (validateProductNames): one name per line, a verdict each. */
import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLTable,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useState } from 'react';
import { messageForStatus } from '@console/schema';
import { toAppError } from '../../../kit/graphql/appError.js';
import { VALIDATE_PRODUCT_NAMES, type NameVerdict } from '../graphql/operations.js';
import { jsonList } from '../../../kit/graphql/json.js';

export function NameValidationDialog({
  code,
  isOpen,
  onClose,
}: {
  code: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [verdicts, setVerdicts] = useState<NameVerdict[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const names = text.split('\n').filter((line) => line.trim() !== '');
  const validate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await client.query({
        query: VALIDATE_PRODUCT_NAMES,
        variables: { code, names },
        fetchPolicy: 'network-only',
      });
      setVerdicts(jsonList<NameVerdict>(data?.validateProductNames));
    } catch (error) {
      const e = toAppError(error);
      setFailure(e.userMessage ?? messageForStatus(e.status));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Validate product names" style={{ width: 640 }}>
      <DialogBody>
        <FormGroup label="Names, one per line" labelFor="names-to-validate">
          <TextArea
            id="names-to-validate"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rows={6}
            fill
          />
        </FormGroup>
        {failure && (
          <Callout intent="danger" role="alert">
            {failure}
          </Callout>
        )}
        {verdicts && (
          <>
            <p role="status" aria-label="Name validation summary">
              {verdicts.filter((v) => v.valid).length} of {verdicts.length} name(s) are valid.
            </p>
            <HTMLTable compact striped aria-label="Name verdicts" className="console-table">
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Verdict</th>
                  <th>Why</th>
                </tr>
              </thead>
              <tbody>
                {verdicts.map((v) => (
                  <tr key={v.index}>
                    <td>{v.name}</td>
                    <td>
                      <Tag minimal intent={v.valid ? 'success' : 'danger'}>
                        {v.valid ? 'valid' : v.problem}
                      </Tag>
                    </td>
                    <td>{v.valid ? '' : v.message}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button size="small" text="Close" onClick={onClose} />
            <Button
              size="small"
              intent="primary"
              text="Validate"
              loading={busy}
              disabled={names.length === 0}
              onClick={() => void validate()}
            />
          </>
        }
      />
    </Dialog>
  );
}

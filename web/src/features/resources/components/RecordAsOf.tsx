/**
 * A record as it was (issue 18, recordAsOf): at a version ("View as of this version" in the
 * history) or at a moment (the details screen's time picker, in the app's one date-time format).
 */
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, Classes, FormGroup, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ResourceDef } from '@console/schema';
import { useState, type FormEvent } from 'react';
import { dateTimePattern, formatDateTime, parseDateTime } from '../../../kit/format/index.js';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { jsonRecord } from '../../../kit/graphql/json.js';
import { RecordFields } from './RecordFields.js';
import type { ResourceName } from '../../../kit/graphql/generated/graphql.js';
import { RECORD_AS_OF } from '../graphql/asOf.js';
import { VersionByline } from './VersionByline.js';
import './resources.css';

export interface RecordAsOfViewProps {
  def: ResourceDef;
  uuid: string;
  version?: number;
  at?: string;
  companyCode?: string | null;
}

/** The record's fields as they were at `version` or `at`. */
export function RecordAsOfView({ def, uuid, version, at, companyCode }: RecordAsOfViewProps) {
  const { data, loading, error } = useQuery(RECORD_AS_OF, {
    variables: { resource: def.name as ResourceName, uuid, version: version ?? null, at: at ?? null },
  });
  if (loading && !data) return <NonIdealState icon={<Spinner size={20} />} title="Reading the record as it was…" />;
  if (error)
    return (
      <Callout intent="danger" icon="error" role="alert">
        {failureMessage(error)}
      </Callout>
    );
  const v = data?.recordAsOf ?? null;
  const label = version !== undefined ? `version ${version}` : formatDateTime(at ?? '');
  return (
    <section aria-label={`As of ${label}`} className="revert-as-of">
      {!v ? (
        <NonIdealState icon="search" title="It did not exist then" />
      ) : (
        <>
          <p>
            {version !== undefined ? 'As it was: ' : `As of ${label}: `}
            <VersionByline v={v} companyCode={companyCode} />
          </p>
          {v.deleted || !v.record ? (
            <Callout intent="warning" icon="trash">
              It was deleted then.
            </Callout>
          ) : (
            <RecordFields model={def.record} record={jsonRecord(v.record)} />
          )}
        </>
      )}
    </section>
  );
}

/** The details screen's "as of" picker: a moment in the app's date-time format, then the record as it was then. */
export function AsOfPicker({
  def,
  uuid,
  companyCode,
}: {
  def: ResourceDef;
  uuid: string;
  companyCode?: string | null;
}) {
  const [text, setText] = useState(() => formatDateTime(new Date()));
  const [at, setAt] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The whole second typed: the record as the screen that showed that second saw it.
    const parsed = parseDateTime(text, undefined, true);
    setInvalid(parsed === null);
    if (parsed) setAt(parsed);
  };
  const pattern = dateTimePattern();
  return (
    <Card role="region" aria-label="As of" className="revert-as-of-card">
      <form onSubmit={submit} className="revert-as-of-form">
        <FormGroup
          label="Show the record as of"
          labelFor="as-of-input"
          helperText={invalid ? `Type a date and time as ${pattern}.` : pattern}
          intent={invalid ? 'danger' : 'none'}
          inline
        >
          <InputGroup
            id="as-of-input"
            size="small"
            value={text}
            placeholder={pattern}
            intent={invalid ? 'danger' : 'none'}
            onChange={(e) => setText(e.target.value)}
          />
        </FormGroup>
        <Button type="submit" size="small" icon="time" text="Show" />
        {at && <Button size="small" variant="minimal" text="Hide" onClick={() => setAt(null)} />}
      </form>
      {at ? (
        <RecordAsOfView key={at} def={def} uuid={uuid} at={at} companyCode={companyCode} />
      ) : (
        <p className={Classes.TEXT_MUTED}>Any moment of its history: the fields as they were then.</p>
      )}
    </Card>
  );
}

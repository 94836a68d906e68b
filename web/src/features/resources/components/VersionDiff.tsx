/**
 * Two versions of one record side by side, field by field with labels, who wrote each and in
 * which transaction (issue 18).
 */
import { useQuery } from '@apollo/client/react';
import { Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { ResourceDef } from '@console/schema';
import { failureMessage } from '../../../kit/graphql/messageOf.js';
import { jsonRecord } from '../../../kit/graphql/json.js';
import type { ResourceName } from '../../../kit/graphql/generated/graphql.js';
import { getPath, labelOf } from '../../../kit/tables/fields.js';
import { modelFields } from '../../../kit/tables/modelFields.js';
import { ValueView } from '../../../kit/values/ValueView.js';
import { RECORD_VERSIONS } from '../graphql/asOf.js';
import { VersionByline } from './VersionByline.js';
import './resources.css';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface VersionDiffProps {
  def: ResourceDef;
  uuid: string;
  /** The older and the newer version. */
  left: number;
  right: number;
  companyCode?: string | null;
}

export function VersionDiff({ def, uuid, left, right, companyCode }: VersionDiffProps) {
  const { data, loading, error } = useQuery(RECORD_VERSIONS, {
    variables: { resource: def.name as ResourceName, uuid, left, right },
  });
  if (loading && !data) return <NonIdealState icon={<Spinner size={20} />} title="Reading both versions…" />;
  if (error)
    return (
      <Callout intent="danger" icon="error" role="alert">
        {failureMessage(error)}
      </Callout>
    );
  const a = data?.left ?? null;
  const b = data?.right ?? null;
  const ra = a?.record ? jsonRecord(a.record) : {};
  const rb = b?.record ? jsonRecord(b.record) : {};
  const fields = modelFields(def.record).map((f) => f.path);
  const changed = fields.filter((path) => !same(getPath(ra, path), getPath(rb, path))).length;
  return (
    <section aria-label={`Versions ${left} and ${right} side by side`} className="revert-panel">
      <p>
        {changed} field(s) differ between version {left} and version {right}.
      </p>
      <HTMLTable compact striped className="console-table revert-diff" aria-label="Versions side by side">
        <thead>
          <tr>
            <th>Field</th>
            <th>{a ? <VersionByline v={a} companyCode={companyCode} /> : `Version ${left}: did not exist`}</th>
            <th>{b ? <VersionByline v={b} companyCode={companyCode} /> : `Version ${right}: did not exist`}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((path) => {
            const [va, vb] = [getPath(ra, path), getPath(rb, path)];
            const differs = !same(va, vb);
            return (
              <tr key={path} className={differs ? 'revert-diff-changed' : undefined}>
                <th scope="row">
                  {labelOf(path)}{' '}
                  {differs && (
                    <Tag minimal intent="primary" className="revert-diff-tag">
                      changed
                    </Tag>
                  )}
                </th>
                <td>{a?.deleted ? '—' : <ValueView value={va} field={path} />}</td>
                <td>{b?.deleted ? '—' : <ValueView value={vb} field={path} />}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </section>
  );
}

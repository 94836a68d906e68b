/** A record's fields, read-only, grouped as the zod model nests them. */
import { H6 } from '@blueprintjs/core';
import type { z } from 'zod';
import { getPath } from '../../../kit/tables/fields.js';
import { modelFields } from '../../../kit/tables/modelFields.js';
import { readValue } from '../../../kit/values/readValue.js';
import { ValueView } from '../../../kit/values/ValueView.js';
import { groupFields, labelInGroup } from '../groups.js';
import type { ResourceRecord } from '../graphql/operations.js';

const isLinkedReference = (value: unknown, field: string) => {
  const shape = readValue(value, field);
  return shape.kind === 'reference' && shape.href !== null;
};

/** Every field of the model (and record fields like id, version, times) with its value. */
export function RecordFields({ model, record }: { model: z.ZodObject; record: ResourceRecord }) {
  const groups = groupFields(modelFields(model));
  return (
    <div aria-label="Fields">
      {groups.map((group) => (
        <div key={group.name} className="record-group" role="group" aria-label={group.label || 'Record'}>
          {group.label && (
            <H6>
              {group.label}
              {/* A reference to another record (a company) links to it by name beside its heading. */}
              {isLinkedReference(getPath(record, group.name), group.name) && (
                <>
                  {' · '}
                  <ValueView value={getPath(record, group.name)} field={group.name} />
                </>
              )}
            </H6>
          )}
          <dl className="record-fields">
            {group.fields.map((field) => {
              return [
                <dt key={`${field.path}-t`}>{labelInGroup(field, group)}</dt>,
                <dd key={`${field.path}-d`}>
                  <ValueView value={getPath(record, field.path)} field={field.path} />
                </dd>,
              ];
            })}
          </dl>
        </div>
      ))}
    </div>
  );
}

/**
 * A new product grouping: name, product group and products. The platform's validate call checks
 * it (on leaving the name, and before every create); a problem shows on its field and nothing is
 * written. A create refused meanwhile (a name taken since) shows the same way; what was typed stays.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H5, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { messageForStatus } from '@console/schema';
import { toAppError } from '../../../kit/graphql/appError.js';
import { showSuccess } from '../../../kit/ui/toaster.js';
import { CREATE_PRODUCT_GROUPINGS, VALIDATE_PRODUCT_GROUPING, type GroupingProblem } from '../graphql/operations.js';
import { usePayloadCall } from '../hooks/usePayloadCall.js';
import { ProductPicker } from './ProductPicker.js';

export interface GroupingFormProps {
  code: string;
  productGroups: string[];
  onCreated: () => void;
}

/** The problems of one field; `products` gathers every `products.N`. */
const on = (problems: readonly GroupingProblem[], field: string) =>
  problems
    .filter((p) => p.field === field || (field === 'products' && p.field.startsWith('products.')))
    .map((p) => p.message);

export function GroupingForm({ code, productGroups, onCreated }: GroupingFormProps) {
  const client = useApolloClient();
  const [name, setName] = useState('');
  const [group, setGroup] = useState('');
  const [products, setProducts] = useState<string[]>([]);
  const [problems, setProblems] = useState<GroupingProblem[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const create = usePayloadCall();
  const grouping = { name: name.trim(), company: { digit_code: code }, product_group: group, products };

  /** The platform's verdict on the grouping as typed (kept for `fields`, or all); null when the check itself failed. */
  const check = async (fields?: readonly string[]): Promise<GroupingProblem[] | null> => {
    setChecking(true);
    setFailure(null);
    try {
      const { data } = await client.query({
        query: VALIDATE_PRODUCT_GROUPING,
        variables: { grouping },
        fetchPolicy: 'network-only',
      });
      const answer = data?.validateProductGrouping;
      if (!answer?.ok) {
        setFailure(
          `${answer?.message ?? messageForStatus(answer?.status ?? 500)}${answer?.reason ? `: ${answer.reason}` : ''}`,
        );
        return null;
      }
      const found = ((answer.data as { errors?: GroupingProblem[] } | null)?.errors ?? []) as GroupingProblem[];
      if (fields)
        setProblems((held) => [
          ...(held ?? []).filter((p) => !fields.includes(p.field)),
          ...found.filter((p) => fields.includes(p.field)),
        ]);
      else setProblems(found);
      return found;
    } catch (error) {
      const e = toAppError(error);
      setFailure(e.userMessage ?? messageForStatus(e.status));
      return null;
    } finally {
      setChecking(false);
    }
  };
  // Leaving the name checks it alone: the other fields may not be filled in yet.
  const checkName = () => {
    if (name.trim()) void check(['name']);
  };
  const submit = async () => {
    setAttempted(true);
    const found = await check();
    if (!found || found.length > 0) return;
    // Refused by the create itself (a name taken since the check): its errors carry the same fields.
    const data = await create.run(
      async () =>
        (await client.mutate({ mutation: CREATE_PRODUCT_GROUPINGS, variables: { groupings: [grouping] } })).data
          ?.createProductGroupings,
      (refusal) => {
        const errors = (refusal.data as { errors?: GroupingProblem[] } | null)?.errors;
        if (errors) setProblems(errors.map(({ field, message }) => ({ field, message })));
      },
    );
    if (data) {
      showSuccess(`Grouping "${grouping.name}" created with ${products.length} product(s).`);
      setName('');
      setProducts([]);
      setProblems(null);
      setAttempted(false);
      onCreated();
    }
  };
  /** FormGroup props of a field and, for its control, the description that reads its problems out. */
  const field = (key: string) => {
    const messages = problems ? on(problems, key) : [];
    const id = `grouping-${key}-problems`;
    return {
      group: {
        intent: messages.length ? ('danger' as const) : ('none' as const),
        helperText: messages.length ? <span id={id}>{messages.join('; ')}</span> : undefined,
      },
      control: { 'aria-invalid': messages.length > 0, 'aria-describedby': messages.length ? id : undefined },
      text: messages.join('; '),
    };
  };
  const other = (problems ?? []).filter(
    (p) => !['name', 'product_group'].includes(p.field) && !p.field.startsWith('products'),
  );
  const nameField = field('name');
  const groupField = field('product_group');
  const productsField = field('products');

  return (
    <Card className="console-gap" aria-label="New grouping">
      <H5>New grouping</H5>
      <FormGroup label="Name" labelFor="grouping-name" {...nameField.group}>
        <InputGroup
          id="grouping-name"
          value={name}
          onValueChange={(v) => (setName(v), setProblems((p) => p && p.filter((x) => x.field !== 'name')))}
          onBlur={checkName}
          size="small"
          intent={nameField.group.intent}
          {...nameField.control}
        />
      </FormGroup>
      <FormGroup label="Product group" labelFor="grouping-group" {...groupField.group}>
        <HTMLSelect
          id="grouping-group"
          {...groupField.control}
          value={group}
          onChange={(e) => (
            setGroup(e.currentTarget.value),
            setProblems((p) => p && p.filter((x) => x.field !== 'product_group'))
          )}
        >
          <option value="">Choose a product group…</option>
          {productGroups.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <ProductPicker
        code={code}
        selected={products}
        onChange={(next) => (
          setProducts(next),
          setProblems((p) => p && p.filter((x) => !x.field.startsWith('products')))
        )}
      />
      {productsField.text && (
        <Callout intent="danger" role="alert" className="console-gap">
          {productsField.text}
        </Callout>
      )}
      {other.length > 0 && (
        <Callout intent="danger" role="alert" className="console-gap">
          <ul>
            {other.map((p) => (
              <li key={p.field + p.message}>{p.message}</li>
            ))}
          </ul>
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" role="alert" className="console-gap">
          {failure}
        </Callout>
      )}
      {create.refusal && !(create.refusal.data as { errors?: unknown } | null)?.errors && (
        <Callout intent="danger" role="alert" className="console-gap">
          {create.refusal.message}
          {create.refusal.reason ? `: ${create.refusal.reason}` : ''}
        </Callout>
      )}
      <div className="console-grouping-actions">
        <Button
          intent="primary"
          size="small"
          icon="add"
          text="Create grouping"
          loading={checking || create.busy}
          onClick={() => void submit()}
        />
        {attempted && problems && problems.length > 0 && (
          <span role="status" aria-label="Grouping check">
            {problems.length} problem(s): nothing was created.
          </span>
        )}
      </div>
    </Card>
  );
}

/**
 * Brand and product-group editing of the company's products (§3), driven by the productSkuEditing
 * machine: one unsaved indicator for both kinds of change, the current step, and loading flags
 * for the details and the download status.
 */
import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Classes,
  H5,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  hasUnsavedBrandChanges,
  hasUnsavedData,
  hasUnsavedProductGroupChanges,
  productSkuEditingMachine,
} from '@console/machines';
import { downloadText } from '../../../kit/tables/index.js';
import { showSuccess } from '../../../kit/ui/toaster.js';
import { useInspect } from '../../inspector/index.js';
import { useLeaveWarning } from '../../../kit/wizard/useLeaveWarning.js';
import { Pager } from '../../../kit/wizard/Pager.js';
import { createProductSkuActors, type DownloadStatus, type EditingDetails } from '../productSkuActors.js';
import '../products.css';

const STEPS = ['brands', 'product_groups', 'review'] as const;
const STEP_LABEL: Record<string, string> = {
  brands: 'Brands',
  product_groups: 'Product groups',
  review: 'Review and save',
};
const STEP_HELP: Record<string, string> = {
  brands: 'choose the brand of each product.',
  product_groups: 'choose the product group of each product.',
  review: 'the products you changed; save them all at once.',
};
const PAGE = 20;
/** Asked before leaving the page while brand or product-group changes are not saved. */
export const LEAVE_MESSAGE = 'You have unsaved brand or product-group changes. Leave the page and lose them?';

export function ProductEditor({
  code,
  confirmWrite,
}: {
  code: string;
  confirmWrite: (action: string) => Promise<boolean>;
}) {
  // Its own actors per screen: they remember the versions of the products this screen loaded.
  const machine = useMemo(() => productSkuEditingMachine.provide({ actors: createProductSkuActors() }), []);
  const actor = useActorRef(machine, { input: { company_digit_code: code, steps: STEPS }, inspect: useInspect() });
  const s = useSelector(actor, (x) => x);
  const c = s.context;
  const details = c.details as EditingDetails | null;
  const download = c.downloadStatus as DownloadStatus | null;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  useLeaveWarning(hasUnsavedData(s), LEAVE_MESSAGE);
  useEffect(() => actor.send({ type: 'details.load' }), [actor]);
  // A save that finished: the machine is clean again.
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!saving) return;
    if (s.matches({ edits: 'saveFailed' })) setSaving(false);
    else if (s.matches({ edits: 'clean' })) {
      setSaving(false);
      showSuccess('Brands and product groups saved.');
    }
  }, [saving, s]);

  const products = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = details?.products ?? [];
    if (c.currentStep === 'review')
      return all.filter((p) => p.product_uuid in c.brandChanges || p.product_uuid in c.productGroupChanges);
    return q ? all.filter((p) => p.product_name.toLowerCase().includes(q)) : all;
  }, [details, query, c.currentStep, c.brandChanges, c.productGroupChanges]);
  const shown = products.slice((page - 1) * PAGE, page * PAGE);
  const changes = Object.keys(c.brandChanges).length + Object.keys(c.productGroupChanges).length;

  const setBrand = (uuid: string, original: string | null, value: string) =>
    actor.send(
      (value || null) === original
        ? { type: 'brand.revert', skuId: uuid }
        : { type: 'brand.change', skuId: uuid, brand: value || null },
    );
  const setGroup = (uuid: string, original: string | null, value: string) =>
    actor.send(
      (value || null) === original
        ? { type: 'productGroup.revert', skuId: uuid }
        : { type: 'productGroup.change', skuId: uuid, productGroup: value || null },
    );
  const save = async () => {
    if (!(await confirmWrite(`change the brand or product group of ${changes} product(s)`))) return;
    setSaving(true);
    actor.send({ type: 'changes.save' });
  };

  return (
    <Card aria-label="Brand and product-group editing" className="console-gap">
      <div className="console-editor-head">
        <H5>Brands and product groups</H5>
        {hasUnsavedData(s) && (
          <span role="status" aria-label="Unsaved changes">
            <Tag intent="warning">
              Unsaved changes: {hasUnsavedBrandChanges(s) ? `${Object.keys(c.brandChanges).length} brand` : ''}
              {hasUnsavedBrandChanges(s) && hasUnsavedProductGroupChanges(s) ? ', ' : ''}
              {hasUnsavedProductGroupChanges(s) ? `${Object.keys(c.productGroupChanges).length} product group` : ''}
            </Tag>
          </span>
        )}
        {c.loading.details && details && <Spinner size={14} aria-label="Reloading the products" />}
        <Button
          size="small"
          icon="download"
          loading={c.loading.downloadStatus}
          text={download ? `Prepare again (${download.count} ready)` : 'Prepare CSV of all products'}
          onClick={() => actor.send({ type: 'download.check' })}
        />
        {download && (
          <Button
            size="small"
            intent="primary"
            text="Download CSV"
            onClick={() => downloadText(`products-${code}.csv`, download.csv)}
          />
        )}
      </div>
      <ButtonGroup aria-label="Editing steps">
        {STEPS.map((step) => (
          <Button
            key={step}
            size="small"
            active={c.currentStep === step}
            aria-current={c.currentStep === step ? 'step' : undefined}
            text={STEP_LABEL[step]}
            onClick={() => (setPage(1), actor.send({ type: 'step.select', step }))}
          />
        ))}
      </ButtonGroup>
      <span className={`${Classes.TEXT_MUTED} console-step-help`} aria-label="Current step">
        Step {STEPS.indexOf(c.currentStep as (typeof STEPS)[number]) + 1} of {STEPS.length}: {STEP_HELP[c.currentStep]}
      </span>
      {c.failure && (
        <Callout intent="danger" role="alert" className="console-gap">
          {c.failure.message}
          {c.failure.detail ? ` ${c.failure.detail}` : ''}
        </Callout>
      )}
      {/* After a 409 the products are loaded again to see the other change; the user's own changes stay. */}
      {(s.matches({ details: 'failed' }) || (c.failure?.status === 409 && !c.loading.details)) && (
        <Button
          size="small"
          icon="refresh"
          text="Load the products again"
          className="console-gap"
          onClick={() => actor.send({ type: 'details.load' })}
        />
      )}
      {!details ? (
        c.loading.details && <Spinner size={24} aria-label="Loading the products" className="console-gap" />
      ) : (
        <>
          {c.currentStep !== 'review' && (
            <InputGroup
              className="console-gap"
              size="small"
              leftIcon="search"
              placeholder="Search by name"
              aria-label="Search products to edit"
              value={query}
              onValueChange={(v) => (setQuery(v), setPage(1))}
            />
          )}
          <HTMLTable compact striped className="console-table" aria-label="Products to edit">
            <thead>
              <tr>
                <th>Product</th>
                <th>Brand</th>
                <th>Product group</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => {
                const brand = p.brand?.digit_code ?? null;
                const group = p.product_group ?? null;
                const nextBrand = p.product_uuid in c.brandChanges ? c.brandChanges[p.product_uuid] : brand;
                const nextGroup =
                  p.product_uuid in c.productGroupChanges ? c.productGroupChanges[p.product_uuid] : group;
                return (
                  <tr key={p.product_uuid}>
                    <td>{p.product_name}</td>
                    <td>
                      <HTMLSelect
                        disabled={c.currentStep !== 'brands'}
                        aria-label={`Brand of ${p.product_name}`}
                        value={nextBrand ?? ''}
                        onChange={(e) => setBrand(p.product_uuid, brand, e.currentTarget.value)}
                      >
                        <option value="">(none)</option>
                        {details.brands.map((b) => (
                          <option key={b.digit_code} value={b.digit_code}>
                            {b.name}
                          </option>
                        ))}
                      </HTMLSelect>
                    </td>
                    <td>
                      <HTMLSelect
                        disabled={c.currentStep !== 'product_groups'}
                        aria-label={`Product group of ${p.product_name}`}
                        value={nextGroup ?? ''}
                        onChange={(e) => setGroup(p.product_uuid, group, e.currentTarget.value)}
                      >
                        <option value="">(none)</option>
                        {details.productGroups.map((g) => (
                          <option key={g} value={g}>
                            {g}
                          </option>
                        ))}
                      </HTMLSelect>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          <Pager
            page={page}
            totalPages={Math.max(1, Math.ceil(products.length / PAGE))}
            totalItems={products.length}
            onPage={setPage}
          />
        </>
      )}
      <div className="console-wizard-actions">
        <Button
          size="small"
          text="Previous step"
          disabled={c.currentStep === STEPS[0]}
          onClick={() => (setPage(1), actor.send({ type: 'step.prev' }))}
        />
        <Button
          size="small"
          text="Next step"
          disabled={c.currentStep === 'review'}
          onClick={() => (setPage(1), actor.send({ type: 'step.next' }))}
        />
        <Button
          size="small"
          text="Discard changes"
          disabled={!hasUnsavedData(s) || s.hasTag('busy')}
          onClick={() => actor.send({ type: 'changes.discard' })}
        />
        <Button
          size="small"
          intent="primary"
          text={`Save ${changes} change(s)`}
          loading={s.matches({ edits: 'saving' })}
          disabled={changes === 0}
          onClick={() => void save()}
        />
      </div>
    </Card>
  );
}

/**
 * SRP (search result page) tracking of a company: the tracked products with their names, the
 * logs tagged Insert, Update or Delete, and — for roles with `can(scope, 'srp')` — add, switch
 * active and remove, confirmed first under the §1 notice when the company has an external PIM.
 */
import { Button, Card, Classes, H5, HTMLTable, Intent, Switch, Tag } from '@blueprintjs/core';
import { can } from '@console/schema';
import { useMemo } from 'react';
import { ExternalPimNotice } from '../companyAccess/index.js';
import { ListBody } from '../../kit/tables/ListBody.js';
import { useSession } from '../session/index.js';
import { SrpProductPicker } from './SrpProductPicker.js';
import { useSrp } from './useSrp.js';
import { formatDateTime } from '../../kit/format/index.js';
import './srp.css';

const TAG_INTENT = { Insert: Intent.SUCCESS, Update: Intent.PRIMARY, Delete: Intent.DANGER } as const;

export function SrpPanel({ company }: { company: { digit_code: string; name: string; external_pim: boolean } }) {
  const { user } = useSession();
  const mayWrite = can(user?.scope ?? [], 'srp');
  const srp = useSrp(company);
  const tracked = useMemo(() => new Set(srp.rows.map((r) => r.product_uuid)), [srp.rows]);
  return (
    <>
      <ExternalPimNotice company={company} />
      <Card className="company-section">
        <div className="company-toolbar">
          <H5>Tracked products ({srp.rows.length})</H5>
          <span className="company-spacer" />
          {mayWrite && (
            <SrpProductPicker
              code={company.digit_code}
              disabled={srp.busy}
              tracked={tracked}
              onAdd={(p) => void srp.save([{ product_uuid: p.product_uuid, is_active: true, name: p.name }])}
            />
          )}
        </div>
        <ListBody
          {...srp.listState}
          count={srp.rows.length}
          empty={<p className={Classes.TEXT_MUTED}>No product is tracked in the SRP list yet.</p>}
        >
          <HTMLTable compact striped aria-label="SRP list" className="company-full-width">
            <thead>
              <tr>
                <th>Product</th>
                <th>Product UUID</th>
                <th>Active</th>
                {mayWrite && <th />}
              </tr>
            </thead>
            <tbody>
              {srp.rows.map((row) => (
                <tr key={row.product_uuid}>
                  <td>{row.product_name}</td>
                  <td className={Classes.TEXT_MUTED}>{row.product_uuid}</td>
                  <td>
                    <Switch
                      className="srp-switch"
                      checked={row.is_active}
                      disabled={!mayWrite || srp.busy}
                      aria-label={`Active: ${row.product_name}`}
                      onChange={(e) =>
                        void srp.save([
                          {
                            product_uuid: row.product_uuid,
                            is_active: e.currentTarget.checked,
                            name: row.product_name,
                          },
                        ])
                      }
                    />
                  </td>
                  {mayWrite && (
                    <td>
                      <Button
                        size="small"
                        variant="minimal"
                        intent={Intent.DANGER}
                        icon="trash"
                        aria-label={`Remove ${row.product_name}`}
                        disabled={srp.busy}
                        onClick={() => void srp.remove([row.product_uuid], row.product_name)}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </ListBody>
      </Card>
      <Card className="company-section">
        <H5>SRP logs</H5>
        <ListBody
          {...srp.logState}
          count={srp.logRows.length}
          empty={<p className={Classes.TEXT_MUTED}>No SRP change has been logged yet.</p>}
        >
          {/* Focusable, so that the box scrolls from the keyboard (axe: scrollable-region-focusable). */}
          <div className="company-table-scroll" tabIndex={0} role="region" aria-label="SRP logs, scrolling">
            <HTMLTable compact striped aria-label="SRP logs" className="company-full-width">
              <thead>
                <tr>
                  <th>When</th>
                  <th>Operation</th>
                  <th>Product</th>
                  <th>Active</th>
                </tr>
              </thead>
              <tbody>
                {srp.logRows.map((log, i) => (
                  <tr key={`${log.recorded_at}-${log.product_uuid}-${i}`}>
                    <td>{formatDateTime(log.recorded_at)}</td>
                    <td>
                      <Tag round intent={TAG_INTENT[log.tag]}>
                        {log.tag}
                      </Tag>
                    </td>
                    <td>{log.product_name ?? <span className={Classes.TEXT_MUTED}>{log.product_uuid}</span>}</td>
                    <td>{'is_active' in log.details ? String(log.details.is_active) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </ListBody>
      </Card>
      {srp.dialog}
    </>
  );
}

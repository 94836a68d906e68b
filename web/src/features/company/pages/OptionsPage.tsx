/**
 * options: the user's access options (`accessOptions`). The route's validateOptionsPageAccess
 * guard refuses users missing from the list first; this page says the same if the answer
 * changed since ('404: page "/options" not found!').
 */
import { Card, Classes, H5, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { OPTIONS_PAGE_DENIED } from '@console/schema';
import { useSession } from '../../session/index.js';
import { ErrorScreen } from '../../../kit/ui/ErrorScreen.js';
import { inspectorAllowed } from '../../inspector/index.js';
import { ACCESS_OPTIONS_FULL } from '../graphql/operations.js';
import { useToastOnError } from '../../../kit/tables/useLookup.js';
import { RoundTag } from '../components/Badges.js';

interface AccessOptions {
  users?: string[];
  email?: string;
  allowed?: boolean;
  options?: Array<{ key: string; label: string; enabled: boolean }>;
}

export function OptionsPage() {
  const { user } = useSession();
  const { data, loading, error } = useQuery(ACCESS_OPTIONS_FULL, {
    variables: { email: user?.email ?? null },
    fetchPolicy: 'network-only',
  });
  useToastOnError(error);
  if (loading && !data) return <Spinner size={24} />;
  const access = (data?.accessOptions ?? {}) as AccessOptions;
  const listed = (access.users ?? []).map((u) => u.toLowerCase()).includes((user?.email ?? '').toLowerCase());
  if (data && (access.allowed === false || !listed)) return <ErrorScreen status={404} message={OPTIONS_PAGE_DENIED} />;
  // Whether the inspector opens is this app's decision (always in development): the row says what it does.
  const options = (access.options ?? []).map((o) =>
    o.key === 'machine_inspector' ? { ...o, enabled: inspectorAllowed(user?.scope ?? [], import.meta.env.DEV) } : o,
  );
  return (
    <>
      <Card className="company-section">
        <H5>Your access options</H5>
        <p className={Classes.TEXT_MUTED}>Signed in as {user?.email}.</p>
        <HTMLTable compact striped aria-label="Access options">
          <thead>
            <tr>
              <th>Option</th>
              <th>Key</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {options.map((o) => (
              <tr key={o.key}>
                <td>{o.label}</td>
                <td>
                  <code>{o.key}</code>
                </td>
                <td>
                  <RoundTag ok={o.enabled}>{o.enabled ? 'enabled' : 'disabled'}</RoundTag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      <Card className="company-section">
        <H5>Users with access</H5>
        {(access.users ?? []).map((u) => (
          <Tag
            key={u}
            round
            minimal
            intent={u === user?.email ? Intent.PRIMARY : Intent.NONE}
            className="company-metric-tag"
          >
            {u}
          </Tag>
        ))}
      </Card>
    </>
  );
}

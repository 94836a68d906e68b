/**
 * The notice of §1 for a company that uses an external product-information system, and the
 * confirmation that a write of the kinds it names must pass first (DESIGN §7). Reusable by any
 * product, SKU, compliance, SRP or media screen: `<ExternalPimNotice company={…} />` and
 * `const confirm = useExternalPimConfirm(company)` then `if (await confirm('save the SRP list'))`.
 */
import { Alert, Callout, Intent } from '@blueprintjs/core';
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** What §1 says those clients must not create or update here. */
export const EXTERNAL_PIM_KINDS =
  'products, SKUs, compliance keywords, titles, descriptions, custom fields, specs, video, SRP or product images';

/** The §1 notice: the one wording every screen shows. */
export const EXTERNAL_PIM_NOTICE =
  `This company uses an external product-information system. Do ` +
  `not create or update ${EXTERNAL_PIM_KINDS} in this console, ` +
  'because that puts the two systems out of sync. Competitor ' +
  'products, rankings and listings setup stay in this console.';

interface CompanyFlag {
  external_pim: boolean;
  name?: string;
}

/** Shows the §1 notice when the company has an external PIM; nothing otherwise. */
export function ExternalPimNotice({ company }: { company: CompanyFlag | null | undefined }) {
  if (!company?.external_pim) return null;
  return (
    <Callout
      intent={Intent.WARNING}
      icon="warning-sign"
      title="External product-information system"
      role="note"
      aria-label="External PIM notice"
      className="company-pim-notice"
    >
      {EXTERNAL_PIM_NOTICE}
    </Callout>
  );
}

/**
 * A confirmation before a write of the kinds §1 names. Returns `confirm(action)` resolving true
 * at once when the company has no external PIM, else after the user's answer; render `dialog`.
 */
export function useExternalPimConfirm(company: CompanyFlag | null | undefined): {
  confirm: (action: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [action, setAction] = useState<string | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const external = Boolean(company?.external_pim);

  const confirm = useCallback(
    (what: string) => {
      if (!external) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setAction(what);
      });
    },
    [external],
  );

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setAction(null);
  };

  const dialog = (
    <Alert
      isOpen={action !== null}
      intent={Intent.WARNING}
      icon="warning-sign"
      confirmButtonText="Yes, write it here"
      cancelButtonText="Cancel"
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      <p>
        <strong>{company?.name ?? 'This company'}</strong> uses an external product-information system. Do you really
        want to {action} in this console?
      </p>
      <p>{EXTERNAL_PIM_NOTICE}</p>
    </Alert>
  );
  return { confirm, dialog };
}

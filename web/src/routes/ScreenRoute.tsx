/**
 * A screen whose content another module provides: shows the route's title and the data area
 * frame, so that every route of §2 exists and is guarded while its module is built.
 */
import { Card, Classes, H3, NonIdealState } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { useRouteMeta } from '../router/RouteMeta.js';

export function ScreenRoute() {
  const { def, company } = useRouteMeta();
  const [location] = useLocation();
  return (
    <>
      <H3>{def.title}</H3>
      {company && <p className={Classes.TEXT_MUTED}>Company {company.digit_code}: {company.name}</p>}
      <Card aria-label="Data area">
        <NonIdealState icon="th" title="Data area" description={`The ${def.title.toLowerCase()} screen (${location}) is provided by its module.`} />
      </Card>
    </>
  );
}

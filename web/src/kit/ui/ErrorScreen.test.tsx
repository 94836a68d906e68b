import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { MESSAGES } from '@console/schema';
import { ErrorScreen } from './ErrorScreen.js';

describe('ErrorScreen (§2)', () => {
  it('shows status 500 and the message "Error" when given neither', () => {
    const html = renderToString(
      <Router ssrPath="/broken">
        <ErrorScreen />
      </Router>,
    );
    expect(html).toContain('>500<');
    expect(html).toContain(`role="alert">Error<`);
    expect(html).toContain(MESSAGES.backHome);
  });

  it('shows the status and message it is given', () => {
    const html = renderToString(
      <Router ssrPath="/missing">
        <ErrorScreen status={404} message={MESSAGES.notFound} />
      </Router>,
    );
    expect(html).toContain('>404<');
    expect(html).toContain(`role="alert">${MESSAGES.notFound}<`);
  });
});

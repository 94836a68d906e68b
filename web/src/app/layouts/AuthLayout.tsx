/** The auth layout (§2): a centred 350px box with the 30px logo over a background image. */
import { Card, Elevation } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Logo } from '../shell/Logo.js';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="console-auth">
      <Card className="console-auth-box" elevation={Elevation.THREE}>
        <Logo className="console-auth-logo" />
        {children}
      </Card>
    </main>
  );
}

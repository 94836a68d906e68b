/** Catches a page that fails to render and shows the error page (status 500, message "Error"). */
import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.js';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

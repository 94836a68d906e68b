/**
 * Catches a layout (header, navigation, left panel) that fails to render and shows the error
 * page in its place. Unlike the page's boundary it is not remounted on each navigation, which
 * would rebuild the layout it guards; it clears itself when `resetKey` (the location) changes.
 */
import { Component } from 'react';
import type { ReactNode } from 'react';
import { ErrorScreen } from '../../kit/ui/ErrorScreen.js';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

export class FrameErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

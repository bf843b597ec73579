import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@ogulf/web-kit';
import { RemoteUnavailable } from '../layout/remote-unavailable';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or render, so one remote down never blanks the site. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[shell] remote "${this.props.remote}" failed:`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@ogulf/web-kit';
import { PageLoading } from '../layout/page-loading';
import { RemoteUnavailable } from '../layout/remote-unavailable';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  /**
   * Given when the error may be a stale build (a chunk that is gone after a redeploy) and no
   * recovery was tried just now: called instead of showing the panel, and the page shows its
   * loading state until the boundary is remounted.
   */
  recover?: ((error: unknown) => boolean) | undefined;
  children: ReactNode;
}

interface State {
  failed: boolean;
  recovering: boolean;
}

/** Catches a remote that fails to load or render, so one remote down never blanks the site. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, recovering: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (this.props.recover?.(error)) {
      console.warn(
        `[shell] remote "${this.props.remote}": a chunk failed to load; loading the remote's current build again`,
        error,
      );
      this.setState({ recovering: true });
      return;
    }
    console.error(`[shell] remote "${this.props.remote}" failed:`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return this.state.recovering ? (
        <PageLoading />
      ) : (
        <RemoteUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}

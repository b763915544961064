import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@app/kit/ui';

interface Props {
  /** Asks the parent to load the page again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** The message shown when a page's code could not be loaded (or failed while rendering). */
export const REMOTE_ERROR_TITLE = 'This page could not be loaded';

/** Catches a remote that fails to load or render and offers a retry instead of a blank page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex min-h-dvh items-center justify-center px-4">
        <div role="alert" className="max-w-md rounded-lg border border-border bg-white p-6 text-center shadow-sm">
          <h1 className="text-xl font-semibold">{REMOTE_ERROR_TITLE}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Part of the app could not be downloaded. Check your internet connection, then try again.
          </p>
          <Button className="mt-4" onClick={this.props.onRetry}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
}

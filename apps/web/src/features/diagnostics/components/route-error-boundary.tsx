import { Component, type ErrorInfo, type ReactNode } from 'react';
import { debugStore } from '../lib/debug-store.ts';
import { AppErrorScreen } from './app-error-screen.tsx';

interface Props {
  /** The error screen goes away when this changes (the reader navigated elsewhere). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  key: string;
}

/**
 * The app-wide error boundary: any error thrown while rendering a screen (its code failing to load included)
 * shows the error screen, which reloads once by itself on a stale chunk. Going to another path clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The component stack goes with the error into the debug log and the diagnostics bundle.
    debugStore.noteComponentStack(error, info.componentStack);
    // The error screen is what is live now (main.tsx marks a shown screen the same way).
    document.documentElement.dataset.live = 'true';
  }

  override render() {
    return this.state.failed ? <AppErrorScreen error={this.state.error} /> : this.props.children;
  }
}

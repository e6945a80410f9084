import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The address: a new one leaves the error behind and shows its own screen. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A screen that fails to render shows what went wrong in its place, as the router's own error
 * screen did, instead of leaving an empty page; moving to another address tries again.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{messageOf(this.state.error)}</h3>
      </main>
    );
  }
}

import { Component, type ReactNode } from 'react';

interface CatchErrorProps {
  /** Shown instead of the children once they failed to render or their code failed to load. */
  fallback: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** An error boundary: what failed is replaced by `fallback`, and `onError` hears of it. */
export class CatchError extends Component<CatchErrorProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorScreenCopy } from '@/content/pages';

export function ErrorScreen({ onReturnHome }: { onReturnHome: () => void }) {
  return (
    <main
      className="flex min-h-dvh items-center justify-center px-4"
      role="alert"
      aria-labelledby="error-title"
    >
      <div className="max-w-md text-center">
        <h1 id="error-title" className="text-3xl font-semibold tracking-tight">
          {errorScreenCopy.title}
        </h1>
        <p className="mt-4 text-muted-foreground">{errorScreenCopy.message}</p>
        <Button className="mt-8" size="lg" onClick={onReturnHome}>
          {errorScreenCopy.action}
        </Button>
      </div>
    </main>
  );
}

type BoundaryState = { error: Error | null };

/** Last line of defence around the providers and the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Rendering error', error.message, info.componentStack);
  }

  private returnHome = () => {
    window.history.pushState(null, '', paths.home);
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? <ErrorScreen onReturnHome={this.returnHome} /> : this.props.children;
  }
}

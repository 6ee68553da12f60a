/**
 * An admin panel's error boundary (docs/product.md#admin-messages: each admin panel error boundary
 * shows Try Again).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';

interface Props {
  /** The panel's name, e.g. "color combinations". */
  title: string;
  children: ReactNode;
  /** Called before the panel renders again (e.g. to refetch its data). */
  onReset?: () => void;
}

export class PanelErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`The ${this.props.title} panel failed`, error, info.componentStack);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <AlertTriangle className="h-6 w-6 text-red-600" aria-hidden="true" />
        <p className="font-semibold text-red-900">Something went wrong in {this.props.title}</p>
        <p className="max-w-md text-sm text-red-800">{this.state.error.message}</p>
        <Button variant="outline" onClick={this.reset}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
}

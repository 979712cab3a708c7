import { Alert, Button } from '@citytax/ui';

export interface LoadFailedProps {
  /** What could not be loaded, and what to do. */
  message: string;
  /** The retry button's words ("Try again"). */
  retryLabel: string;
  onRetry: () => void;
}

/** A page's data could not be read: say so, with a way to read it again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <Alert variant="error">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

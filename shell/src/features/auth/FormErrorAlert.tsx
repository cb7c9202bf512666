import { useEffect, useRef } from 'react';
import { Alert } from '@chargemaroc/shared/ui/layout';

/** A red alert, read out as soon as it appears and scrolled into view (the submit button may be far below). */
export function FormErrorAlert({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert.Root ref={ref} status="error" role="alert" mb="4" scrollMarginTop="20">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

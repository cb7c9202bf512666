/**
 * How card payments are taken, asked of the CMS once when the order is paid by card: the page says
 * 'mode test' for the demo's test gateway and refuses card payment when no gateway is set up. Null
 * while unknown (or if the CMS cannot say: it refuses the payment itself then).
 */
import { useEffect, useState } from 'react';
import { fetchPaymentMode, type PaymentMode } from '../api/payments';

export function usePaymentMode(byCard: boolean): PaymentMode | null {
  const [mode, setMode] = useState<PaymentMode | null>(null);
  useEffect(() => {
    if (!byCard) return;
    let current = true;
    fetchPaymentMode().then(
      (answer) => current && setMode(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [byCard]);
  return byCard ? mode : null;
}

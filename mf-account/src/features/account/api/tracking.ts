/** Tracking by number: anyone holding it sees the progress, never personal data (the CMS's view). */
import { apiClient, isApiError, type RequestConfig } from '@chargemaroc/shared/api';
import type { OrderStatus, TimelineStep } from '@chargemaroc/shared/contracts/order';
import { isOrderStatus } from '@chargemaroc/shared/domain/orders';

export interface Tracking {
  trackingNumber: string;
  status: OrderStatus;
  estimatedDelivery: string | null;
  cancelledAt: string | null;
  timeline: {
    step: TimelineStep;
    reached: boolean;
    date: string | null;
  }[];
}

export type TrackingData =
  | { number: ''; tracking: null; notFound: false }
  | { number: string; tracking: Tracking | null; notFound: boolean };

export const TRACKING_PATTERN = /^[A-Z0-9-]{6,40}$/;

export async function fetchTracking(number: string, config?: RequestConfig): Promise<Tracking | null> {
  try {
    const response = await apiClient.get<{ data: Tracking }>(
      `/orders/tracking/${encodeURIComponent(number)}`,
      config,
    );
    const data = response.data.data;
    return {
      ...data,
      status: isOrderStatus(data.status) ? data.status : 'pending',
      timeline: data.timeline ?? [],
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

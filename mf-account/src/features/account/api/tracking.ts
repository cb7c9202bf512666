/** Tracking by number: anyone holding it sees the progress, never personal data (the CMS's view). */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiClient, isApiError, type RequestConfig } from '@chargemaroc/shared/api';
import type { OrderStatus, TimelineStep } from '@chargemaroc/shared/contracts/order';
import { isOrderStatus } from '@chargemaroc/shared/domain/orders';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';

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

const TRACKING_PATTERN = /^[A-Z0-9-]{6,40}$/;

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

export async function trackingLoader(args: LoaderFunctionArgs): Promise<TrackingData> {
  const number = (new URL(args.request.url).searchParams.get('numero') ?? '').trim().toUpperCase();
  if (!number) return { number: '', tracking: null, notFound: false };
  if (!TRACKING_PATTERN.test(number)) return { number, tracking: null, notFound: true };
  try {
    const tracking = await fetchTracking(number, loaderRequest(args));
    return { number, tracking, notFound: tracking === null };
  } catch (error) {
    return loadFailed(error, messages.api.serviceUnavailable);
  }
}

/** The tracking page's loader: the progress of the order whose number is in `?numero=` (public). */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { fetchTracking, TRACKING_PATTERN, type TrackingData } from './tracking';

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

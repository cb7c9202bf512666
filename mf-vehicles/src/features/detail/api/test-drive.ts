import { postForm, type Delivery } from '@chargemaroc/shared/api/outbox';

export interface TestDriveRequest {
  vehicleId: string;
  name: string;
  email: string;
  phone: string;
  city?: string;
  preferredDate?: string;
  message?: string;
}

/**
 * Stored in the CMS as a pending request (spec: vehicle, customerInfo, status pending, requestDate);
 * offline, kept on the device until the connection returns ('kept').
 */
export function sendTestDriveRequest(request: TestDriveRequest): Promise<Delivery> {
  return postForm(
    '/test-drive-requests',
    {
      data: {
        vehicle: request.vehicleId,
        customerInfo: {
          name: request.name.trim(),
          email: request.email.trim(),
          phone: request.phone.trim(),
          ...(request.city?.trim() ? { city: request.city.trim() } : {}),
        },
        ...(request.preferredDate ? { preferredDate: request.preferredDate } : {}),
        ...(request.message?.trim() ? { message: request.message.trim() } : {}),
      },
    },
    'testDrive',
  );
}

/** The installation request: contact details and estimate inputs as JSON, the panel photo as a file. */
import { apiClient } from '@chargemaroc/shared/api';

export interface InstallationRequest {
  contact: { name: string; phone: string; email: string };
  inputs: Record<string, unknown>;
  photo: File;
}

/** The CMS checks the photo (a real JPEG, PNG or WebP under 5 MB), recomputes the cost and keeps a clean copy. */
export async function sendInstallationRequest({
  contact,
  inputs,
  photo,
}: InstallationRequest): Promise<void> {
  const body = new FormData();
  body.append('data', JSON.stringify({ ...inputs, ...contact, email: contact.email || undefined }));
  body.append('files.disjoncteurPhoto', photo, photo.name);
  await apiClient.post('/installation-requests', body, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

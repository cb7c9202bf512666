import { describe, expect, it } from 'vitest';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { uploadInstallationPhoto } from './orders';

describe('uploadInstallationPhoto', () => {
  it('sends the photo with its name and bytes as one multipart part and reads the reference', async () => {
    const photo = { id: 'k2xq8w0c9v1b3n5m7l4j6h8g', url: '/uploads/a.png', thumbnailUrl: '/uploads/t_a.png' };
    const api = answerApi(() => ({ status: 201, body: { data: photo } }));
    const file = new File([new Uint8Array([1, 2, 3])], 'tableau.png', { type: 'image/png' });
    expect(await uploadInstallationPhoto(file)).toEqual(photo);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/orders/installation-photos' });
    const sent = (request!.body as FormData).get('files.disjoncteurPhoto') as File;
    expect(sent.name).toBe('tableau.png');
    expect([...new Uint8Array(await sent.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});

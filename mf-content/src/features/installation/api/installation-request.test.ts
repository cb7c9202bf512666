import { describe, expect, it } from 'vitest';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { sendInstallationRequest } from './installation-request';

let cms: ReturnType<typeof answerApi>;

describe('sendInstallationRequest', () => {
  it('posts the contact and the estimate inputs as JSON and the photo as a file, in one multipart request', async () => {
    cms = answerApi(() => ({ status: 201, body: { data: { documentId: 'r1' } } }));
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'tableau.png', { type: 'image/png' });
    await sendInstallationRequest({
      contact: { name: 'Karim', phone: '0612345678', email: '' },
      inputs: { city: 'Rabat', subscribedPower: 9 },
      photo,
    });
    const [request] = cms.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/installation-requests' });
    const body = request!.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toEqual({
      city: 'Rabat',
      subscribedPower: 9,
      name: 'Karim',
      phone: '0612345678',
    });
    expect((body.get('files.disjoncteurPhoto') as File).name).toBe('tableau.png');
  });
});

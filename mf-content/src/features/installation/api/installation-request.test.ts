import { afterEach, describe, expect, it } from 'vitest';
import { stubCms } from '../../../testing/cms-stub';
import { sendInstallationRequest } from './installation-request';

let cms: ReturnType<typeof stubCms>;
afterEach(() => cms.restore());

describe('sendInstallationRequest', () => {
  it('posts the contact and the estimate inputs as JSON and the photo as a file, in one multipart request', async () => {
    cms = stubCms(() => ({ status: 201, body: { data: { documentId: 'r1' } } }));
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

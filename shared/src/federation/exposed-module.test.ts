import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getInstance } from '@module-federation/enhanced/runtime';
import { loadExposedModule } from './exposed-module';

vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: vi.fn() }));

type Instance = NonNullable<ReturnType<typeof getInstance>>;

function instance(remotes: { name: string; entry?: string }[]) {
  const loadRemote = vi.fn(async (id: string) => ({ id }));
  return { options: { remotes }, loadRemote } as unknown as Instance & { loadRemote: typeof loadRemote };
}

const own = instance([{ name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' }]);
const host = instance([
  { name: 'mf_shop', entry: '/remotes/mf-shop/mf-manifest.json' },
  { name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' },
]);
const pageInstances = [own, host];

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getInstance).mockImplementation(((finder?: (candidate: Instance) => boolean) =>
    finder ? (pageInstances.find(finder) ?? null) : own) as typeof getInstance);
});

describe('loadExposedModule', () => {
  it('loads through this section’s own instance when it knows the remote', async () => {
    await expect(loadExposedModule('mf_shop/Widget')).resolves.toEqual({ id: 'mf_shop/Widget' });
    expect(own.loadRemote).toHaveBeenCalledWith('mf_shop/Widget');
    expect(host.loadRemote).not.toHaveBeenCalled();
  });

  it('loads through the instance the host registered the remote in', async () => {
    await expect(loadExposedModule('mf_content/Reviews')).resolves.toEqual({ id: 'mf_content/Reviews' });
    expect(host.loadRemote).toHaveBeenCalledWith('mf_content/Reviews');
    expect(own.loadRemote).not.toHaveBeenCalled();
  });

  it('rejects a remote no instance of the page knows (switched off, or the section alone)', async () => {
    await expect(loadExposedModule('mf_stations/Map')).rejects.toThrow('mf_stations is not registered');
  });

  it('rejects when the runtime loads nothing', async () => {
    own.loadRemote.mockResolvedValueOnce(null as never);
    await expect(loadExposedModule('mf_shop/Widget')).rejects.toThrow('mf_shop/Widget could not be loaded');
  });
});

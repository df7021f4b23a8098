import type { JobFile } from '@rha/contracts/schemas';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../auth/AuthContext';
import { fakeAuth } from '../../testing/renderApp';
import { ReportPhotos } from './ReportPhotos';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function photo(id: string, fileName: string): JobFile {
  return {
    id,
    kind: 'photo',
    fileName,
    contentType: 'image/jpeg',
    size: 1000,
    width: 1600,
    height: 1200,
    capturedAt: '2026-03-12T18:45:00.000Z',
    receivedAt: '2026-03-12T18:46:00.000Z',
  };
}

const panel = photo('9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f', 'panel.jpg');
const meter = photo('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', 'meter.jpg');

/** Watches the tiles like a browser would, letting the test scroll one into view. */
function stubIntersectionObserver() {
  const watched: { node: Element; callback: IntersectionObserverCallback }[] = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(node: Element) {
      watched.push({ node, callback: this.callback });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (node: Element) => {
    for (const entry of watched.filter((watch) => watch.node.contains(node))) {
      entry.callback(
        [{ isIntersecting: true, target: entry.node } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  };
}

function renderGallery() {
  const scrollTo = stubIntersectionObserver();
  const fetch = vi.fn(
    async (address: string, _init?: RequestInit) => new Response(new Blob([address])),
  );
  vi.stubGlobal('fetch', fetch);
  let urls = 0;
  const revoked: string[] = [];
  URL.createObjectURL = vi.fn(() => `blob:photo-${(urls += 1)}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  const view = render(
    <AuthContext.Provider value={fakeAuth({ status: 'authenticated', roles: ['company'] })}>
      <ReportPhotos photos={[panel, meter]} headingLevel={3} />
    </AuthContext.Provider>,
  );
  const fetched = () => fetch.mock.calls.map(([address]) => address);
  return { ...view, scrollTo, fetch, fetched, revoked };
}

describe('the photos of a report', () => {
  it('fetch a thumbnail with the bearer token only once it nears the screen', async () => {
    const { scrollTo, fetch, fetched } = renderGallery();
    expect(fetch).not.toHaveBeenCalled();

    act(() => scrollTo(screen.getByRole('button', { name: 'View panel.jpg' })));
    await waitFor(() => expect(screen.getByRole('img', { name: 'panel.jpg' })).toBeTruthy());
    expect(fetched()).toEqual([`/api/files/${panel.id}/thumbnail`]);
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      headers: { Authorization: 'Bearer test-access-token' },
    });
    expect(screen.getByRole('img', { name: 'panel.jpg' }).getAttribute('src')).toBe('blob:photo-1');
    expect(screen.queryByRole('img', { name: 'meter.jpg' })).toBeNull();
  });

  it('show one full size in a dialog, from where the original downloads under its name', async () => {
    const { fetched } = renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'View meter.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'meter.jpg' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'meter.jpg' })).toBeTruthy(),
    );
    expect(fetched()).toContain(`/api/files/${meter.id}/display`);

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetched()).toContain(`/api/files/${meter.id}/original?download=1`);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('meter.jpg');
  });

  it('let go of the bytes when they leave the page', async () => {
    const { scrollTo, unmount, revoked } = renderGallery();
    act(() => scrollTo(screen.getByRole('button', { name: 'View panel.jpg' })));
    await waitFor(() => expect(screen.getByRole('img', { name: 'panel.jpg' })).toBeTruthy());
    unmount();
    expect(revoked).toEqual(['blob:photo-1']);
  });

  it('say so when there are none', () => {
    render(
      <AuthContext.Provider value={fakeAuth({ status: 'authenticated', roles: ['company'] })}>
        <ReportPhotos photos={[]} headingLevel={3} />
      </AuthContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Photos', level: 3 })).toBeTruthy();
    expect(screen.getByText('No photos yet')).toBeTruthy();
  });
});

import type { ReportPhoto } from '@rha/contracts/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../auth/AuthContext';
import { jobReport } from '../../testing/jobReport';
import { fakeAuth } from '../../testing/renderApp';
import { heldJob } from '../technician/jobs/jobsFixtures';
import { JobPhotos } from './JobPhotos';
import { photoFile, testQueue } from './testQueue';
import { UploadQueueContext } from './UploadQueueContext';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored: ReportPhoto = {
  id: '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f',
  kind: 'photo',
  fileName: 'panel.jpg',
  contentType: 'image/jpeg',
  size: 1000,
  width: 1600,
  height: 1200,
  capturedAt: '2026-03-12T18:45:00.000Z',
  receivedAt: '2026-03-12T18:46:00.000Z',
  strokes: [],
};

function renderPhotos(job = heldJob({ status: 'On site', serviceType: 'remote-eyes' })) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['x']))),
  );
  const setup = testQueue();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={fakeAuth({ status: 'authenticated', roles: ['technician'] })}>
        <UploadQueueContext.Provider value={setup.queue}>
          <JobPhotos job={job} report={job.report ?? jobReport()} />
        </UploadQueueContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...setup, invalidate, job };
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add photos', { selector: 'input' }), {
    target: { files },
  });
}

describe('the photos of a job on site', () => {
  it("counts the photos against the job type's limit and keeps location off by default", () => {
    renderPhotos(
      heldJob({
        status: 'On site',
        serviceType: 'remote-eyes',
        report: jobReport({ photos: [stored] }),
      }),
    );
    expect(screen.getByText('1 of 20 photos')).toBeTruthy();
    expect(
      screen
        .getByRole('checkbox', { name: 'Keep location in photos' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.getByRole('button', { name: 'View panel.jpg' })).toBeTruthy();
    const input = screen.getByLabelText('Add photos', { selector: 'input' });
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(input.getAttribute('multiple')).not.toBeNull();
  });

  it('queues picked photos with the location choice and shows the progress of each', async () => {
    const { attempts } = renderPhotos();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep location in photos' }));
    await act(async () => pick(photoFile('one.jpg'), photoFile('two.jpg')));

    expect(attempts[0]?.file).toMatchObject({ fileName: 'one.jpg', keepLocation: true });
    act(() => attempts[0]?.callbacks.onProgress(500, 1000));
    const uploads = screen.getByRole('list', { name: 'Photos being uploaded' });
    expect(
      within(uploads).getByRole('progressbar', { name: 'one.jpg' }).getAttribute('aria-valuetext'),
    ).toBe('Uploading, 50%');
    expect(
      within(uploads).getByRole('progressbar', { name: 'two.jpg' }).getAttribute('aria-valuetext'),
    ).toBe('Waiting, 0%');
    expect(screen.getByText('2 of 20 photos')).toBeTruthy();
  });

  it('reads the jobs again once a photo is stored', async () => {
    const { attempts, invalidate } = renderPhotos();
    await act(async () => pick(photoFile('one.jpg')));
    await act(async () => attempts[0]?.callbacks.onDone());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/technicians/jobs'] });
    expect(screen.queryByRole('list', { name: 'Photos being uploaded' })).toBeNull();
  });

  it("shows the server's refusal, and the photo can be removed", async () => {
    const { attempts } = renderPhotos();
    await act(async () => pick(photoFile('21st.jpg')));
    await act(async () =>
      attempts[0]?.callbacks.onFailure({
        refused: true,
        code: 'photo_limit',
        message: 'This job takes at most 20 photos',
      }),
    );
    expect(screen.getByText('21st.jpg was not uploaded')).toBeTruthy();
    expect(screen.getByText('This job takes at most 20 photos')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    expect(screen.queryByText('21st.jpg was not uploaded')).toBeNull();
  });

  it('offers no adding once the job no longer allows it', () => {
    renderPhotos(heldJob({ status: 'Completed', report: jobReport({ photos: [stored] }) }));
    expect(screen.queryByLabelText('Add photos', { selector: 'input' })).toBeNull();
    expect(screen.queryByText(/of \d+ photos/)).toBeNull();
    expect(screen.getByRole('button', { name: 'View panel.jpg' })).toBeTruthy();
  });
});

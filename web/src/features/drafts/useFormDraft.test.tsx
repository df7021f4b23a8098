import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDraftKey, formDraftStore } from './formDraft';
import { useFormDraft } from './useFormDraft';

interface NoteValues {
  title: string;
  body: string;
  captchaToken: string;
}

const KEY = formDraftKey('note', 'record-1');
const EMPTY: NoteValues = { title: '', body: '', captchaToken: '' };

/** A form as the app's forms are: react-hook-form, optionally following the server's values. */
function NoteForm({ stored, onSaved }: { stored?: NoteValues; onSaved?: () => void }) {
  const form = useForm<NoteValues>({
    defaultValues: EMPTY,
    values: stored,
    resetOptions: { keepDirtyValues: true },
  });
  const draft = useFormDraft(form, KEY, { exclude: ['captchaToken'] });
  const { register, handleSubmit, formState } = form;
  return (
    <form
      aria-label="Note"
      onSubmit={handleSubmit(() => {
        draft.clear();
        form.reset(EMPTY);
        onSaved?.();
      })}
    >
      <input aria-label="Title" {...register('title')} />
      <input aria-label="Body" {...register('body')} />
      <input aria-label="Captcha" {...register('captchaToken')} />
      <span role="alert">{formState.errors.title?.message}</span>
      <button type="submit">Save</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useFormDraft', () => {
  it('keeps what is typed, under the form key, and puts it back when the form opens again', async () => {
    const { unmount } = render(<NoteForm />);
    type('Title', 'Generator check');
    type('Captcha', 'one-time-answer');
    await waitFor(() =>
      expect(formDraftStore(KEY).read()?.values).toEqual({ title: 'Generator check' }),
    );
    expect(KEY).toBe('rha.draft.note.record-1');
    unmount();

    render(<NoteForm />);
    await waitFor(() => expect(field('Title').value).toBe('Generator check'));
    expect(field('Captcha').value).toBe('');
  });

  it("keeps only the fields typed, so the others follow the server's data when it changes", async () => {
    const stored = { title: 'Stored title', body: 'Stored body', captchaToken: '' };
    const { unmount } = render(<NoteForm stored={stored} />);
    await waitFor(() => expect(field('Body').value).toBe('Stored body'));
    type('Title', 'Typed title');
    await waitFor(() =>
      expect(formDraftStore(KEY).read()?.values).toEqual({ title: 'Typed title' }),
    );
    unmount();

    render(<NoteForm stored={{ ...stored, body: 'Changed elsewhere' }} />);
    await waitFor(() => expect(field('Title').value).toBe('Typed title'));
    expect(field('Body').value).toBe('Changed elsewhere');
  });

  it('writes a change still waiting when the page goes away', () => {
    render(<NoteForm />);
    type('Body', 'Fuel is low');
    expect(formDraftStore(KEY).read()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(formDraftStore(KEY).read()?.values).toMatchObject({ body: 'Fuel is low' });
  });

  it("wins over the server's data for the fields it holds, and only those", async () => {
    localStorage.setItem(KEY, JSON.stringify({ values: { title: 'Typed offline' } }));
    render(<NoteForm stored={{ title: 'Stored title', body: 'Stored body', captchaToken: '' }} />);
    await waitFor(() => expect(field('Title').value).toBe('Typed offline'));
    expect(field('Body').value).toBe('Stored body');
  });

  it('is forgotten once the server has accepted the submission', async () => {
    const saved = vi.fn();
    render(<NoteForm onSaved={saved} />);
    type('Title', 'Done');
    window.dispatchEvent(new Event('pagehide'));
    expect(formDraftStore(KEY).read()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('counts an unreadable draft as none', () => {
    localStorage.setItem(KEY, '{not json');
    render(<NoteForm />);
    expect(field('Title').value).toBe('');
    cleanup();
    localStorage.setItem(KEY, JSON.stringify({ values: ['title'] }));
    render(<NoteForm />);
    expect(field('Title').value).toBe('');
  });

  it('keeps the page working when the storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<NoteForm />);
    type('Title', 'Still typing');
    window.dispatchEvent(new Event('pagehide'));
    expect(field('Title').value).toBe('Still typing');
  });

  it('leaves another open form of the same draft alone while this one is typed into', () => {
    render(
      <>
        <NoteForm />
        <NoteForm />
      </>,
    );
    const [typedInto, other] = screen.getAllByLabelText<HTMLInputElement>('Title');
    fireEvent.change(typedInto!, { target: { value: 'Generator check' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(formDraftStore(KEY).read()?.values).toMatchObject({ title: 'Generator check' });
    expect(other!.value).toBe('');
  });

  it("shows a draft put back by the queue, with the server's errors, in a form already open", async () => {
    render(<NoteForm />);
    formDraftStore(KEY).write({
      values: { title: 'x' },
      fieldErrors: [{ field: 'title', message: 'Title is too short' }],
    });
    await waitFor(() => expect(field('Title').value).toBe('x'));
    // The field's value is set on the element at once; its error shows on the next render.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Title is too short'));
  });
});

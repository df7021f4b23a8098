import { INTERVIEW_NOTE_MAX, messages } from '@rha/contracts';
import { Button, FormAlert, Stack, TextArea } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { useAddInterviewNote } from '../../../api/adminTechnicians';
import { failureMessage, RequestError } from '../../../api/requestError';
import { errorFor } from '../../technician/profileDraft';

/**
 * Adds one dated note to the interview notes from the read view; the service stamps it with the
 * admin and the time, and keeps the notes as they were in the audit.
 */
export function InterviewNoteForm({ technicianId }: { technicianId: string }) {
  const add = useAddInterviewNote(technicianId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setFailure(null);
    setAdded('');
    if (!text.trim()) {
      setError(messages.admin.interviewNoteRequired);
      return;
    }
    try {
      await add.mutateAsync({ text: text.trim() });
      setText('');
      setAdded('Interview note added.');
    } catch (refusal) {
      if (refusal instanceof RequestError) setError(errorFor(refusal.fieldErrors, 'text'));
      setFailure(failureMessage(refusal) ?? 'The interview note could not be added.');
    }
  };

  return (
    <form noValidate aria-label="Add an interview note" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap={3}>
        <TextArea
          label="New interview note"
          hint="Added under the notes with today's date and your name."
          value={text}
          rows={3}
          maxLength={INTERVIEW_NOTE_MAX}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button
            type="submit"
            variant="secondary"
            loading={add.isPending}
            loadingLabel="Saving..."
          >
            Add note
          </Button>
        </div>
        {failure && <FormAlert title={failure} />}
        <p role="status">{added}</p>
      </Stack>
    </form>
  );
}

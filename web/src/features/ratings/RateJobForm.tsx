import { zodResolver } from '@hookform/resolvers/zod';
import { RATING_SCORE_LABELS, RATING_SCORES } from '@rha/contracts/reference';
import { newRatingSchema, type NewRating, type NewRatingInput } from '@rha/contracts/schemas';
import { Button, FormAlert, RadioGroup, Stack, TextArea, useToast } from '@rha/design-system';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from '../../api/requestError';
import { useRateJob, type Rater } from '../../api/ratings';
import { registerField } from '../forms/registerField';
import { applyServerErrors } from '../signup/applyServerErrors';
import { RATING_SENT } from './notices';

const SCORE_OPTIONS = RATING_SCORES.map((score) => ({
  value: String(score),
  label: `${score} – ${RATING_SCORE_LABELS[score]}`,
}));

/** The rater's score from 1 to 5 and an optional comment, sent once. */
export function RateJobForm({ rater, requestId }: { rater: Rater; requestId: string }) {
  const rate = useRateJob(rater, requestId);
  const { toast } = useToast();
  const form = useForm<NewRatingInput, unknown, NewRating>({
    resolver: zodResolver(newRatingSchema),
    defaultValues: { comment: '' },
  });
  const { control, handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async (rating) => {
    try {
      await rate.mutateAsync(rating);
      toast(RATING_SENT);
    } catch (error) {
      applyServerErrors(error, ['score', 'comment'], setError);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap={3} align="start">
        {rate.error && !form.formState.errors.score && !form.formState.errors.comment && (
          <FormAlert title="The rating was not sent">
            <p>{failureMessage(rate.error) ?? 'Unknown error'}</p>
          </FormAlert>
        )}
        <Controller
          control={control}
          name="score"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={rater === 'company' ? 'Rate the technician' : 'Rate the company'}
              options={SCORE_OPTIONS}
              orientation="vertical"
              value={field.value === undefined ? '' : String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextArea label="Comment" rows={3} {...registerField(form, 'comment')} />
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </Stack>
    </form>
  );
}

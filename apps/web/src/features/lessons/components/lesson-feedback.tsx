import { Alert, Button, Fieldset, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { LESSON_LIMITS, type TLesson } from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck } from '../../../components/icons';
import { messageForError } from '../../../lib/forms/field-error';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useLessonFeedback } from '../api/lessons-api';

const MAX_RATING = 5;
type TFeedback = NonNullable<TLesson['feedback']>;

/**
 * The rating of a completed lesson. Its student rates it (1–5 and a comment) and may change the rating
 * later; a tutor or admin reads what the student gave.
 */
export function LessonFeedback({ lesson, readOnly }: { lesson: TLesson; readOnly: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(lesson.feedback === null);
  const [thanked, setThanked] = useState(false);
  if (readOnly) {
    return lesson.feedback ? (
      <StoredFeedback
        feedback={lesson.feedback}
        heading={t('tasks:lessons.feedback.studentRated', { name: fullName(lesson.student) })}
      />
    ) : (
      <Text c="dark.6">{t('tasks:lessons.feedback.notRatedYet', { name: fullName(lesson.student) })}</Text>
    );
  }
  if (!editing && lesson.feedback) {
    return (
      <StoredFeedback
        feedback={lesson.feedback}
        heading={thanked ? t('tasks:lessons.feedback.thanks') : t('tasks:lessons.feedback.yourRating')}
        announce={thanked}
        onChange={() => {
          setThanked(false);
          setEditing(true);
        }}
      />
    );
  }
  return (
    <FeedbackForm
      lessonId={lesson.id}
      initial={lesson.feedback}
      onSaved={() => {
        setThanked(true);
        setEditing(false);
      }}
      onCancel={lesson.feedback ? () => setEditing(false) : undefined}
    />
  );
}

/** A given rating in words and stars, with its comment; "Change" when it is the reader's own. */
function StoredFeedback({
  feedback,
  heading,
  announce = false,
  onChange,
}: {
  feedback: TFeedback;
  heading: string;
  announce?: boolean;
  onChange?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Stack gap="xs" role={announce ? 'status' : undefined}>
      <Text fw={600}>{heading}</Text>
      <Group gap="sm" align="center">
        <Rating value={feedback.rating} count={MAX_RATING} readOnly aria-hidden />
        <Text>
          {t('tasks:lessons.feedback.ratingValue', {
            rating: formatNumber(feedback.rating, language),
            max: formatNumber(MAX_RATING, language),
          })}
        </Text>
      </Group>
      {feedback.comment ? (
        <Text c="dark.6" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {feedback.comment}
        </Text>
      ) : null}
      {onChange ? (
        <Button variant="default" size="compact-sm" onClick={onChange} style={{ alignSelf: 'flex-start' }}>
          {t('tasks:lessons.feedback.change')}
        </Button>
      ) : null}
    </Stack>
  );
}

function FeedbackForm({
  lessonId,
  initial,
  onSaved,
  onCancel,
}: {
  lessonId: number;
  initial: TFeedback | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const save = useLessonFeedback(lessonId);
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [checked, setChecked] = useState(false);
  const ratingError = checked && rating < 1 ? t('tasks:lessons.feedback.ratingRequired') : null;
  const failure = save.isError ? messageForError(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rating < 1) return;
    save.mutate({ rating, comment: comment.trim() }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t('tasks:lessons.feedback.ratingLegend')} variant="unstyled">
          {/* Space or Enter on a star chooses it (Mantine's keyboard way); Enter must not send the form too. */}
          <Stack gap={4} onKeyDownCapture={(event) => event.key === 'Enter' && event.preventDefault()}>
            <Rating
              value={rating}
              onChange={setRating}
              count={MAX_RATING}
              size="lg"
              getSymbolLabel={(value) => t('tasks:lessons.feedback.stars', { count: value })}
              aria-describedby={ratingError ? 'lesson-rating-error' : undefined}
            />
            {ratingError ? (
              <Text size="sm" c="red.8" id="lesson-rating-error">
                {ratingError}
              </Text>
            ) : null}
          </Stack>
        </Fieldset>
        <Textarea
          label={t('tasks:lessons.feedback.comment')}
          description={t('tasks:lessons.feedback.commentHelp', {
            used: comment.length,
            max: LESSON_LIMITS.commentMax,
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value.slice(0, LESSON_LIMITS.commentMax))}
          maxLength={LESSON_LIMITS.commentMax}
          rows={3}
          resize="vertical"
        />
        {failure ? (
          <Alert color="red" icon={<IconAlert size={18} />} role="alert">
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} leftSection={<IconCheck size={16} />}>
            {t('tasks:lessons.feedback.submit')}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

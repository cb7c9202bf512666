import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, HStack, Stack, Text, chakra } from '@chargemaroc/shared/ui/layout';
import { Textarea } from '@chargemaroc/shared/ui/textarea';
import { revealFirstError } from '@chargemaroc/shared/ui/fields';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { isApiError } from '@chargemaroc/shared/api';
import { canSubmitComment, validateComment } from '@chargemaroc/shared/contracts/comment';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { commentLabels } from '../labels';
import type { CommentDraftInput } from '../model/comment-draft';
import { RatingInput } from './RatingInput';

interface CommentFormProps {
  targetType: 'product' | 'article';
  /** Set when replying; replies carry no rating. */
  parentId?: string | null;
  isSignedIn: boolean;
  /** The rating of the shopper's own review, which this one would replace; null: none. */
  replacesRating?: number | null;
  onSubmit: (draft: CommentDraftInput) => Promise<unknown>;
  onDone: () => void;
}

/** A server refusal that names the broken rule is shown as sent; anything else gets the generic failure. */
function submitFailureMessage(error: unknown): string {
  return isApiError(error) && error.code === 'BAD_REQUEST' ? error.message : messages.comments.submitError;
}

export function CommentForm({
  targetType,
  parentId = null,
  isSignedIn,
  replacesRating = null,
  onSubmit,
  onDone,
}: CommentFormProps) {
  const fieldId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const asksRating = targetType === 'product' && parentId === null;
  const tooShort = touched && text.length > 0 && !canSubmitComment(text);
  // each message beside what it is about: a missing rating under the stars, the rest under the text
  const ratingProblem = problem === messages.comments.ratingRequired ? problem : null;
  const textProblem = ratingProblem ? null : (problem ?? (tooShort ? messages.comments.tooShort : null));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const draft = { comment: text, rating: asksRating ? rating : null, parentId, target: targetType };
    const invalid = validateComment(draft, isSignedIn);
    setProblem(invalid);
    if (invalid) {
      revealFirstError(form.current);
      return;
    }
    setSending(true);
    try {
      await onSubmit({ comment: text.trim(), rating: draft.rating, parentId });
      notify({ type: 'success', title: messages.comments.submitted });
      onDone();
    } catch (error) {
      setProblem(submitFailureMessage(error));
      setSending(false);
      revealFirstError(form.current);
    }
  }

  return (
    <chakra.form ref={form} display="flex" flexDirection="column" gap="3" onSubmit={handleSubmit} noValidate>
      {asksRating && replacesRating !== null && (
        <Text fontSize="sm" bg="orange.50" borderWidth="1px" borderColor="orange.200" rounded="md" p="3">
          {formatMessage(commentLabels.replaceNotice, { rating: replacesRating })}
        </Text>
      )}
      {asksRating && (
        <Stack gap="1" data-invalid={ratingProblem ? '' : undefined}>
          <Text fontSize="sm" fontWeight="medium">
            {commentLabels.fieldRating}
          </Text>
          <RatingInput
            value={rating}
            error={ratingProblem}
            errorId={`${fieldId}-rating-error`}
            onChange={(chosen) => {
              setRating(chosen);
              if (problem === messages.comments.ratingRequired) setProblem(null);
            }}
          />
        </Stack>
      )}
      <Stack gap="1">
        <chakra.label htmlFor={fieldId} fontSize="sm" fontWeight="medium">
          {parentId ? commentLabels.fieldReply : commentLabels.fieldComment}
        </chakra.label>
        <Textarea
          id={fieldId}
          value={text}
          rows={parentId ? 3 : 4}
          placeholder={commentLabels.placeholder}
          aria-invalid={textProblem !== null}
          aria-describedby={textProblem ? `${fieldId}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem === messages.comments.tooShort) setProblem(null);
          }}
          onBlur={() => setTouched(true)}
        />
      </Stack>
      {textProblem && (
        <Text id={`${fieldId}-error`} role="alert" color="fg.error" fontSize="sm">
          {textProblem}
        </Text>
      )}
      <HStack justify="flex-end" gap="2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {messages.common.cancel}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={sending || !canSubmitComment(text)}
          loading={sending}
          loadingText={commentLabels.sending}
        >
          {parentId
            ? commentLabels.submitReply
            : asksRating && replacesRating !== null
              ? commentLabels.replaceSubmit
              : commentLabels.submit}
        </Button>
      </HStack>
    </chakra.form>
  );
}

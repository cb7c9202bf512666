/** Loads a target's comments (and, for products, its rating summary) and submits new ones. */
import { useCallback, useEffect, useState } from 'react';
import type { Comment, RatingSummary } from '@chargemaroc/shared/contracts/comment';
import {
  fetchComments,
  fetchRatingSummary,
  postComment,
  type CommentTargetRef,
  type NewComment,
} from '../api/comments-api';

interface CommentsState {
  comments: Comment[];
  summary: RatingSummary | null;
  loading: boolean;
  failed: boolean;
}

const initialState: CommentsState = { comments: [], summary: null, loading: true, failed: false };

export function useComments({ targetType, targetId }: CommentTargetRef) {
  const [state, setState] = useState<CommentsState>(initialState);
  const [version, setVersion] = useState(0);

  // A new target remounts the section (see the Reviews adapter), so only the first load shows as loading.
  useEffect(() => {
    const controller = new AbortController();
    const target = { targetType, targetId };
    Promise.all([
      fetchComments(target, controller.signal),
      targetType === 'product' ? fetchRatingSummary(target, controller.signal) : Promise.resolve(null),
    ])
      .then(([comments, summary]) => setState({ comments, summary, loading: false, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted)
          setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
    return () => controller.abort();
  }, [targetType, targetId, version]);

  /** Posts, then reloads so the list and the summary show the server's view. Throws on failure. */
  const submit = useCallback(
    async (draft: Omit<NewComment, keyof CommentTargetRef>) => {
      const created = await postComment({ ...draft, targetType, targetId });
      setState((previous) => ({ ...previous, comments: [created, ...previous.comments] }));
      setVersion((current) => current + 1);
      return created;
    },
    [targetType, targetId],
  );

  return { ...state, submit };
}

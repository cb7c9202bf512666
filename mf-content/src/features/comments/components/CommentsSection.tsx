import { useState } from 'react';
import { Button, HStack, Heading, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Separator, Skeleton } from '@chargemaroc/shared/ui/content';
import { threadComments } from '@chargemaroc/shared/contracts/comment';
import { threadCount } from '@chargemaroc/shared/domain/ratings';
import { formatMessage } from '@chargemaroc/shared/messages';
import { selectIsAuthenticated, useSession } from '@chargemaroc/shared/stores/session';
import { useComments } from '../hooks/use-comments';
import { useHelpfulVotes } from '../hooks/helpful-votes';
import { commentLabels } from '../labels';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { RatingSummaryPanel } from './RatingSummaryPanel';
import { SignedOutNotice } from './SignedOutNotice';

export interface CommentsSectionProps {
  targetType: 'product' | 'article';
  targetId: string;
}

/** Comments of an article or reviews of a product: summary, threads, helpful votes and forms. */
export function CommentsSection({ targetType, targetId }: CommentsSectionProps) {
  const isSignedIn = useSession(selectIsAuthenticated);
  const { comments, summary, loading, failed, submit } = useComments({ targetType, targetId });
  const { hasVoted, vote } = useHelpfulVotes();
  const [formOpen, setFormOpen] = useState(false);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const threads = threadComments(comments);
  const headingId = `comments-${targetType}-${targetId}`;

  return (
    <Stack as="section" gap="5" aria-labelledby={headingId} data-testid="comments-section">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {commentLabels.title[targetType]}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal" data-testid="comments-count">
            {formatMessage(commentLabels.count, { count: threadCount(comments, targetType) })}
          </Text>
        </Heading>
        {isSignedIn && (
          <Button
            size="sm"
            variant={formOpen ? 'outline' : 'solid'}
            aria-expanded={formOpen}
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? commentLabels.closeForm : commentLabels.openForm[targetType]}
          </Button>
        )}
      </HStack>

      {!isSignedIn && <SignedOutNotice />}
      {isSignedIn && formOpen && (
        <CommentForm
          targetType={targetType}
          isSignedIn={isSignedIn}
          // one review per shopper and product: a new one replaces theirs, and the form says so first
          replacesRating={targetType === 'product' ? (summary?.userRating ?? null) : null}
          onSubmit={submit}
          onDone={() => setFormOpen(false)}
        />
      )}

      {targetType === 'product' && summary && summary.totalRatings > 0 && (
        <RatingSummaryPanel summary={summary} />
      )}

      {loading && comments.length === 0 ? (
        <Stack gap="3" aria-busy>
          <Skeleton h="16" />
          <Skeleton h="16" />
        </Stack>
      ) : failed && comments.length === 0 ? (
        <Text color="fg.error" role="alert">
          {commentLabels.loadError}
        </Text>
      ) : threads.length === 0 ? (
        <Text color="fg.muted">{commentLabels.empty}</Text>
      ) : (
        <Stack gap="5" separator={<Separator />}>
          {threads.map((thread) => (
            <CommentItem
              key={thread.id}
              comment={thread}
              hasVoted={hasVoted(thread.id)}
              onHelpful={() => vote(thread.id)}
              onReply={() => setReplyingTo((current) => (current === thread.id ? null : thread.id))}
            >
              {replyingTo === thread.id &&
                (isSignedIn ? (
                  <CommentForm
                    targetType={targetType}
                    parentId={thread.id}
                    isSignedIn={isSignedIn}
                    onSubmit={submit}
                    onDone={() => setReplyingTo(null)}
                  />
                ) : (
                  <SignedOutNotice />
                ))}
              {thread.replies.length > 0 && (
                <Stack
                  as="ul"
                  listStyleType="none"
                  gap="4"
                  mt="3"
                  ps="4"
                  borderStartWidth="2px"
                  aria-label={formatMessage(commentLabels.repliesOf, { name: thread.userName })}
                  data-testid="comment-replies"
                >
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem
                        comment={reply}
                        hasVoted={hasVoted(reply.id)}
                        onHelpful={() => vote(reply.id)}
                      />
                    </li>
                  ))}
                </Stack>
              )}
            </CommentItem>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

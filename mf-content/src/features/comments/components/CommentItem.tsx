import type { ReactNode } from 'react';
import { Avatar } from '@chargemaroc/shared/ui/avatar';
import { Box, Button, HStack, Stack, Text, chakra } from '@chargemaroc/shared/ui/layout';
import type { Comment } from '@chargemaroc/shared/contracts/comment';
import { formatDateLong } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { commentLabels } from '../labels';
import { StarRow } from './StarRow';

interface CommentItemProps {
  comment: Comment;
  hasVoted: boolean;
  onHelpful: () => void;
  /** Given only for top-level comments: replies cannot be answered. */
  onReply?: () => void;
  /** Replies and the reply form, under the comment. */
  children?: ReactNode;
}

export function CommentItem({ comment, hasVoted, onHelpful, onReply, children }: CommentItemProps) {
  // The vote is local: the count shown adds this browser's vote to the server's count.
  const helpfulCount = comment.helpful + (hasVoted ? 1 : 0);
  return (
    <Box as="article" data-testid="comment" aria-label={comment.userName}>
      <HStack align="start" gap="3">
        <Avatar.Root size="sm">
          <Avatar.Fallback name={comment.userName} />
          {comment.userAvatar && <Avatar.Image src={comment.userAvatar} alt="" />}
        </Avatar.Root>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">{comment.userName}</Text>
            {comment.createdAt && (
              <chakra.time dateTime={comment.createdAt} fontSize="sm" color="fg.muted">
                {formatDateLong(comment.createdAt)}
              </chakra.time>
            )}
          </HStack>
          {comment.rating !== null && (
            <StarRow
              rating={comment.rating}
              label={formatMessage(commentLabels.ratingGiven, { rating: comment.rating })}
            />
          )}
          <Text whiteSpace="pre-line">{comment.comment}</Text>
          <HStack gap="2">
            <Button
              size="xs"
              variant="ghost"
              aria-pressed={hasVoted}
              disabled={hasVoted}
              title={hasVoted ? commentLabels.helpfulDone : undefined}
              onClick={onHelpful}
            >
              {formatMessage(messages.comments.helpful, { count: helpfulCount })}
            </Button>
            {onReply && (
              <Button size="xs" variant="ghost" onClick={onReply}>
                {messages.comments.reply}
              </Button>
            )}
          </HStack>
          {children}
        </Stack>
      </HStack>
    </Box>
  );
}

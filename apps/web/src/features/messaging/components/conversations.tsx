import { messagingTexts } from '@bonneroute/shared/messaging';
import { Spinner } from '@/components/ui/spinner';
import { Notice } from '@/components/ui/notice';
import { useUserMessages } from '../api/get-user-messages';
import { groupConversations } from '../lib/conversations';
import { ConversationCard } from './conversation-card';
import styles from './conversations.module.css';

interface ConversationsProps {
  userId: number;
  /** Only the most recent ones (the dashboard shows 2, docs/product/messaging.md). */
  limit?: number;
}

/** A user's conversations about trips, newest first, each with an answer box. */
export function Conversations({ userId, limit }: ConversationsProps) {
  const query = useUserMessages(userId);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Notice tone="error">{query.error.message}</Notice>;
  const conversations = groupConversations(query.data, userId).slice(0, limit);
  if (conversations.length === 0) return <p>{messagingTexts.noMessages}</p>;
  return (
    <ul className={styles.list}>
      {conversations.map((conversation) => (
        <li key={conversation.key}>
          <ConversationCard conversation={conversation} userId={userId} />
        </li>
      ))}
    </ul>
  );
}

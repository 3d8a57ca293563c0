import { useState } from 'react';
import { blockTexts } from '@bonneroute/shared/blocks';
import { formatInstant } from '@bonneroute/shared/dates';
import { commonTexts } from '@bonneroute/shared/texts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useBlockedMembers, useUnblockMember } from '@/lib/blocks';
import { usePageHead } from '@/lib/use-page-head';
import { useUserId } from '../hooks/use-user-id';
import styles from '../components/profile/profile.module.css';

/** docs/product/messaging.md « Membres bloqués »: whom I blocked, and « Débloquer ». */
export default function BlockedMembersPage() {
  usePageHead(blockTexts.listTitle);
  const userId = useUserId();
  const list = useBlockedMembers(userId);
  const unblock = useUnblockMember();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  function onUnblock(member: { utilisateur_id: number; prenom: string }) {
    unblock.mutate(
      { userId, memberId: member.utilisateur_id },
      {
        onSuccess: () => setMessage({ tone: 'success', text: blockTexts.unblocked(member.prenom) }),
        onError: (caught) =>
          setMessage({
            tone: 'error',
            text: caught instanceof ApiError ? caught.detail : commonTexts.genericError,
          }),
      },
    );
  }

  return (
    <>
      <h1>{blockTexts.listTitle}</h1>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Notice tone="error">{list.error.message}</Notice> : null}
      {list.data && list.data.length === 0 ? <p>{blockTexts.listEmpty}</p> : null}
      <ul className={styles.list} aria-label={blockTexts.listTitle}>
        {list.data?.map((member) => (
          <li key={member.utilisateur_id} className={styles.item}>
            <span>
              <Avatar src={member.avatar} alt="" size={40} /> <strong>{member.prenom}</strong>
              <br />
              <small>{blockTexts.blockedSince(formatInstant(member.created_at, 'long'))}</small>
            </span>
            <Button
              variant="secondary"
              size="small"
              disabled={unblock.isPending}
              onClick={() => onUnblock(member)}
              aria-label={`${blockTexts.unblockAction} ${member.prenom}`}
            >
              {blockTexts.unblockAction}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

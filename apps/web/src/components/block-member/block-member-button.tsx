import { useState } from 'react';
import { blockTexts } from '@bonneroute/shared/blocks';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useBlockMember } from '@/lib/blocks';
import styles from './block-member.module.css';

/**
 * « Bloquer ce membre », after a dialog saying what it does (the member is not told). Shown to a
 * signed-in member about someone else only; `onBlocked` lets the page move on.
 */
export function BlockMemberButton({
  member,
  onBlocked,
  compact,
}: {
  member: { id: number; prenom: string };
  onBlocked?: () => void;
  /** « Bloquer » only (named for screen readers): beside a chat message. */
  compact?: boolean;
}) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const block = useBlockMember();
  if (!user || user.id === member.id) return null;
  if (done && !compact) return <Notice tone="success">{blockTexts.blocked(member.prenom)}</Notice>;

  function confirm() {
    block.mutate(
      { userId: user!.id, memberId: member.id },
      {
        onSuccess: () => {
          setOpen(false);
          setDone(true);
          onBlocked?.();
        },
        onError: (caught) =>
          setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError),
      },
    );
  }

  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-label={compact ? `${blockTexts.blockAction} : ${member.prenom}` : undefined}
      >
        {compact ? blockTexts.confirm : blockTexts.blockAction}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={blockTexts.dialogTitle(member.prenom)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {blockTexts.cancel}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={block.isPending}>
              {blockTexts.confirm}
            </Button>
          </>
        }
      >
        <ul className={styles.effects}>
          {blockTexts.dialogEffects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </Dialog>
    </>
  );
}

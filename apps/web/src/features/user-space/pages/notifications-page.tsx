import { formatInstant } from '@bonneroute/shared/dates';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_ACTIONS, NOTIFICATION_TYPES } from '@bonneroute/shared/notifications';
import { buildPath } from '@bonneroute/shared/routes';
import { userSpaceTexts } from '@bonneroute/shared/user-space';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageHead } from '@/lib/use-page-head';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { useUserId } from '../hooks/use-user-id';
import { NotificationSettings } from '../components/notification-settings';
import styles from '../components/profile/profile.module.css';

/**
 * docs/product/messaging.md Notifications: title Vos notifications; the date and the type, read when seen. The type
 * is shown by its French title (never a raw code such as PAIEMENT_EFFECTUE).
 */
export default function NotificationsPage() {
  usePageHead('Vos notifications');
  const userId = useUserId();
  const [page, setPage] = useState(1);
  const list = useNotifications(userId, page);
  const markRead = useMarkNotificationsRead(userId);
  const { mutate } = markRead;

  const unseen = list.data?.data.filter((item) => item.lu === 0).map((item) => item.id) ?? [];
  const unseenKey = unseen.join(',');
  useEffect(() => {
    // Shown on screen = seen: the page marks what it displays as read.
    if (unseenKey) mutate(unseenKey.split(',').map(Number));
  }, [unseenKey, mutate]);

  return (
    <>
      <h1>Vos notifications</h1>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Notice tone="error">{list.error.message}</Notice> : null}
      {list.data && list.data.data.length === 0 ? <p>{userSpaceTexts.notificationsEmpty}</p> : null}
      <ul className={styles.list}>
        {list.data?.data.map((item) => (
          <li key={item.id} className={styles.item}>
            <div>
              <strong>{NOTIFICATION_TYPES[item.type_notif_code] ?? item.libelle}</strong>
              {item.details ? <p>{item.details}</p> : null}
              {NOTIFICATION_ACTIONS[item.type_notif_code] ? (
                <p>
                  <Link to={NOTIFICATION_ACTIONS[item.type_notif_code]!.path}>
                    {NOTIFICATION_ACTIONS[item.type_notif_code]!.label}
                  </Link>
                </p>
              ) : null}
              <small>
                Le{' '}
                <time dateTime={item.date_publication}>
                  {formatInstant(item.date_publication, 'longTime')}
                </time>
                {item.trajet_id !== null && !NOTIFICATION_ACTIONS[item.type_notif_code] ? (
                  <>
                    {' · '}
                    <Link to={buildPath('covoiturage', { id: item.trajet_id })}>
                      Voir le trajet
                    </Link>
                  </>
                ) : null}
              </small>
            </div>
            {item.lu === 0 ? <span className={styles.pending}>Nouveau</span> : null}
          </li>
        ))}
      </ul>
      {list.data && list.data.meta.last_page > 1 ? (
        <div>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Précédentes
          </Button>{' '}
          <Button
            variant="secondary"
            disabled={page >= list.data.meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            Suivantes
          </Button>
        </div>
      ) : null}
      {userId ? <NotificationSettings userId={userId} /> : null}
    </>
  );
}

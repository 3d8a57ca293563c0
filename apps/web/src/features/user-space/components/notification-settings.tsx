import { useEffect, useState } from 'react';
import { pushTexts, type NotificationPreference } from '@bonneroute/shared/notifications';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import {
  pushSupported,
  subscribeThisDevice,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '../api/notification-settings';
import styles from './notification-settings.module.css';

type DeviceState = 'inconnu' | 'actif' | 'refuse' | 'non-supporte';

function initialDeviceState(): DeviceState {
  if (!pushSupported()) return 'non-supporte';
  if (Notification.permission === 'denied') return 'refuse';
  return Notification.permission === 'granted' ? 'actif' : 'inconnu';
}

/** This phone's push subscription: asked from the member's click only. */
function ThisDevice({ userId }: { userId: number }) {
  const [state, setState] = useState<DeviceState>('inconnu');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setState(initialDeviceState()), []);
  if (state === 'non-supporte') return <p>{pushTexts.unsupported}</p>;
  if (state === 'refuse') return <Notice tone="warning">{pushTexts.denied}</Notice>;
  return (
    <div className={styles.device}>
      {state === 'actif' ? <p>{pushTexts.enabled}</p> : null}
      <Button
        variant={state === 'actif' ? 'secondary' : 'primary'}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          subscribeThisDevice(userId)
            .then((outcome) => setState(outcome === 'granted' ? 'actif' : 'refuse'))
            .catch((failure: unknown) =>
              setError(failure instanceof Error ? failure.message : pushTexts.unsupported),
            )
            .finally(() => setBusy(false));
        }}
      >
        {state === 'actif' ? 'Réactiver sur cet appareil' : pushTexts.enable}
      </Button>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}

/** « Réglages des notifications »: e-mail and push for each kind of event. */
export function NotificationSettings({ userId }: { userId: number }) {
  const settings = useNotificationSettings(userId);
  const save = useSaveNotificationSettings(userId);
  const [saved, setSaved] = useState(false);
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <Notice tone="error">{settings.error.message}</Notice>;

  function toggle(item: NotificationPreference, channel: 'email' | 'push', on: boolean) {
    setSaved(false);
    const next = settings.data!.map(({ categorie, email, push }) =>
      categorie === item.categorie
        ? { categorie, email, push, [channel]: on }
        : { categorie, email, push },
    );
    save.mutate(next, { onSuccess: () => setSaved(true) });
  }

  return (
    <section aria-labelledby="reglages-titre" className={styles.settings}>
      <h2 id="reglages-titre">Réglages des notifications</h2>
      <ThisDevice userId={userId} />
      <table className={styles.table}>
        <caption className="visually-hidden">E-mail et notifications par type d’événement</caption>
        <thead>
          <tr>
            <th scope="col">Événement</th>
            <th scope="col">E-mail</th>
            <th scope="col">Notification</th>
          </tr>
        </thead>
        <tbody>
          {settings.data.map((item) => (
            <tr key={item.categorie}>
              <th scope="row">
                {item.libelle}
                <small>{item.description}</small>
              </th>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${item.libelle} par e-mail`}
                  checked={item.email}
                  disabled={save.isPending}
                  onChange={(event) => toggle(item, 'email', event.target.checked)}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${item.libelle} en notification`}
                  checked={item.push}
                  disabled={save.isPending}
                  onChange={(event) => toggle(item, 'push', event.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {save.isError ? <Notice tone="error">{save.error.message}</Notice> : null}
      {saved ? <Notice tone="success">{pushTexts.saved}</Notice> : null}
    </section>
  );
}

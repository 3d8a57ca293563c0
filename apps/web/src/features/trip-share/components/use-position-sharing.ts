import { useEffect, useState } from 'react';
import { TRIP_SHARE_POSITION_SECONDS, tripShareTexts } from '@bonneroute/shared/trip-share';
import { sendPositionIfConnected } from '@/lib/realtime';
import { sendPosition } from '../api/trip-share';

type State = { status: 'off' | 'on' } | { status: 'error'; message: string };

/**
 * While `on`: the phone's position (watchPosition) goes to the link's viewers at most every
 * 30 s — the first fix at once, then the latest one each period — over the socket, or by HTTP
 * when the socket is down.
 */
export function usePositionSharing(token: string | null, on: boolean): State {
  const [state, setState] = useState<State>({ status: 'off' });
  useEffect(() => {
    if (!token || !on) {
      setState({ status: 'off' });
      return;
    }
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', message: tripShareTexts.positionUnavailable });
      return;
    }
    let lastSent = 0;
    let pending: GeolocationPosition | null = null;
    const send = (fix: GeolocationPosition) => {
      lastSent = Date.now();
      pending = null;
      const { latitude, longitude, accuracy } = fix.coords;
      const position = {
        latitude,
        longitude,
        precision: Number.isFinite(accuracy) ? accuracy : null,
      };
      // The socket the member's pages already keep open; HTTP when it is down.
      if (sendPositionIfConnected({ type: 'position', token, ...position })) {
        setState({ status: 'on' });
        return;
      }
      sendPosition(token, position)
        .then(() => setState({ status: 'on' }))
        .catch((error: unknown) =>
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          }),
        );
    };
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        if (Date.now() - lastSent >= TRIP_SHARE_POSITION_SECONDS * 1000) send(fix);
        else pending = fix;
      },
      (error) =>
        setState({
          status: 'error',
          message:
            error.code === error.PERMISSION_DENIED
              ? tripShareTexts.positionDenied
              : tripShareTexts.positionUnavailable,
        }),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    // A fix that came within the period goes at its end (the latest one only).
    const timer = window.setInterval(() => {
      if (pending) send(pending);
    }, TRIP_SHARE_POSITION_SECONDS * 1000);
    setState({ status: 'on' });
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
    };
  }, [token, on]);
  return state;
}

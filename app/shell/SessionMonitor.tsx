import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as auth from '../../api/auth';
import {
  FORCED_LOGOUT_PATH,
  isSessionRelevantPath,
  SESSION_CHECK_INTERVAL_MS,
  shouldForceLogout,
  shouldKeepPolling,
} from '../../domain/customer/session';
import { send } from '../data/calls';

/**
 * Asks the bank every 120 s whether the session still stands (without extending it) and
 * leaves for the forced-logout page when it does not. Only session-relevant pages are watched;
 * after a timeout the polling stops.
 */
export function SessionMonitor() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const watched = isSessionRelevantPath(pathname, search);

  useEffect(() => {
    if (!watched) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const check = async () => {
      let status: string | undefined;
      try {
        ({ status } = await send(auth.sessionStatus, {}, { signal: controller.signal }));
      } catch {
        // A failed check is not a verdict: the next one decides.
      }
      if (controller.signal.aborted) return;
      if (status !== undefined && shouldForceLogout(status, window.location.pathname)) {
        navigate(FORCED_LOGOUT_PATH, { replace: true });
        return;
      }
      if (shouldKeepPolling(status)) timer = setTimeout(check, SESSION_CHECK_INTERVAL_MS);
    };
    timer = setTimeout(check, SESSION_CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [watched, navigate]);

  return null;
}

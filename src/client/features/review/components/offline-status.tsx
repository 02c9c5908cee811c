import { useSession } from '../../../lib/session';
import { useGradeQueueFlusher, useOnline, useQueuedGrades } from '../hooks/use-grade-queue';
import './offline-status.css';

export const OFFLINE_STATUS = 'Offline — grades will be sent when you are back online';

/**
 * A small status line on every page (ADR 0192): offline, that grades wait on this device; back
 * online, how many are still being sent. It also runs the sending.
 */
export function OfflineStatus() {
  const { loggedIn } = useSession();
  const online = useOnline();
  const queued = useQueuedGrades();
  useGradeQueueFlusher(queued.length > 0);

  let text = '';
  if (!online) text = loggedIn ? OFFLINE_STATUS : 'Offline';
  else if (queued.length > 0)
    text = `Sending ${queued.length} ${queued.length === 1 ? 'grade' : 'grades'} made offline…`;
  return (
    <p className={text ? 'offline-status' : 'offline-status offline-status--idle'} role="status">
      {text}
    </p>
  );
}

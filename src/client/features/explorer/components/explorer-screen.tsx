import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { IdiomDetail } from '../../../../shared/schemas/idiom';
import { useSession } from '../../../lib/session';
import { ErrorOverlay } from '../../generation/components/error-overlay';
import { LoadingOverlay } from '../../generation/components/loading-overlay';
import { useFunFacts } from '../../generation/hooks/use-fun-facts';
import { useGenerationProgress } from '../../generation/hooks/use-generation-progress';
import { CONNECTING_MESSAGE } from '../../generation/lib/progress-poller';
import { MindMap } from '../../mind-map/components/mind-map';
import {
  modelFromDaily,
  modelFromDetail,
  type MindMapModel,
} from '../../mind-map/lib/mind-map-model';
import { SearchBar } from '../../search/components/search-bar';
import { getIdiomDetail } from '../../generation/api/get-idiom-detail';
import { emitSearchCount } from '../../search/lib/search-count-event';
import { useDailyIdiom } from '../hooks/use-daily-idiom';
import { useExplorerFlow } from '../hooks/use-explorer-flow';
import './explorer.css';

/** SPEC §2 Main explorer: the full-screen map, the bottom search bar and the overlays. */
export function ExplorerScreen({ accountMenu }: { accountMenu?: React.ReactNode }) {
  const { user, loggedIn } = useSession();
  const [params] = useSearchParams();
  const [map, setMap] = useState<{ model: MindMapModel; key: number; daily: boolean } | null>(null);
  const version = useRef(0);
  // Set once an idiom the user opened is on the map: the daily map must not replace it.
  const userOpened = useRef(false);
  const { daily, failed: dailyFailed } = useDailyIdiom();

  const show = useCallback((model: MindMapModel, isDaily: boolean) => {
    version.current += 1;
    setMap({ model, key: version.current, daily: isDaily });
  }, []);
  const onDetail = useCallback(
    (detail: IdiomDetail) => {
      userOpened.current = true;
      show(modelFromDetail(detail), false);
    },
    [show],
  );
  const flow = useExplorerFlow(onDetail);
  const progress = useGenerationProgress(flow.generation?.taskId ?? null);
  const funFact = useFunFacts(flow.generation !== null);

  // The daily idiom's map shows on load; signed-in users then get its full detail (free).
  useEffect(() => {
    if (!daily || userOpened.current) return;
    show(modelFromDaily(daily), true);
    if (!loggedIn) return;
    const controller = new AbortController();
    getIdiomDetail(daily.word, null, controller.signal).then(
      (detail) => {
        if (userOpened.current) return;
        if (detail.has_subscription !== undefined) {
          emitSearchCount({
            remainingSearches: detail.remaining_searches ?? null,
            hasSubscription: detail.has_subscription,
          });
        }
        show(modelFromDetail(detail), true);
      },
      () => undefined, // the daily map already shows what we have
    );
    return () => controller.abort();
  }, [daily, loggedIn, show]);

  // A shared link /app?idiom=画蛇添足 opens that idiom (searching for its task id first).
  const linked = params.get('idiom');
  const handledLink = useRef(false);
  useEffect(() => {
    if (!linked || handledLink.current || !loggedIn) return;
    handledLink.current = true;
    void flow.open({ word: linked });
  }, [linked, loggedIn, flow]);

  const { fail } = flow;
  useEffect(() => {
    if (progress.error && flow.generation) fail(progress.error);
  }, [progress.error, flow.generation, fail]);

  useEffect(() => {
    if (!flow.notice) return;
    const timer = setTimeout(flow.dismissNotice, 5000);
    return () => clearTimeout(timer);
  }, [flow.notice, flow.dismissNotice]);

  return (
    <main className="ex-root">
      <h1 className="visually-hidden">Idiom explorer</h1>
      <header className="ex-top">
        <Link to={paths.landing} className="ex-brand">
          <span className="ex-seal" aria-hidden="true">
            成
          </span>
          <span>Chengyu Atlas</span>
        </Link>
        {map?.daily && (
          <span className="ex-daily-tag">
            今日成语 <span className="ex-daily-sub">Idiom of the day</span>
          </span>
        )}
        {/* The account menu (web feature) goes top right; until it exists, a login/home link. */}
        <div className="ex-account-slot">
          {accountMenu ??
            (loggedIn ? (
              <span className="ex-user" title={user?.email}>
                {user?.display_name || user?.username || 'User'}
              </span>
            ) : (
              <Link to={paths.login} className="ex-login">
                Log In
              </Link>
            ))}
        </div>
      </header>

      <section className="ex-map" aria-label="Mind-map">
        {map ? (
          <MindMap key={map.key} model={map.model} />
        ) : (
          <div className="ex-empty" role="status">
            {dailyFailed ? 'Search for an idiom to see its mind-map.' : 'Loading today’s idiom…'}
          </div>
        )}
      </section>

      {flow.notice && (
        <p className="ex-toast" role="status">
          {flow.notice}
        </p>
      )}

      <SearchBar
        loggedIn={loggedIn}
        premium={user?.is_premium === true}
        locked={flow.busy}
        onSelect={(item) => void flow.open(item)}
      />

      {flow.generation && (
        <LoadingOverlay
          word={flow.generation.word}
          percent={progress.percent}
          connecting={progress.serverMessage === CONNECTING_MESSAGE ? CONNECTING_MESSAGE : null}
          funFact={funFact}
          firstSearch={flow.generation.firstSearch}
          cancelling={flow.cancelling}
          onCancel={() => void flow.cancel()}
        />
      )}
      {flow.error && <ErrorOverlay error={flow.error} onBack={flow.dismissError} />}
    </main>
  );
}

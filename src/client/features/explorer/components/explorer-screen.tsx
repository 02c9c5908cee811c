import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { idiomPath, paths, wordOfPath } from '../../../../shared/paths';
import type { IdiomDetail } from '../../../../shared/schemas/idiom';
import { DisplaySettingsMenu } from '../../../components/ui/display-settings-menu';
import { useDisplaySettings } from '../../../lib/display-settings';
import { useSession } from '../../../lib/session';
import { ErrorOverlay } from '../../generation/components/error-overlay';
import { LoadingOverlay } from '../../generation/components/loading-overlay';
import { useFunFacts } from '../../generation/hooks/use-fun-facts';
import { useGenerationProgress } from '../../generation/hooks/use-generation-progress';
import { CONNECTING_MESSAGE } from '../../generation/lib/progress-poller';
import { MindMap, type Covered } from '../../mind-map/components/mind-map';
import { compactLayout } from '../../mind-map/lib/choose-layout';
import {
  modelFromDaily,
  modelFromDetail,
  type MindMapModel,
} from '../../mind-map/lib/mind-map-model';
import { LimitNotice } from '../../search/components/limit-notice';
import { SearchBar } from '../../search/components/search-bar';
import { getIdiomDetail } from '../../generation/api/get-idiom-detail';
import { emitSearchCount } from '../../search/lib/search-count-event';
import { useDailyIdiom } from '../hooks/use-daily-idiom';
import { useExplorerFlow } from '../hooks/use-explorer-flow';
import { useStudyActions } from '../hooks/use-study-actions';
import { useReadingView } from '../lib/reading-view';
import { SAMPLE_IDIOMS } from '../../daily-idiom';
import './explorer.css';

/**
 * On a wide screen the search bar floats over the bottom of the map; on a phone (explorer.css) the
 * map ends above it. The first view keeps clear of what is covered.
 */
const PHONE_QUERY = '(max-width: 719px)';
const BAR_COVERS: Covered = { top: 0, bottom: 130 };
const NOTHING_COVERED: Covered = { top: 0, bottom: 0 };
const covered = () => (window.matchMedia?.(PHONE_QUERY).matches ? NOTHING_COVERED : BAR_COVERS);

/** A quick detail (the default composer answers in ~100–250 ms) shows no overlay at all. */
export const OVERLAY_DELAY_MS = 400;

const titleOf = (model: MindMapModel, daily: boolean) =>
  daily
    ? `今日成语 ${model.word} · Chengyu Atlas`
    : `${model.word} (${model.pinyin}) · Chengyu Atlas`;

/** SPEC §2 Main explorer: the full-screen map, the bottom search bar and the overlays. */
export function ExplorerScreen({ accountMenu }: { accountMenu?: React.ReactNode }) {
  const { user, loggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const addressWord = wordOfPath(location.pathname);
  const [map, setMap] = useState<{
    model: MindMapModel;
    key: number;
    daily: boolean;
    sample?: boolean;
  } | null>(null);
  const version = useRef(0);
  const shownWord = useRef<string | null>(null);
  // Set once an idiom the user opened is on the map: the daily map must not replace it.
  const userOpened = useRef(false);
  const dailyModel = useRef<MindMapModel | null>(null);
  const { daily, failed: dailyFailed } = useDailyIdiom();
  const [reading, setReading] = useState(false);
  const mapShown = useRef(false);
  const readingView = useReadingView(compactLayout(window.innerWidth));
  // Traditional first and hidden pinyin change the nodes' sizes: the map lays itself out anew.
  const { traditional_first, hide_pinyin } = useDisplaySettings();
  const displayKey = `${traditional_first ? 'trad' : 'simp'}-${hide_pinyin ? 'hidden' : 'shown'}`;

  const show = useCallback((model: MindMapModel, isDaily: boolean, sample = false) => {
    version.current += 1;
    shownWord.current = isDaily ? null : model.word;
    mapShown.current = true;
    if (isDaily) dailyModel.current = model;
    setReading(false);
    setMap({ model, key: version.current, daily: isDaily, sample });
  }, []);
  const onDetail = useCallback(
    (detail: IdiomDetail) => {
      userOpened.current = true;
      show(modelFromDetail(detail), false);
      // Every opened idiom gets its own address and history entry (Back returns to the last one).
      if (wordOfPath(window.location.pathname) !== detail.word)
        void navigate(idiomPath(detail.word));
    },
    [show, navigate],
  );
  const flow = useExplorerFlow(onDetail);
  const progress = useGenerationProgress(flow.generation?.taskId ?? null);
  const funFact = useFunFacts(flow.generation !== null);
  const [overlayDue, setOverlayDue] = useState(false);
  useEffect(() => {
    setOverlayDue(false);
    if (!flow.generation) return;
    const timer = setTimeout(() => setOverlayDue(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [flow.generation]);

  // The address names an idiom: a guest signs in first and comes back to it; a signed-in user
  // gets it by word under the detail's quota rules (Back and Forward land here too).
  const { open } = flow;
  useEffect(() => {
    if (!addressWord) return;
    if (!loggedIn) {
      void navigate(`${paths.login}?from=${encodeURIComponent(location.pathname)}`, {
        replace: true,
      });
      return;
    }
    if (shownWord.current === addressWord) return;
    void open({ word: addressWord, byAddress: true });
  }, [addressWord, loggedIn, location.pathname, navigate, open]);

  // Back to /app from an idiom (or the 今日成语 link): today's idiom again.
  const visitedAddress = useRef(false);
  useEffect(() => {
    if (addressWord) {
      visitedAddress.current = true;
      return;
    }
    if (!visitedAddress.current || (shownWord.current === null && mapShown.current)) return;
    const today = dailyModel.current ?? (daily ? modelFromDaily(daily) : null);
    if (today) show(today, true);
  }, [addressWord, daily, show]);

  // The old shared-link form /app?idiom=画蛇添足 becomes the idiom's address (no search spent).
  const legacyWord = new URLSearchParams(location.search).get('idiom')?.trim();
  useEffect(() => {
    if (legacyWord) void navigate(idiomPath(legacyWord), { replace: true });
  }, [legacyWord, navigate]);

  useEffect(() => {
    const before = document.title;
    if (map) document.title = titleOf(map.model, map.daily);
    return () => {
      document.title = before;
    };
  }, [map]);

  // Offline (the daily calls failed): the two embedded sample idioms instead of a blank page.
  useEffect(() => {
    if (!dailyFailed || map || addressWord) return;
    show(modelFromDetail(SAMPLE_IDIOMS[0]!), false, true);
  }, [dailyFailed, map, addressWord, show]);

  // The daily idiom's map shows on load; signed-in users then get its full detail (free).
  useEffect(() => {
    if (!daily || userOpened.current || addressWord) return;
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
    // addressWord is read once: an idiom address keeps the daily map from loading over it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [daily, loggedIn, show]);

  const study = useStudyActions(map && !map.sample ? map.model.word : null, flow.reportLimit);

  // An address that could not be opened for want of a search is not kept.
  useEffect(() => {
    if (flow.limitReached && addressWord && shownWord.current !== addressWord)
      void navigate(shownWord.current ? idiomPath(shownWord.current) : paths.app, {
        replace: true,
      });
  }, [flow.limitReached, addressWord, navigate]);

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
        <Link to={paths.landing} className="ex-brand" aria-label="Chengyu Atlas home">
          <span className="ex-seal" aria-hidden="true">
            成
          </span>
          <span>Chengyu Atlas</span>
        </Link>
        {map?.daily ? (
          <span className="ex-daily-tag">
            今日成语 <span className="ex-daily-sub">Idiom of the day</span>
          </span>
        ) : (
          daily && (
            <Link to={paths.app} className="ex-daily-tag ex-daily-link">
              今日成语 <span className="ex-daily-sub">Back to today’s idiom</span>
            </Link>
          )
        )}
        {map && (
          <button
            type="button"
            className="ex-view-toggle"
            aria-pressed={readingView.reading}
            onClick={readingView.toggle}
            title={readingView.reading ? 'Back to the map' : 'Read it as one column'}
          >
            Reading view
          </button>
        )}
        {/* The account menu (web feature) goes top right; until it exists, a login/home link. */}
        <div className="ex-account-slot">
          <DisplaySettingsMenu />
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

      {map?.sample && (
        <div className="ex-offline" role="status">
          <span>You are offline: here are our two sample idioms.</span>
          {SAMPLE_IDIOMS.map((sample) => (
            <button
              key={sample.word}
              type="button"
              className="ex-offline-pick"
              aria-pressed={map.model.word === sample.word}
              onClick={() => show(modelFromDetail(sample), false, true)}
            >
              {sample.word}
            </button>
          ))}
        </div>
      )}

      <section className="ex-map" aria-label="Mind-map">
        {map ? (
          <MindMap
            key={`${map.key}-${readingView.reading ? 'reading' : 'map'}-${displayKey}`}
            model={map.model}
            outline={readingView.reading}
            covered={covered()}
            onUserMove={() => setReading(true)}
            actions={study.actions}
          />
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
      {flow.limitReached && <LimitNotice className="ex-limit" onDismiss={flow.dismissLimit} />}

      <SearchBar
        loggedIn={loggedIn}
        premium={user?.is_premium === true}
        locked={flow.busy}
        collapsed={reading}
        onSelect={(item) => void flow.open(item)}
      />

      {flow.generation && overlayDue && (
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
      {study.dialog}
      {flow.error && (
        <ErrorOverlay
          error={flow.error}
          onBack={() => {
            flow.dismissError();
            // An address that could not be opened is not kept: back to today's idiom.
            if (addressWord && shownWord.current !== addressWord)
              void navigate(paths.app, { replace: true });
          }}
        />
      )}
    </main>
  );
}

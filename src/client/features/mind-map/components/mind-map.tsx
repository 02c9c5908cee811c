import {
  Background,
  ControlButton,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  applyNodeChanges,
  useNodesInitialized,
  useReactFlow,
  useStoreApi,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { compactLayout, layoutFor } from '../lib/choose-layout';
import type { MindMapNode, SectionKey } from '../lib/layout';
import { branchRegion, firstRegion, viewportFor, type Pane } from '../lib/map-view';
import type { MindMapModel } from '../lib/mind-map-model';
import { MapNavigationContext } from './map-navigation';
import { MindMapActionsContext, type MindMapActions } from './mind-map-actions';
import { nodeTypes } from './mind-map-nodes';
import { SpeechNotice } from './speech-notice';
import './mind-map.css';

/** SPEC §9 Map zoom. */
export const MAP_VIEW = { minZoom: 0.5, maxZoom: 2, fitPadding: 0.3, fitDurationMs: 800 } as const;

/** Screen px of the map's pane that the screen's own controls cover (a floating search bar). */
export interface Covered {
  top: number;
  bottom: number;
}

function Canvas({
  model,
  onUserMove,
  outline,
  covered,
}: {
  model: MindMapModel;
  onUserMove?: () => void;
  outline: boolean;
  covered: Covered;
}) {
  const [compact] = useState(() => outline || compactLayout(window.innerWidth));
  const [initial] = useState(() => layoutFor(compact, model));
  const [nodes, setNodes] = useState<MindMapNode[]>(initial.nodes);
  const [edges, setEdges] = useState(initial.edges);
  // estimate → measured (re-laid out from real heights) → shown
  const [phase, setPhase] = useState<'estimate' | 'measured' | 'shown'>('estimate');
  const initialised = useNodesInitialized();
  const { getNodes, getNode, getViewport, setCenter, setViewport } = useReactFlow<MindMapNode>();
  const store = useStoreApi<MindMapNode>();

  const pane = useCallback((): Pane => {
    const { width, height } = store.getState();
    return { width, height, ...covered };
  }, [store, covered]);

  /** Title, characters and the story's start, readable (ADR 0145). */
  const showFirstView = useCallback(
    (duration: number) => {
      const region = firstRegion(getNodes());
      if (region) void setViewport(viewportFor(region, pane()), { duration });
    },
    [getNodes, pane, setViewport],
  );
  const navigation = useMemo(
    () => ({
      showSection: (section: SectionKey) => {
        const region = branchRegion(getNodes(), section);
        if (region) void setViewport(viewportFor(region, pane()), { duration: 400 });
      },
    }),
    [getNodes, pane, setViewport],
  );

  // Tabbing to a button of a node out of view (a character's stroke order, a related idiom) pans
  // the map to that node, as if the reader had dragged it there. Only keyboard focus
  // (:focus-visible) does: a click focuses its button too, and must not move the map under it.
  const onFocusCapture = useCallback(
    (event: React.FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!focusVisible(target)) return;
      const element = target.closest<HTMLElement>('.react-flow__node');
      const node = element && getNode(element.dataset.id ?? '');
      if (!element || !node) return;
      // Focusing may have scrolled the clipped pane itself; the viewport transform does the moving.
      element.closest('.react-flow')?.scrollTo(0, 0);
      const box = element.getBoundingClientRect();
      const area = element.closest('.react-flow')!.getBoundingClientRect();
      const top = area.top + covered.top;
      const bottom = area.bottom - covered.bottom;
      if (
        box.top >= top &&
        box.bottom <= bottom &&
        box.left >= area.left &&
        box.right <= area.right
      )
        return;
      const { zoom } = getViewport();
      const width = node.measured?.width ?? 0;
      const height = Math.min(node.measured?.height ?? 0, (bottom - top) / zoom);
      void setCenter(node.position.x + width / 2, node.position.y + height / 2, {
        zoom,
        duration: 300,
      });
    },
    [covered, getNode, getViewport, setCenter],
  );

  const onNodesChange = useCallback((changes: NodeChange<MindMapNode>[]) => {
    setNodes((current) => applyNodeChanges(changes, current));
  }, []);

  useEffect(() => {
    if (phase !== 'estimate' || !initialised) return;
    const heights = new Map(getNodes().map((n) => [n.id, n.measured?.height ?? 0] as const));
    const next = layoutFor(compact, model, heights);
    const measuredById = new Map(getNodes().map((n) => [n.id, n.measured] as const));
    setNodes(next.nodes.map((n) => ({ ...n, measured: measuredById.get(n.id) })));
    setEdges(next.edges);
    setPhase('measured');
  }, [phase, initialised, getNodes, model, compact]);

  useEffect(() => {
    if (phase !== 'measured') return;
    const frame = requestAnimationFrame(() => {
      showFirstView(MAP_VIEW.fitDurationMs);
      setPhase('shown');
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, showFirstView]);

  return (
    <div
      className="mm-canvas"
      data-state={phase}
      onFocusCapture={onFocusCapture}
      style={{ visibility: phase === 'estimate' ? 'hidden' : 'visible' }}
    >
      <MapNavigationContext.Provider value={navigation}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          minZoom={MAP_VIEW.minZoom}
          maxZoom={MAP_VIEW.maxZoom}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          zoomOnDoubleClick={false}
          proOptions={{ hideAttribution: true }}
          defaultEdgeOptions={{ type: 'default', labelBgPadding: [6, 3], labelBgBorderRadius: 6 }}
          aria-label={`Mind-map of ${model.word}`}
          // The usual map conventions: wheel and two-finger scroll move the map; ctrl+wheel and a
          // pinch zoom (React Flow reads a trackpad pinch as ctrl+wheel).
          panOnScroll
          zoomOnPinch
          onMoveStart={(event) => {
            if (event) onUserMove?.(); // the reader pans or zooms: the search bar gives way
          }}
        >
          <Background gap={28} size={1.2} color="var(--color-grid)" />
          <Controls showInteractive={false} showFitView={false} position="bottom-right">
            <ControlButton
              onClick={() => showFirstView(MAP_VIEW.fitDurationMs / 2)}
              title="Back to the start"
              aria-label="Back to the start"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" fill="currentColor" />
              </svg>
            </ControlButton>
          </Controls>
        </ReactFlow>
      </MapNavigationContext.Provider>
      <SpeechNotice />
    </div>
  );
}

/** The full-screen mind-map of one idiom. Give each new model a new `key` so layout and fit rerun. */
export function MindMap({
  model,
  onUserMove,
  actions = NO_ACTIONS,
  outline = false,
  covered = NOT_COVERED,
}: {
  model: MindMapModel;
  /** Called when the reader moves the map (not when it fits itself). */
  onUserMove?: () => void;
  /** Stroke order, related idioms and the title's extra controls (see MindMapActions). */
  actions?: MindMapActions;
  /** The one-column outline (reading view) at any width; phones always get it. */
  outline?: boolean;
  /** Parts of the pane under the screen's own controls: the first view keeps clear of them. */
  covered?: Covered;
}) {
  return (
    <MindMapActionsContext.Provider value={actions}>
      <ReactFlowProvider>
        <Canvas model={model} onUserMove={onUserMove} outline={outline} covered={covered} />
      </ReactFlowProvider>
    </MindMapActionsContext.Provider>
  );
}

const NO_ACTIONS: MindMapActions = {};
const NOT_COVERED: Covered = { top: 0, bottom: 0 };

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible: never move the map on focus
  }
}

import {
  Background,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  applyNodeChanges,
  getNodesBounds,
  useNodesInitialized,
  useReactFlow,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { compactLayout, layoutFor } from '../lib/choose-layout';
import { COMPACT } from '../lib/compact-layout';
import type { MindMapNode } from '../lib/layout';
import type { MindMapModel } from '../lib/mind-map-model';
import { MindMapActionsContext, type MindMapActions } from './mind-map-actions';
import { nodeTypes } from './mind-map-nodes';
import './mind-map.css';

/** SPEC §9 Map zoom. */
export const MAP_VIEW = { minZoom: 0.5, maxZoom: 2, fitPadding: 0.3, fitDurationMs: 800 } as const;

/**
 * The first view of a wide map is never smaller than this: body text (15 px) stays ≥ 12 px on
 * screen; what does not fit is reached by panning or the fit-to-screen control.
 */
export const READABLE_ZOOM = 0.9;

/** The search bar floats over the bottom of the map: keep fitted content clear of it. */
const BAR_CLEARANCE_PX = 150;
/** Below the header (brand and account menu). */
const TOP_CLEARANCE_PX = 72;

function Canvas({ model, onUserMove }: { model: MindMapModel; onUserMove?: () => void }) {
  const [compact] = useState(() => compactLayout(window.innerWidth));
  const [initial] = useState(() => layoutFor(compact, model));
  const [nodes, setNodes] = useState<MindMapNode[]>(initial.nodes);
  const [edges, setEdges] = useState(initial.edges);
  // estimate → measured (re-laid out from real heights) → shown
  const [phase, setPhase] = useState<'estimate' | 'measured' | 'shown'>('estimate');
  const initialised = useNodesInitialized();
  const { fitView, getNodes, getNode, getViewport, setCenter, setViewport } =
    useReactFlow<MindMapNode>();

  // Tabbing to a button of a node out of view (a character's stroke order, a related idiom) pans
  // the map to that node, as if the reader had dragged it there. A pointer press focuses the
  // button it lands on too; that focus must not move the map under the pointer mid-click.
  const pointerPressed = useRef(false);
  const onPointerDownCapture = useCallback(() => {
    pointerPressed.current = true;
    setTimeout(() => (pointerPressed.current = false), 0);
  }, []);
  const onFocusCapture = useCallback(
    (event: React.FocusEvent) => {
      if (pointerPressed.current) return;
      const element = (event.target as HTMLElement).closest<HTMLElement>('.react-flow__node');
      const node = element && getNode(element.dataset.id ?? '');
      if (!element || !node) return;
      // Focusing may have scrolled the clipped pane itself; the viewport transform does the moving.
      element.closest('.react-flow')?.scrollTo(0, 0);
      const box = element.getBoundingClientRect();
      const top = compact ? 0 : TOP_CLEARANCE_PX;
      const bottom = window.innerHeight - (compact ? 0 : BAR_CLEARANCE_PX);
      if (box.top >= top && box.bottom <= bottom && box.left >= 0 && box.right <= window.innerWidth)
        return;
      const { zoom } = getViewport();
      const width = node.measured?.width ?? 0;
      const height = Math.min(node.measured?.height ?? 0, (bottom - top) / zoom);
      void setCenter(node.position.x + width / 2, node.position.y + height / 2, {
        zoom,
        duration: 300,
      });
    },
    [compact, getNode, getViewport, setCenter],
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
      if (compact) {
        // On a phone the outline is taller than the screen: fit its width and start at the title.
        const zoom = Math.min(
          1,
          Math.max(
            MAP_VIEW.minZoom,
            (window.innerWidth - 24) / (COMPACT.width + COMPACT.indent * 2),
          ),
        );
        const x = (window.innerWidth - COMPACT.width * zoom) / 2;
        // The phone's map starts below its header bar (explorer.css), so only a small margin.
        void setViewport({ x, y: 12, zoom }, { duration: MAP_VIEW.fitDurationMs });
      } else {
        const side = MAP_VIEW.fitPadding;
        const w = window.innerWidth;
        const h = window.innerHeight;
        const pad = (size: number) => (size - size / (1 + side)) / 2;
        const bottomPx = Math.max(BAR_CLEARANCE_PX, pad(h));
        const bounds = getNodesBounds(getNodes());
        const fits = Math.min(
          (w - 2 * pad(w)) / bounds.width,
          (h - pad(h) - bottomPx) / bounds.height,
        );
        if (fits >= READABLE_ZOOM) {
          void fitView({
            padding: { top: side, left: side, right: side, bottom: `${Math.round(bottomPx)}px` },
            duration: MAP_VIEW.fitDurationMs,
            minZoom: READABLE_ZOOM,
            maxZoom: MAP_VIEW.maxZoom,
          });
        } else {
          // Too big to read whole: start readable, with the title and its four section titles
          // (kept near it by the layout) centred between the header and the search bar.
          const zoom = READABLE_ZOOM;
          const main = getNodes().find((n) => n.id === 'main');
          const mainCentre = main
            ? main.position.y + (main.measured?.height ?? 170) / 2
            : bounds.y + bounds.height / 2;
          const x = Math.max(24, pad(w) / 2) - bounds.x * zoom;
          const y = TOP_CLEARANCE_PX + (h - TOP_CLEARANCE_PX - bottomPx) / 2 - mainCentre * zoom;
          void setViewport({ x, y, zoom }, { duration: MAP_VIEW.fitDurationMs });
        }
      }
      setPhase('shown');
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, fitView, setViewport, getNodes, compact]);

  return (
    <div
      className="mm-canvas"
      data-state={phase}
      onFocusCapture={onFocusCapture}
      onPointerDownCapture={onPointerDownCapture}
      style={{ visibility: phase === 'estimate' ? 'hidden' : 'visible' }}
    >
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
        panOnScroll={compact}
        onMoveStart={(event) => {
          if (event) onUserMove?.(); // the reader pans or zooms: the search bar gives way
        }}
      >
        <Background gap={28} size={1.2} color="#d9cfc2" />
        <Controls showInteractive={false} position="bottom-right" />
      </ReactFlow>
    </div>
  );
}

/** The full-screen mind-map of one idiom. Give each new model a new `key` so layout and fit rerun. */
export function MindMap({
  model,
  onUserMove,
  actions = NO_ACTIONS,
}: {
  model: MindMapModel;
  /** Called when the reader moves the map (not when it fits itself). */
  onUserMove?: () => void;
  /** Stroke order, related idioms and the title's extra controls (see MindMapActions). */
  actions?: MindMapActions;
}) {
  return (
    <MindMapActionsContext.Provider value={actions}>
      <ReactFlowProvider>
        <Canvas model={model} onUserMove={onUserMove} />
      </ReactFlowProvider>
    </MindMapActionsContext.Provider>
  );
}

const NO_ACTIONS: MindMapActions = {};

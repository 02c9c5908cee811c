import { createContext, useContext } from 'react';
import type { SectionKey } from '../lib/layout';

/** What a node may ask of the map around it: a section title brings its branch into view. */
export interface MapNavigation {
  showSection: (section: SectionKey) => void;
}

export const MapNavigationContext = createContext<MapNavigation>({ showSection: () => undefined });

export const useMapNavigation = () => useContext(MapNavigationContext);

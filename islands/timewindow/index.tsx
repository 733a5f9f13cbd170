import { hydrateIsland } from '../hydrate.tsx';
import { TimeWindowControl, type TimeWindowProps } from '../../views/parts/time-window/time-window-control.tsx';

export function hydrate(element: HTMLElement, props: TimeWindowProps): Promise<void> {
  return hydrateIsland(TimeWindowControl, element, props);
}

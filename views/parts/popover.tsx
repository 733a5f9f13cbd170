import type { ReactNode } from 'react';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { PlainIsland } from './island.tsx';

/** The popover's places around its trigger (widgets spec §2); each is a class of parts.css (CSS anchor positioning). */
export const POPOVER_PLACEMENTS = ['top', 'topLeft', 'topRight', 'right', 'rightTop', 'rightBottom', 'bottom', 'bottomLeft', 'bottomRight', 'left', 'leftTop', 'leftBottom'] as const;
export type PopoverPlacement = (typeof POPOVER_PLACEMENTS)[number];
export type PopoverTrigger = 'hover' | 'focus' | 'click';

export interface PopoverProps {
  id: string;
  /** What the trigger button shows, and its accessible name (also its tooltip when it shows only an icon). */
  trigger: ReactNode;
  triggerLabel: string;
  /** Default `top`. */
  placement?: PopoverPlacement;
  /** Default `hover` (hover and focus open it; a click always toggles it, so touch and keyboard work too). */
  triggerMode?: PopoverTrigger;
  /** Hover delays in seconds (hover popovers only). */
  enterDelay?: number;
  leaveDelay?: number;
  /** Default true. */
  closeButton?: boolean;
  triggerClassName?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A popover (widgets spec §2, §4): the browser's own `popover` opened by its trigger button (`popovertarget`), so a
 * click opens and closes it without JavaScript, a click outside or Escape closes it, and the focus goes back to the
 * trigger. The `popover` island adds hover and focus triggers with their delays. It fades and scales in over 0.2 s.
 */
export function Popover({ id, trigger, triggerLabel, placement = 'top', triggerMode = 'hover', enterDelay = 0, leaveDelay = 0, closeButton = true, triggerClassName, disabled, children }: PopoverProps) {
  const { t } = useView();
  const close = t('action.close');
  return (
    <PlainIsland name="popover" props={{}}>
      <span className="popover-anchor">
        <button type="button" className={triggerClassName ?? 'button'} popoverTarget={id} aria-label={triggerLabel} title={triggerLabel} disabled={disabled}
          aria-haspopup="dialog" aria-controls={id} data-popover-trigger={triggerMode} data-enter-delay={enterDelay} data-leave-delay={leaveDelay}>
          {trigger}
        </button>
        <div id={id} popover="auto" className={`popover popover-${placement}`} role="dialog" aria-label={triggerLabel}>
          {closeButton && (
            <button type="button" className="icon-button popover-close" popoverTarget={id} popoverTargetAction="hide" aria-label={close} title={close}>
              <Icon name="close" />
            </button>
          )}
          <div className="popover-body">{children}</div>
        </div>
      </span>
    </PlainIsland>
  );
}

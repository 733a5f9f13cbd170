import { useView } from '../../view-context.tsx';
import type { WidgetProps } from './widget-props.ts';

/** A widget type the console has no renderer for: its type named, never a broken page. */
export function Unsupported({ widget }: WidgetProps) {
  const { t } = useView();
  return (
    <div className="unsupported">
      <p>{t('widget.type-not-supported')}</p>
      <p className="muted">{widget.config.typeKey}</p>
    </div>
  );
}


import { text } from '../../../../server/dashboards/json-read.ts';
import { QrCodeImage, qrCodes } from '../../../security/qr-code-image.tsx';
import { useView } from '../../../view-context.tsx';
import { fillPattern } from '../patterns.ts';
import type { WidgetProps } from '../widget-props.ts';

/** cards.qr_code: the text of its pattern (`${entityName}` by default) as a QR code drawn by the console's QR library. */
export function QrCodeCard({ widget }: WidgetProps) {
  const { t, format } = useView();
  const value = fillPattern(text(widget.config.settings.qrCodeTextPattern, '${entityName}'), widget, format.numberLocale);
  if (!value) return <p className="no-data">{t('widget.no-data')}</p>;
  try {
    // The same symbol the image draws; the library refuses text beyond a QR code's capacity.
    qrCodes().create(value, { errorCorrectionLevel: 'M' });
  } catch {
    return <p className="wproblem">{t('widget.qr-code-too-long')}</p>;
  }
  return (
    <figure className="qr-card">
      <QrCodeImage text={value} label={t('widget.qr-code-of', { text: value })} />
      <figcaption>{value}</figcaption>
    </figure>
  );
}

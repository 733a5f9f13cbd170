import type { FastifyRequest } from 'fastify';
import { isPlatformError } from '../platform/platform-error.ts';
import { adminApi } from '../platform/api/admin.ts';
import { showNext } from './notice.ts';

/** The system administrator is told, bottom right, when the platform knows of a newer version. */
export async function noteAvailableUpdate(request: FastifyRequest): Promise<void> {
  try {
    const update = await adminApi.checkUpdates(request.platform);
    if (update?.updateAvailable) {
      const { t } = request.view();
      showNext(request, { type: 'info', message: update.message || t('toast.update-available'), position: 'bottom-right' });
    }
  } catch (err) {
    // The update check ignores errors: a platform without it must not disturb the landing page.
    if (!isPlatformError(err)) throw err;
    request.log.debug({ status: err.status }, 'update check failed');
  }
}

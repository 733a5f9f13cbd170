import type { FastifyRequest } from 'fastify';
import { PlatformError } from '../platform/platform-error.ts';
import { showNext } from './notice.ts';
import type { UpdateMessage } from '../platform/types/admin.ts';

/** The system administrator is told, bottom right, when the platform knows of a newer version. */
export async function noteAvailableUpdate(request: FastifyRequest): Promise<void> {
  try {
    const update = await request.platform.get<UpdateMessage | undefined>('/api/admin/updates');
    if (update?.updateAvailable) {
      const { t } = request.view();
      showNext(request, { type: 'info', message: update.message || t('toast.update-available'), position: 'bottom-right' });
    }
  } catch (err) {
    // The update check ignores errors: a platform without it must not disturb the landing page.
    if (!(err instanceof PlatformError)) throw err;
    request.log.debug({ status: err.status }, 'update check failed');
  }
}

import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkFile } from '../domain/files/file-rules.ts';
import { markdownEditorPost, markdownRequiredError } from '../domain/markdown-editor.ts';
import { GALLERY_FILE_RULES, type FilesGalleryState } from '../gallery/files-samples.ts';
import { MAX_IMAGE_BYTES } from '../tables/image-input.ts';
import { MAX_IMAGES, readMultiImage } from '../tables/multi-image-input.ts';
import { MULTIPART_LIMITS, readUpload, uploadsOf } from '../tables/upload.ts';

/** How the gallery answers: the page with these parts' states changed from a plain visit's. */
export type GalleryAnswer = (request: FastifyRequest, reply: FastifyReply, files: (initial: FilesGalleryState) => FilesGalleryState, status?: number) => Promise<unknown>;

const MarkdownBody = Type.Object({
  markdownText: Type.String({ maxLength: 65_536, default: '' }),
  'md-filled.mode': Type.Optional(Type.String({ maxLength: 8 })),
  _csrf: Type.Optional(Type.String()),
});

/**
 * The gallery's forms for the file, multi-image and markdown parts: `/gallery/file` (the file input's checks),
 * `/gallery/images` (append, move, remove, save), `/gallery/markdown` (edit/preview and the required rule). Each
 * answers with the gallery page, the input kept; refusals with 400. Multipart bodies only in this scope.
 */
export function galleryFileRoutes(answer: GalleryAnswer): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { ...MULTIPART_LIMITS, fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES, parts: MULTIPART_LIMITS.fields + MAX_IMAGES },
      throwFileSizeLimit: false,
      onFile: readUpload,
    });
    const config = { routeId: 'gallery' } as const;

    app.post('/gallery/file', { config }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const [upload] = uploadsOf(body.file);
      const refusal = checkFile(upload, GALLERY_FILE_RULES);
      const file = { fileName: upload?.fileName, size: upload?.bytes.length, refusal };
      return answer(request, reply, (initial) => ({ ...initial, file }), refusal ? 400 : 200);
    });

    app.post('/gallery/images', { config }, async (request, reply) => {
      const { t } = request.view();
      const read = readMultiImage((request.body ?? {}) as Record<string, unknown>, 'images');
      const errors = read.refused.map((r) => t('files.refused-file', { name: r.fileName, reason: t(r.reason, { count: MAX_IMAGES }) }));
      const images = { images: read.images, errors, saved: !read.action && errors.length === 0 };
      return answer(request, reply, (initial) => ({ ...initial, images }), errors.length > 0 ? 400 : 200);
    });

    app.post('/gallery/markdown', { config, schema: { body: MarkdownBody } }, async (request, reply) => {
      const post = markdownEditorPost(request.body, 'markdownText', 'md-filled');
      const invalid = !post.switched && markdownRequiredError(post.text, true);
      const markdown = { text: post.text, mode: post.mode, saved: !post.switched && !invalid, error: invalid ? request.view().t('files.markdown-required') : undefined };
      return answer(request, reply, (initial) => ({ ...initial, markdown }), invalid ? 400 : 200);
    });
  };
}

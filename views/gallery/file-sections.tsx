import { CsrfField } from '../form-parts.tsx';
import { FileInput, useSizeText } from '../parts/file-input.tsx';
import { ImageInput, MultiImageInput } from '../parts/image-input.tsx';
import { useView } from '../view-context.tsx';
import { GallerySection, GalleryState } from './gallery-state.tsx';
import { GALLERY_FILE_RULES, SAMPLE_IMAGES, type FilesGalleryState } from '../../server/gallery/files-samples.ts';

/** The file input: a form the server checks (required, JSON or CSV, 64 KB), filled, refused, disabled. */
export function FileInputSection({ state }: { state: FilesGalleryState['file'] }) {
  const { t, url } = useView();
  const label = t('gallery.file-label');
  const received = useSizeText(state.size ?? 0);
  const rules = { accept: GALLERY_FILE_RULES.accept, maxBytes: GALLERY_FILE_RULES.maxBytes };
  return (
    <GallerySection part="file-input" title={t('gallery.file-input')}>
      <GalleryState part="file-input" state="empty">
        <form method="post" action={url('/gallery/file#file-input-empty')} encType="multipart/form-data" className="gallery-form">
          <CsrfField />
          <FileInput id="fi-empty" name="file" label={label} {...rules} required refusal={state.refusal} fileName={state.fileName} />
          {state.fileName && !state.refusal && <p className="gallery-valid" role="status">{t('gallery.file-received', { name: state.fileName, size: received })}</p>}
          <button type="submit" className="button primary">{t('gallery.validate')}</button>
        </form>
      </GalleryState>
      <GalleryState part="file-input" state="filled"><FileInput id="fi-filled" name="filled" label={label} {...rules} fileName="readings.csv" /></GalleryState>
      <GalleryState part="file-input" state="invalid"><FileInput id="fi-invalid" name="invalid" label={label} {...rules} fileName="photo.png" refusal="type" /></GalleryState>
      <GalleryState part="file-input" state="disabled"><FileInput id="fi-disabled" name="disabled" label={label} {...rules} disabled /></GalleryState>
    </GallerySection>
  );
}

/** The single image input (profiles, dashboards) in its states. */
export function ImageInputSection() {
  const { t } = useView();
  const label = 'gallery.image-label';
  const image = JSON.stringify(SAMPLE_IMAGES[2]);
  return (
    <GallerySection part="image-input" title={t('gallery.image-input')}>
      <GalleryState part="image-input" state="empty"><ImageInput path="imageEmpty" value="" errors={{}} disabled={false} label={label} /></GalleryState>
      <GalleryState part="image-input" state="filled"><ImageInput path="imageFilled" value={image} errors={{}} disabled={false} label={label} /></GalleryState>
      <GalleryState part="image-input" state="invalid">
        <ImageInput path="imageInvalid" value={image} errors={{ imageInvalid: t('profiles.image-too-large') }} disabled={false} label={label} />
      </GalleryState>
      <GalleryState part="image-input" state="disabled"><ImageInput path="imageDisabled" value={image} errors={{}} disabled label={label} /></GalleryState>
    </GallerySection>
  );
}

/** The multi-image input: a form the server answers (append, move, remove, save), empty, refused, disabled. */
export function MultiImageSection({ state }: { state: FilesGalleryState['images'] }) {
  const { t, url } = useView();
  const label = t('gallery.images-label');
  return (
    <GallerySection part="multi-image-input" title={t('gallery.multi-image-input')}>
      <GalleryState part="multi-image-input" state="filled">
        <form method="post" action={url('/gallery/images#multi-image-input-filled')} encType="multipart/form-data" className="gallery-form">
          <CsrfField />
          <MultiImageInput id="mi-filled" path="images" label={label} images={state.images} errors={state.errors} />
          {state.saved && <p className="gallery-valid" role="status">{t('gallery.images-saved', { count: state.images.length })}</p>}
          <button type="submit" className="button primary">{t('action.save')}</button>
        </form>
      </GalleryState>
      <GalleryState part="multi-image-input" state="empty"><MultiImageInput id="mi-empty" path="imagesEmpty" label={label} images={[]} /></GalleryState>
      <GalleryState part="multi-image-input" state="invalid">
        <MultiImageInput id="mi-invalid" path="imagesInvalid" label={label} images={SAMPLE_IMAGES.slice(0, 1)} errors={[t('profiles.image-invalid')]} />
      </GalleryState>
      <GalleryState part="multi-image-input" state="disabled"><MultiImageInput id="mi-disabled" path="imagesDisabled" label={label} images={SAMPLE_IMAGES} disabled /></GalleryState>
    </GallerySection>
  );
}

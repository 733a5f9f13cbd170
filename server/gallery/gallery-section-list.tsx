import { AUTOCOMPLETE_TITLES, BranchSelectSection, GatewaySelectSection, MessageTypeSection, RelationTypeSection } from '../../views/gallery/autocomplete-sections.tsx';
import { CodeEditorSection } from '../../views/gallery/code-editor-section.tsx';
import { PICKER_TITLES, PickerSections } from '../../views/gallery/entity-picker-sections.tsx';
import { JsonViewerSection, TypedValueSection } from '../../views/gallery/existing-parts-sections.tsx';
import { FileInputSection, ImageInputSection, MultiImageSection } from '../../views/gallery/file-sections.tsx';
import { FORM_PART_TITLES, FormPartSection } from '../../views/gallery/form-parts-sections.tsx';
import { FabGroupSection, FullscreenPanelSection, PageFurnitureSections } from '../../views/gallery/furniture-sections.tsx';
import { ChipListSection } from '../../views/gallery/input-sections.tsx';
import { QuickIntervalSection, TimeIntervalSection, TimeWindowSection } from '../../views/gallery/interval-sections.tsx';
import { JsonEditDialogSection, JsonObjectEditorSection } from '../../views/gallery/json-sections.tsx';
import { MarkdownEditorSection } from '../../views/gallery/markdown-editor-section.tsx';
import { MarkdownSection } from '../../views/gallery/markdown-section.tsx';
import { NavTreeSection } from '../../views/gallery/nav-tree-section.tsx';
import { ColourSection, IconSection } from '../../views/gallery/picker-sections.tsx';
import { PlaybackSection } from '../../views/gallery/playback-section.tsx';
import { HelpSection, KeyValueMapSection, PopoverSection, SpinnerButtonSection } from '../../views/gallery/popover-sections.tsx';
import { SchemaFormSection } from '../../views/gallery/schema-form-section.tsx';
import { ScriptTestSection } from '../../views/gallery/script-test-section.tsx';
import { SHELL_TITLES, ShellPartsSections } from '../../views/gallery/shell-sections.tsx';
import { CustomCheckboxSection, StatusLightSection } from '../../views/gallery/small-parts-section.tsx';
import { SplitPanesSection } from '../../views/gallery/split-panes-section.tsx';
import { DatePeriodSection, DateTimeSection, TimezoneSection } from '../../views/gallery/time-sections.tsx';
import { TYPE_PICKER_TITLES, TypePickerSections } from '../../views/gallery/type-picker-sections.tsx';
import { defaultTimewindow } from '../domain/time-window/timewindow.ts';
import { pickerState } from '../routes/gallery-pickers.tsx';
import { autocompleteGallery } from './autocomplete-samples.ts';
import { checkCodeEditorForm, INVALID_INPUT } from './code-editor-samples.ts';
import { initialFilesState } from './files-samples.ts';
import { formPartViews, type FormPart } from './form-parts-samples.ts';
import { gallerySection, type GalleryContext } from './gallery-sections.ts';
import { galleryNavTrees, navTreeDialogAsked } from './nav-tree-samples.ts';
import { galleryPickers } from './picker-samples.ts';
import { gallerySchemaFields, schemaStates } from './schema-form-sample.ts';
import { galleryShellState } from './shell-samples.ts';
import { checkTimeForm, INVALID_TIME_INPUT } from './time-samples.ts';
import { galleryTypePickers } from './type-picker-samples.ts';

/** The time window's and playback's most points (the gallery's sample). */
export const MAX_POINTS = 500;

/** The file, image, markdown and furniture parts' state: a plain visit's, or as the posted form left it. */
function files({ request, posted }: GalleryContext) {
  const view = request.view();
  const shareUrl = `${request.publicOrigin() ?? `${request.protocol}://${request.host}`}${view.url('/gallery')}`;
  const initial = initialFilesState(new Date().getUTCFullYear(), shareUrl);
  return posted.files ? posted.files(initial) : initial;
}
const time = ({ posted, now }: GalleryContext) => posted.time ?? checkTimeForm(INVALID_TIME_INPUT, now);
const pickers = ({ posted }: GalleryContext) => posted.pickers ?? pickerState({});
const formPart = (part: FormPart, fragment: keyof typeof FORM_PART_TITLES) => gallerySection({
  titles: { [fragment]: FORM_PART_TITLES[fragment] },
  load: ({ request, posted }) => formPartViews(request, part, posted.formPosts?.[part]),
  render: (views) => <FormPartSection part={part} views={views} />,
});

/**
 * Every section of `/gallery`, in the page's order: its fragments with their title keys, what it reads when shown,
 * how it draws it. A new shared part is one entry here.
 */
export const GALLERY_SECTIONS = [
  gallerySection({
    titles: { 'code-editor': 'gallery.code-editor' },
    load: ({ request, posted }) => posted.codeEditor ?? checkCodeEditorForm(INVALID_INPUT.json, INVALID_INPUT.fn, request.view().t),
    render: (check) => <CodeEditorSection check={check} />,
  }),
  gallerySection({ titles: { 'json-object-editor': 'gallery.json-object-editor' }, render: () => <JsonObjectEditorSection /> }),
  gallerySection({
    titles: { 'json-edit-dialog': 'gallery.json-edit-dialog' },
    load: ({ posted }) => posted.jsonEdit ?? { open: false, text: '' },
    render: (state) => <JsonEditDialogSection state={state} />,
  }),
  gallerySection({ titles: { 'markdown-view': 'gallery.markdown-view' }, render: () => <MarkdownSection /> }),
  gallerySection({ titles: { 'status-light': 'gallery.status-light' }, render: () => <StatusLightSection /> }),
  gallerySection({ titles: { 'custom-checkbox': 'gallery.custom-checkbox' }, load: ({ posted }) => posted.checkbox, render: (posted) => <CustomCheckboxSection posted={posted} /> }),
  gallerySection({ titles: { 'json-viewer': 'gallery.json-viewer' }, render: () => <JsonViewerSection /> }),
  gallerySection({ titles: { 'typed-value': 'gallery.typed-value' }, load: ({ posted }) => posted.formPosts?.typed, render: (typed) => <TypedValueSection posted={typed} /> }),
  gallerySection({ titles: { 'markdown-editor': 'gallery.markdown-editor' }, load: files, render: (state) => <MarkdownEditorSection state={state.markdown} help={state.help} /> }),
  gallerySection({ titles: { 'file-input': 'gallery.file-input' }, load: files, render: (state) => <FileInputSection state={state.file} /> }),
  gallerySection({ titles: { 'image-input': 'gallery.image-input' }, render: () => <ImageInputSection /> }),
  gallerySection({ titles: { 'multi-image-input': 'gallery.multi-image-input' }, load: files, render: (state) => <MultiImageSection state={state.images} /> }),
  gallerySection({ titles: { 'fab-group': 'gallery.fab-group' }, render: () => <FabGroupSection /> }),
  gallerySection({ titles: { 'fullscreen-panel': 'gallery.fullscreen-panel' }, load: files, render: (state) => <FullscreenPanelSection fullscreen={state.fullscreen} /> }),
  gallerySection({
    titles: { 'share-panel': 'gallery.share-panel', 'page-footer': 'gallery.page-footer', logo: 'gallery.logo' },
    load: files,
    render: (state) => <PageFurnitureSections year={state.year} shareUrl={state.shareUrl} />,
  }),
  gallerySection({ titles: { 'colour-input': 'gallery.colour-input' }, load: pickers, render: (state) => <ColourSection state={state} /> }),
  gallerySection({ titles: { 'icon-input': 'gallery.icon-picker' }, load: pickers, render: (state) => <IconSection state={state} /> }),
  gallerySection({ titles: { 'key-value-map': 'gallery.key-value-map' }, load: ({ posted }) => posted.keyValue, render: (posted) => <KeyValueMapSection posted={posted} /> }),
  gallerySection({ titles: { popover: 'gallery.popover' }, render: () => <PopoverSection /> }),
  gallerySection({ titles: { 'help-popover': 'gallery.help-popover' }, render: () => <HelpSection /> }),
  gallerySection({ titles: { 'spinner-button': 'gallery.spinner-button' }, load: ({ posted }) => posted.spinnerCount ?? 0, render: (count) => <SpinnerButtonSection count={count} /> }),
  gallerySection({
    titles: { 'history-playback': 'dashboard-history.playback' },
    load: ({ posted }) => posted.playback ?? {},
    render: (query) => <PlaybackSection query={query} />,
  }),
  gallerySection({ titles: { 'split-panes': 'gallery.split-panes' }, render: () => <SplitPanesSection /> }),
  gallerySection({ titles: { 'script-test': 'gallery.script-test' }, load: ({ posted }) => posted.scriptTest, render: (view) => <ScriptTestSection view={view} /> }),
  gallerySection({ titles: { 'date-time': 'gallery.date-time' }, load: time, render: (check) => <DateTimeSection check={check} /> }),
  gallerySection({ titles: { 'date-period': 'gallery.date-period' }, load: time, render: (check) => <DatePeriodSection check={check} /> }),
  gallerySection({ titles: { timezone: 'gallery.timezone' }, render: () => <TimezoneSection /> }),
  gallerySection({ titles: { 'quick-interval': 'gallery.quick-interval' }, render: () => <QuickIntervalSection /> }),
  gallerySection({ titles: { 'time-interval': 'gallery.time-interval' }, load: time, render: (check) => <TimeIntervalSection check={check} /> }),
  gallerySection({
    titles: { 'time-window': 'gallery.time-window' },
    load: ({ posted, now }) => ({ now, query: posted.timewindow ?? { kind: 'window' as const, timewindow: defaultTimewindow(now, MAX_POINTS) } }),
    render: ({ query, now }) => <TimeWindowSection query={query} now={now} />,
  }),
  gallerySection({ titles: { 'chip-list': 'gallery.chip-list' }, render: () => <ChipListSection /> }),
  gallerySection({
    titles: { 'nav-tree': 'nav-tree.nav-tree' },
    load: ({ request, query, posted, keep }) => galleryNavTrees(request, query, posted.navTreeDialog ?? navTreeDialogAsked(query), keep),
    render: (trees) => <NavTreeSection trees={trees} />,
  }),
  gallerySection({ titles: PICKER_TITLES, load: ({ request, posted }) => galleryPickers(request, posted.searches), render: (states) => <PickerSections pickers={states} /> }),
  gallerySection({
    titles: AUTOCOMPLETE_TITLES,
    load: ({ request, posted }) => posted.autocompletes ?? autocompleteGallery(request, posted.autocompleteQuery ?? {}),
    render: (state) => (
      <>
        <GatewaySelectSection state={state} />
        <RelationTypeSection />
        <MessageTypeSection />
        <BranchSelectSection state={state} />
      </>
    ),
  }),
  gallerySection({ titles: SHELL_TITLES, load: ({ request }) => galleryShellState(request), render: (state) => <ShellPartsSections state={state} /> }),
  formPart('phone', 'phone-input'),
  formPart('contact', 'contact-section'),
  formPart('rows', 'structured-rows'),
  gallerySection({
    titles: { 'schema-form': 'gallery.schema-form' },
    load: ({ request, posted }) => {
      const fields = gallerySchemaFields(request.view().t);
      return { fields, states: schemaStates(fields, posted.formPosts?.schema) };
    },
    render: ({ fields, states }) => <SchemaFormSection fields={fields} states={states} />,
  }),
  gallerySection({ titles: TYPE_PICKER_TITLES, load: ({ request, posted }) => galleryTypePickers(request, posted.typePickers), render: (pickers) => <TypePickerSections pickers={pickers} /> }),
];

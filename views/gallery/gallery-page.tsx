import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { CodeEditorCheck } from '../../server/gallery/code-editor-samples.ts';
import type { TimeFormCheck } from '../../server/gallery/time-samples.ts';
import type { TimewindowQuery } from '../../server/domain/time-window/timewindow-query.ts';
import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import { CodeEditorSection } from './code-editor-section.tsx';
import { JsonViewerSection, TypedValueSection } from './existing-parts-sections.tsx';
import { MarkdownSection } from './markdown-section.tsx';
import { SplitPanesSection } from './split-panes-section.tsx';
import { CustomCheckboxSection, StatusLightSection } from './small-parts-section.tsx';
import { ColourSection, IconSection, type PickerGalleryState } from './picker-sections.tsx';
import { HelpSection, KeyValueMapSection, PopoverSection, SpinnerButtonSection } from './popover-sections.tsx';
import type { KeyValueMapRead } from '../../server/domain/pickers/key-value-map.ts';
import { PlaybackSection } from './playback-section.tsx';
import { DatePeriodSection, DateTimeSection, TimezoneSection } from './time-sections.tsx';
import { QuickIntervalSection, TimeIntervalSection, TimeWindowSection } from './interval-sections.tsx';
import { PICKER_TITLES, PickerSections } from './entity-picker-sections.tsx';
import type { GalleryPickerPart, PickerStates } from '../../server/gallery/picker-samples.ts';
import { ChipListSection } from './input-sections.tsx';
import { TYPE_PICKER_TITLES, TypePickerSections } from './type-picker-sections.tsx';
import type { TypePickerGallery } from '../../server/gallery/type-picker-samples.ts';
import { JsonEditDialogSection, JsonObjectEditorSection, type JsonEditState } from './json-sections.tsx';
import { FileInputSection, ImageInputSection, MultiImageSection } from './file-sections.tsx';
import { FabGroupSection, FullscreenPanelSection, PageFurnitureSections } from './furniture-sections.tsx';
import { MarkdownEditorSection } from './markdown-editor-section.tsx';
import type { FilesGalleryState } from '../../server/gallery/files-samples.ts';
import type { AutocompleteGalleryState } from '../../server/gallery/autocomplete-samples.ts';
import { AUTOCOMPLETE_TITLES, BranchSelectSection, GatewaySelectSection, MessageTypeSection, RelationTypeSection } from './autocomplete-sections.tsx';
import { NavTreeSection, type NavTreeGallery } from './nav-tree-section.tsx';
import type { ShellGalleryState } from '../../server/gallery/shell-samples.ts';
import { SHELL_TITLES, ShellPartsSections } from './shell-sections.tsx';
import type { GalleryForms } from '../../server/routes/gallery-forms.tsx';
import { FORM_PART_TITLES, FormPartSection } from './form-parts-sections.tsx';
import { SchemaFormSection } from './schema-form-section.tsx';
import { ScriptTestSection } from './script-test-section.tsx';
import type { ScriptTestView } from '../parts/script-test/script-test-dialog.tsx';

/** The parts shown, by their fragment, with their section titles. */
const PARTS = {
  'code-editor': 'gallery.code-editor',
  'json-object-editor': 'gallery.json-object-editor',
  'json-edit-dialog': 'gallery.json-edit-dialog',
  'markdown-view': 'gallery.markdown-view',
  'status-light': 'gallery.status-light',
  'custom-checkbox': 'gallery.custom-checkbox',
  'json-viewer': 'gallery.json-viewer',
  'typed-value': 'gallery.typed-value',
  'markdown-editor': 'gallery.markdown-editor',
  'file-input': 'gallery.file-input',
  'image-input': 'gallery.image-input',
  'multi-image-input': 'gallery.multi-image-input',
  'fab-group': 'gallery.fab-group',
  'fullscreen-panel': 'gallery.fullscreen-panel',
  'share-panel': 'gallery.share-panel',
  'page-footer': 'gallery.page-footer',
  logo: 'gallery.logo',
  'colour-input': 'gallery.colour-input',
  'icon-input': 'gallery.icon-picker',
  'key-value-map': 'gallery.key-value-map',
  popover: 'gallery.popover',
  'help-popover': 'gallery.help-popover',
  'spinner-button': 'gallery.spinner-button',
  'history-playback': 'dashboard-history.playback',
  'split-panes': 'gallery.split-panes',
  'script-test': 'gallery.script-test',
  'date-time': 'gallery.date-time',
  'date-period': 'gallery.date-period',
  timezone: 'gallery.timezone',
  'quick-interval': 'gallery.quick-interval',
  'time-interval': 'gallery.time-interval',
  'time-window': 'gallery.time-window',
  'chip-list': 'gallery.chip-list',
  'nav-tree': 'nav-tree.nav-tree',
  ...PICKER_TITLES,
  ...AUTOCOMPLETE_TITLES,
  ...SHELL_TITLES,
  ...FORM_PART_TITLES,
  'schema-form': 'gallery.schema-form',
  ...TYPE_PICKER_TITLES,
};

/** What the gallery shows besides its parts' fixed samples: the forms' last verdicts and the time window's query. */
export interface GalleryPageProps {
  crumbs: Crumb[];
  codeEditor: CodeEditorCheck;
  jsonEdit: JsonEditState;
  checkbox?: string;
  time: TimeFormCheck;
  timewindow: TimewindowQuery;
  now: number;
  files: FilesGalleryState;
  pickers: PickerGalleryState;
  keyValue?: KeyValueMapRead;
  spinnerCount: number;
  playback?: Record<string, string>;
  entityPickers: Record<GalleryPickerPart, PickerStates>;
  autocompletes: AutocompleteGalleryState;
  navTrees: NavTreeGallery;
  shell: ShellGalleryState;
  forms: GalleryForms;
  typePickers: TypePickerGallery;
  /** The node script test dialog, when its address opens it. */
  scriptTest?: ScriptTestView;
}

/**
 * `/gallery` (only with `GALLERY=true`): every shared part of views/parts in its states, each at its own URL
 * fragment, so that people and the screenshot tests can look at each one.
 */
export function GalleryPage({ crumbs, codeEditor, jsonEdit, checkbox, files, pickers, keyValue, spinnerCount, playback = {}, time, timewindow, now, entityPickers, autocompletes, navTrees, shell, forms, typePickers, scriptTest }: GalleryPageProps) {
  const { t } = useView();
  const title = t('gallery.title');
  return (
    <Shell title={title} crumbs={crumbs}>
      <div className="gallery">
        <nav aria-label={t('gallery.parts')} className="gallery-index">
          <ul>
            {Object.entries(PARTS).map(([part, key]) => <li key={part}><a href={`#${part}`}>{t(key)}</a></li>)}
          </ul>
        </nav>
        <CodeEditorSection check={codeEditor} />
        <JsonObjectEditorSection />
        <JsonEditDialogSection state={jsonEdit} />
        <MarkdownSection />
        <StatusLightSection />
        <CustomCheckboxSection posted={checkbox} />
        <JsonViewerSection />
        <TypedValueSection posted={forms.typed} />
        <MarkdownEditorSection state={files.markdown} help={files.help} />
        <FileInputSection state={files.file} />
        <ImageInputSection />
        <MultiImageSection state={files.images} />
        <FabGroupSection />
        <FullscreenPanelSection fullscreen={files.fullscreen} />
        <PageFurnitureSections year={files.year} shareUrl={files.shareUrl} />
        <ColourSection state={pickers} />
        <IconSection state={pickers} />
        <KeyValueMapSection posted={keyValue} />
        <PopoverSection />
        <HelpSection />
        <SpinnerButtonSection count={spinnerCount} />
        <PlaybackSection query={playback} />
        <SplitPanesSection />
        <ScriptTestSection view={scriptTest} />
        <DateTimeSection check={time} />
        <DatePeriodSection check={time} />
        <TimezoneSection />
        <QuickIntervalSection />
        <TimeIntervalSection check={time} />
        <TimeWindowSection query={timewindow} now={now} />
        <ChipListSection />
        <NavTreeSection trees={navTrees} />
        <PickerSections pickers={entityPickers} />
        <GatewaySelectSection state={autocompletes} />
        <RelationTypeSection />
        <MessageTypeSection />
        <BranchSelectSection state={autocompletes} />
        <ShellPartsSections state={shell} />
        <FormPartSection part="phone" views={forms.parts.phone} />
        <FormPartSection part="contact" views={forms.parts.contact} />
        <FormPartSection part="rows" views={forms.parts.rows} />
        <SchemaFormSection fields={forms.schemaFields} states={forms.schema} />
        <TypePickerSections pickers={typePickers} />
      </div>
    </Shell>
  );
}

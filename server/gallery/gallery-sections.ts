import type { FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { JsonEditState } from '../../views/gallery/json-sections.tsx';
import type { ScriptTestView } from '../../views/parts/script-test/script-test-dialog.tsx';
import type { TimewindowQuery } from '../domain/time-window/timewindow-query.ts';
import type { FormPosts } from '../routes/gallery-forms.tsx';
import type { PickerParts } from '../routes/gallery-pickers.tsx';
import type { AutocompleteGalleryState } from './autocomplete-samples.ts';
import type { CodeEditorCheck } from './code-editor-samples.ts';
import type { FilesGalleryState } from './files-samples.ts';
import type { DialogAsk } from './nav-tree-samples.ts';
import type { TimeFormCheck } from './time-samples.ts';

/** What a request gives the gallery besides a plain visit's samples: the posted form's verdict, the address's state. */
export interface GalleryPosts extends PickerParts {
  codeEditor?: CodeEditorCheck;
  jsonEdit?: JsonEditState;
  checkbox?: string;
  files?: (initial: FilesGalleryState) => FilesGalleryState;
  playback?: Record<string, string>;
  time?: TimeFormCheck;
  timewindow?: TimewindowQuery;
  searches?: Record<string, string>;
  autocompletes?: AutocompleteGalleryState;
  /** The address the autocompletes read their state from (a plain visit's query). */
  autocompleteQuery?: Record<string, unknown>;
  navTreeDialog?: DialogAsk;
  formPosts?: FormPosts;
  typePickers?: Record<string, unknown>;
  scriptTest?: ScriptTestView;
}

/** What a section's loader reads from. */
export interface GalleryContext {
  request: FastifyRequest;
  posted: GalleryPosts;
  /** The request's query (a post keeps the gallery's address in its action). */
  query: Record<string, unknown>;
  now: number;
  /** The query members the gallery's own GET forms keep: the sections filter (`parts`) when there is one. */
  keep: Record<string, string>;
}

/**
 * One entry of the gallery: the fragments it draws with their title keys (the index's entries, in order), what it
 * reads (only when it is shown: a loader may call the platform) and how it draws that.
 */
export interface GallerySectionEntry<T = unknown> {
  titles: Readonly<Record<string, string>>;
  load?: (context: GalleryContext) => T | Promise<T>;
  render: (data: T) => ReactNode;
}

/** An entry with its data's type checked between its loader and its drawing. */
export const gallerySection = <T>(entry: GallerySectionEntry<T>) => entry as GallerySectionEntry<unknown>;

/** The entries named by a `parts` filter (any of their fragments named); none named: every entry, unfiltered. */
export function shownSections(entries: readonly GallerySectionEntry[], asked: readonly string[] | null): { shown: GallerySectionEntry[]; filter: string[] | null } {
  if (!asked) return { shown: [...entries], filter: null };
  const wanted = new Set(asked);
  const shown = entries.filter((entry) => Object.keys(entry.titles).some((part) => wanted.has(part)));
  if (!shown.length) return { shown: [...entries], filter: null };
  const known = new Set(shown.flatMap((entry) => Object.keys(entry.titles)));
  return { shown, filter: asked.filter((part, i) => known.has(part) && asked.indexOf(part) === i) };
}

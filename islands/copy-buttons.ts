// Copy buttons (views/copy-button.tsx), only on pages that have one.
import { enableCopyButtons } from './behaviours/copy-button.ts';

enableCopyButtons(document);

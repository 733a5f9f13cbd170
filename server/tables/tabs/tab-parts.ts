import { attributesTab } from './attributes-tab.tsx';
import { telemetryTab } from './telemetry-tab.tsx';
import { alarmsTab } from './alarms-tab.tsx';
import { relationsTab } from './relations-tab.tsx';
import { eventsTab } from './events-tab.tsx';
import { auditLogsTab } from './audit-logs-tab.tsx';
import { versionControlTab } from './version-control-tab.tsx';
import { downlinksTab } from './downlinks-tab.tsx';
import type { TabPart } from './tab-part.ts';

/** The built details tabs by slug; a slug a kind lists but this lacks answers "not available". */
export const TAB_PARTS: Readonly<Record<string, TabPart>> = Object.fromEntries([attributesTab, telemetryTab, alarmsTab, relationsTab, eventsTab, auditLogsTab, versionControlTab, downlinksTab].map((part) => [part.slug, part]));

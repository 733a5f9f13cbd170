import { Shell } from '../shell/shell.tsx';
import { useScript } from '../page-scripts.tsx';
import { CsrfField, FieldError } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { TabBar } from '../entity/details.tsx';
import { PAGE_REGION } from '../entity/list-page.tsx';
import { SEVERITIES, type AlarmDraft, type AlarmRulesView } from '../../server/domain/profile-alarms.ts';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { CheckField, EditButton, idOf, SelectField, TextField } from './alarm-fields.tsx';
import { RuleFields } from './alarm-rule.tsx';

const SEVERITY_LABELS = {
  CRITICAL: 'alarm.severity-critical',
  MAJOR: 'alarm.severity-major',
  MINOR: 'alarm.severity-minor',
  WARNING: 'alarm.severity-warning',
  INDETERMINATE: 'alarm.severity-indeterminate',
} satisfies Record<(typeof SEVERITIES)[number], string>;

const LIST_ID = 'alarm-list';

/** What the list of alarms needs of the tab's view (the add dialog's alarm rules step gives the same). */
export type AlarmListView = Pick<AlarmRulesView, 'action' | 'draft' | 'errors' | 'dashboards'>;

function Alarm({ alarm, index, view }: { alarm: AlarmDraft; index: number; view: AlarmListView }) {
  const { t } = useView();
  const path = `profileData.alarms.${index}`;
  const group = idOf(path);
  const { errors, action, dashboards } = view;
  return (
    <fieldset className="form-section alarm-rule" id={group}>
      <legend>{alarm.alarmType || t('device-profile.alarm-rule')}</legend>
      <input type="hidden" name={`${path}.id`} value={alarm.id} />
      <FieldError id={`${group}-id-error`} message={errors[`${path}.id`]} />
      <TextField name={`${path}.alarmType`} label="device-profile.alarm-type" value={alarm.alarmType} errors={errors} />
      <CheckField name={`${path}.propagate`} label="device-profile.propagate-alarm" checked={alarm.propagate} />
      <TextField name={`${path}.propagateRelationTypes`} label="device-profile.alarm-rule-relation-types-list" value={alarm.propagateRelationTypes} errors={errors} />
      <h3>{t('device-profile.create-alarm-rules')}</h3>
      {alarm.createRules.map((rule) => {
        const rulePath = `${path}.createRules.${rule.severity}`;
        return (
          <fieldset key={rule.severity} className="form-section create-rule" id={idOf(rulePath)}>
            <legend>{t(SEVERITY_LABELS[rule.severity as keyof typeof SEVERITY_LABELS] ?? 'device-profile.alarm-severity')}</legend>
            <SelectField name={`${rulePath}.severity`} label="device-profile.alarm-severity" value={rule.severity} options={SEVERITY_LABELS} errors={errors} />
            <RuleFields rule={rule} path={rulePath} action={action} errors={errors} dashboards={dashboards} />
            <EditButton op={`remove-create-rule:${rulePath}`} label="device-profile.remove-create-alarm-rule" group={group} action={action} icon="remove" />
          </fieldset>
        );
      })}
      <FieldError id={`${group}-rules-error`} message={errors[`${path}.createRules`]} />
      {alarm.createRules.length < SEVERITIES.length && <EditButton op={`add-create-rule:${path}`} label="device-profile.add-create-alarm-rule" group={group} action={action} />}
      <h3>{t('device-profile.clear-alarm-rule')}</h3>
      {alarm.clearRule ? (
        <fieldset className="form-section clear-rule" id={idOf(`${path}.clearRule`)}>
          <legend>{t('device-profile.clear-alarm-rule')}</legend>
          <RuleFields rule={alarm.clearRule} path={`${path}.clearRule`} action={action} errors={errors} dashboards={dashboards} />
          <EditButton op={`remove-clear-rule:${path}`} label="device-profile.remove-clear-alarm-rule" group={group} action={action} icon="remove" />
        </fieldset>
      ) : (
        <EditButton op={`add-clear-rule:${path}`} label="device-profile.add-clear-alarm-rule" group={group} action={action} />
      )}
      <EditButton op={`remove-alarm:${path}`} label="device-profile.remove-alarm-rule" group={LIST_ID} action={action} icon="remove" />
    </fieldset>
  );
}

/** The alarms, each with its rules, and the button that adds one (without `action`: plain submits of the form). */
export function AlarmList({ view }: { view: AlarmListView }) {
  const { t } = useView();
  return (
    <div id={LIST_ID}>
      {view.draft.length === 0 && <p>{t('device-profile.no-alarm-rules')}</p>}
      {view.draft.map((alarm, i) => (
        <Alarm key={alarm.id || i} alarm={alarm} index={i} view={view} />
      ))}
      <EditButton op="add-alarm" label="device-profile.add-alarm-rule" group={LIST_ID} action={view.action} />
    </div>
  );
}

/** The alarm rules tab's region: the profile's header and tabs, and the alarm rules form. */
export function AlarmRulesRegion({ view }: { view: AlarmRulesView }) {
  const { t } = useView();
  useScript('htmx');
  return (
    <div id={PAGE_REGION} className="entity-page details-page">
      <section className="entity-details" aria-labelledby="details-title-page">
        <div className="details-header">
          <h2 id="details-title-page">{view.name}</h2>
          <span className="details-subtitle">{view.subtitle}</span>
        </div>
        <TabBar tabs={view.tabs} />
        <form method="post" action={view.action} className="entity-form alarm-rules-form" noValidate hx-post={view.action} hx-target={`#${PAGE_REGION}`} hx-swap="outerHTML" hx-indicator="#progress">
          <CsrfField />
          {view.formError && (
            <p className="form-error" role="alert">
              {view.formError}
            </p>
          )}
          <AlarmList view={view} />
          <div className="form-actions">
            <button type="submit" className="button primary">
              <Icon name="done" />
              {t('action.save')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}

export function AlarmRulesPage({ title, crumbs, view }: { title: string; crumbs: Crumb[]; view: AlarmRulesView }) {
  return (
    <Shell title={title} crumbs={crumbs}>
      <AlarmRulesRegion view={view} />
    </Shell>
  );
}

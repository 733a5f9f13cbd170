import { useView } from '../view-context.tsx';

export interface ChoiceFormProps {
  /** The form's class and the select's id. */
  className: string;
  id: string;
  /** Console path the GET form leads to, and the query members it keeps. */
  action: string;
  keep: Record<string, string>;
  name: string;
  label: string;
  button: string;
  value: string;
  choices: { value: string; label: string }[];
}

/** A GET form choosing one value from a list (a dashboard state, a widgets bundle): works without JavaScript. */
export function ChoiceForm({ className, id, action, keep, name, label, button, value, choices }: ChoiceFormProps) {
  const { url } = useView();
  return (
    <form method="get" action={url(action)} className={className}>
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {button}
      </button>
    </form>
  );
}

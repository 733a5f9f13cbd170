/** The value a custom-value check box posted (views/parts/custom-value-checkbox.tsx): the last of its name's values. */
export function lastFormValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

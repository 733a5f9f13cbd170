/** Translation keys of the key filter predicates' operations (alarm rule conditions, dashboard filters). */
export const OPERATION_LABELS: Record<string, string> = {
  EQUAL: 'profiles.filter.operation.equal',
  NOT_EQUAL: 'profiles.filter.operation.not-equal',
  STARTS_WITH: 'profiles.filter.operation.starts-with',
  ENDS_WITH: 'profiles.filter.operation.ends-with',
  CONTAINS: 'profiles.filter.operation.contains',
  NOT_CONTAINS: 'profiles.filter.operation.not-contains',
  IN: 'profiles.filter.operation.in',
  NOT_IN: 'profiles.filter.operation.not-in',
  GREATER: 'profiles.filter.operation.greater',
  LESS: 'profiles.filter.operation.less',
  GREATER_OR_EQUAL: 'profiles.filter.operation.greater-or-equal',
  LESS_OR_EQUAL: 'profiles.filter.operation.less-or-equal',
};

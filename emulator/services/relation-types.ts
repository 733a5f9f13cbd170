export const RELATION_TYPE_GROUPS: readonly string[] = [
  'COMMON', 'DASHBOARD', 'RULE_CHAIN', 'RULE_NODE', 'EDGE', 'EDGE_AUTO_ASSIGN_RULE_CHAIN',
];

/** An unparseable or absent type group means COMMON, as the controller's parser answers. */
export function typeGroupOf(value: string | undefined): string {
  return value !== undefined && RELATION_TYPE_GROUPS.includes(value) ? value : 'COMMON';
}

/** What the gallery's JSON edit dialog opens with; its route compares the posted text with it. */
export const JSON_EDIT_SAMPLE = { temperature: 21.5 };

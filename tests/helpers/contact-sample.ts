// A stored submission with every field of the contract's field table filled: text fields hold
// their placeholder (a valid example), choices their first value. Tests that must show every field
// use it, so a field added to the table is checked without editing them.
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactColumns,
  type ContactFieldDef,
} from '../../supabase/functions/_shared/contracts/contact.ts';

export function sampleColumns(): ContactColumns {
  const entries = CONTACT_FIELD_NAMES.map((name) => {
    const def: ContactFieldDef = CONTACT_FIELDS[name];
    return [def.key, def.kind === 'choice' ? def.values[0] : def.placeholder];
  });
  // The cast: one entry per column, each a valid value of its field.
  return Object.fromEntries(entries) as ContactColumns;
}

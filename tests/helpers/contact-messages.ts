// Every contact validation message by name, for tests: `<field><Kind>` from the contract's field
// table (nameMin, emailInvalid, currentToolsMax…), the field name itself for a choice (purpose,
// companySize), and the cross-field ones. The site reads the messages from CONTACT_FIELDS directly.
import {
  CONTACT_CROSS_MESSAGES,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactFieldDef,
  type ContactFieldName,
} from '../../supabase/functions/_shared/contracts/contact.ts';

type Fields = typeof CONTACT_FIELDS;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type FieldMessages<K extends string, F> = F extends { kind: 'choice'; message: infer S }
  ? { [P in K]: S }
  : F extends { messages: infer Ms }
    ? { [MK in keyof Ms & string as `${K}${Capitalize<MK>}`]: Ms[MK] }
    : never;
export type ContactMessages = UnionToIntersection<
  { [K in ContactFieldName]: FieldMessages<K, Fields[K]> }[ContactFieldName]
> &
  typeof CONTACT_CROSS_MESSAGES;

export const contactMessages = Object.assign(
  {},
  ...CONTACT_FIELD_NAMES.map((name) => {
    const def: ContactFieldDef = CONTACT_FIELDS[name];
    if (def.kind === 'choice') return { [name]: def.message };
    return Object.fromEntries(
      Object.entries(def.messages).map(([kind, text]) => [
        `${name}${kind[0]!.toUpperCase()}${kind.slice(1)}`,
        text,
      ]),
    );
  }),
  CONTACT_CROSS_MESSAGES,
) as ContactMessages;

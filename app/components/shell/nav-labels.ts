import type { I18n, MessageDescriptor } from "@lingui/core";

/** A menu label: a message to translate, or a proper name that reads the same in every language. */
export type Label = MessageDescriptor | string;

export const labelText = (i18n: I18n, label: Label): string =>
  typeof label === "string" ? label : i18n._(label);

/** A stable key for a label (its id, or the name itself). */
export const labelKey = (label: Label): string => (typeof label === "string" ? label : label.id);

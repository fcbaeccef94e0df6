import type { I18n } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { DirectoryRecord } from "./schema.ts";

/** A directory text in `i18n`'s language; the English text itself when it has no message. */
export function directoryText(i18n: I18n, english: string): string {
  if (!english) return english;
  const id = generateMessageId(english);
  const text = i18n._(id);
  return text === id ? english : text;
}

/** A directory record with its visitor copy in `i18n`'s language (names and keys unchanged). */
export function localizedRecord(record: DirectoryRecord, i18n: I18n): DirectoryRecord {
  const say = (text: string) => directoryText(i18n, text);
  return {
    ...record,
    caption: say(record.caption),
    area: say(record.area),
    tags: record.tags.map((tag) => ({
      ...tag,
      value: say(tag.value),
      ...(tag.desc ? { desc: say(tag.desc) } : {}),
    })),
  };
}

import { notify } from "./notifications.tsx";

/** Puts a "Copy link" button's link on the clipboard and says so, in the words it carries. */
export async function copyLink(button: HTMLElement): Promise<void> {
  const { copyLink: link = "", copied = "", notCopied = "" } = button.dataset;
  try {
    await navigator.clipboard.writeText(link);
    void notify(copied, "success");
  } catch {
    void notify(notCopied, "warning");
  }
}

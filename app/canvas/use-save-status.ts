import { useNavigate } from "@remix-run/react";
import { useRef, useState, type Dispatch } from "react";
import { useToast } from "~/components/toast";
import { useT } from "~/utils/i18n-react";
import type { DocEvents } from "./coloring-doc";
import type { EditorAction } from "./editor-state";
import { useSaveText, type SaveView } from "./editor-ui";
import type { SaveStatus } from "./save-queue";
import { colorMessages } from "~/i18n/messages/color";
import { errorsMessages } from "~/i18n/messages/errors";

/**
 * What the person sees and hears of saving (issue #13): the save state and whether the device
 * keeps a copy, and the colouring's answers about saving (`events`, for its ColoringDoc): a
 * spent credit or an asked-for save as a toast, a refusal as a toast (no credits left: to
 * /checkout), and, said aloud, only that saving stopped working or works again.
 */
export function useSaveStatus({
  dispatch,
  announce,
  celebrate,
  onStored,
}: {
  dispatch: Dispatch<EditorAction>;
  announce: (text: string) => void;
  celebrate: () => void;
  /**
   * A save reached the server: the colouring is there now, so whatever the screen said about the
   * credit its first save would spend is past (issue #43.7). A kept copy saved after a reload
   * spends it with no edit on this screen: the notice read before must not stay beside the toast.
   */
  onStored: () => void;
}) {
  const t = useT(colorMessages, errorsMessages);
  const toast = useToast();
  const navigate = useNavigate();
  const saveText = useSaveText();
  const [status, setStatus] = useState<SaveView>("saved");
  const [kept, setKept] = useState(true);
  const keptRef = useRef(kept);
  keptRef.current = kept;
  const statusRef = useRef<SaveView>("saved");

  const events: Pick<DocEvents, "status" | "saved" | "refused" | "unkept"> = {
    status: (next: SaveStatus) => {
      setStatus(next);
      dispatch({ type: next === "saved" ? "saved" : "edited" });
      // Said aloud only when saving stops working, and when it works again.
      const before = statusRef.current;
      statusRef.current = next;
      const trouble = (s: SaveView) => s === "offline" || s === "error" || s === "stopped";
      if (trouble(next) !== trouble(before) && (trouble(next) || next === "saved")) announce(saveText(next, keptRef.current));
    },
    saved: ({ credits: left, explicit }) => {
      onStored();
      if (left) {
        toast({ variant: "success", message: t("color.credit.claimed", { count: Math.max(0, left.publicPage) }) });
      } else if (explicit) {
        toast({ variant: "success", message: t("color.pageSaved") });
        celebrate();
      }
    },
    refused: ({ code, message }) => {
      setStatus("stopped");
      statusRef.current = "stopped";
      if (code === "NO_CREDITS") {
        toast({ variant: "danger", message: t("errors.noCredits"), persist: true });
        navigate("/checkout");
      } else if (code === "UNAUTHORIZED") toast({ variant: "danger", message: t("color.signedOut"), persist: true });
      else toast({ variant: "danger", message });
    },
    unkept: () => setKept(false),
  };

  return { status, kept, setKept, events };
}

export type SaveStatusView = ReturnType<typeof useSaveStatus>;

import { colorMessages } from "~/i18n/messages/color";
import { useT } from "~/utils/i18n-react";
import { EditorLayout, PICTURE_BOX, PictureStill } from "./editor-layout";
import { EditorNotes } from "./editor-notes";
import { initialEditorState } from "./editor-state";
import { EditorHeader, EditorTools } from "./editor-toolbar";
import type { ZoomActions } from "./editor-ui";
import { FillStyleControl } from "./fill-style-control";
import { FLAT } from "./fill-styles";
import { Palette } from "./palette";

const idle = () => undefined;
const ZOOM_AT_REST: ZoomActions = { percent: null, full: false, canZoomOut: false, zoomIn: idle, zoomOut: idle, toggle: idle };

/**
 * The colour screen as the server sends it, before the editor (fabric, in its own chunk) runs, and
 * all that shows without JavaScript: the editor's own header, tools and colours in their places,
 * inert, and the picture in its box. Drawn by the same components and layout as the editor, so
 * the editor taking over moves nothing.
 */
export function EditorPlaceholder({ title, picture, recentColors, regionMap }: { title: string; picture: string; recentColors: string[]; regionMap: boolean }) {
  const t = useT(colorMessages);
  return (
    <EditorLayout
      inert=""
      data-testid="editor-placeholder"
      header={
        <EditorHeader
          title={title}
          progress={null}
          status="saved"
          kept
          ready={false}
          scale={false}
          hasPaint={false}
          zoom={ZOOM_AT_REST}
          onSave={idle}
          onToggleScale={idle}
          onPrint={idle}
          onDownload={idle}
          onPdf={idle}
          onReplay={idle}
          onClear={idle}
        />
      }
      notes={<EditorNotes ready={false} notice={null} hint={null} />}
      tools={
        <EditorTools
          state={initialEditorState}
          dispatch={idle}
          regions={regionMap ? "loading" : "none"}
          history={{ undo: idle, redo: idle, canUndo: false, canRedo: false }}
          zoom={ZOOM_AT_REST}
        />
      }
      picture={
        <div className={PICTURE_BOX}>
          <PictureStill src={picture} alt={t("color.lineArtAlt", { title })} />
        </div>
      }
      palette={
        <Palette
          color={initialEditorState.color}
          brushSize={initialEditorState.brushSize}
          recent={recentColors}
          picking={false}
          painting
          onColor={idle}
          onSize={idle}
          onPicker={idle}
          extra={regionMap ? <FillStyleControl choice={FLAT} color={initialEditorState.color} onChoice={idle} disabled /> : null}
        />
      }
    />
  );
}

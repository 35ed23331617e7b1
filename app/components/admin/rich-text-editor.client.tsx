import Bold from "lucide-react/icons/letter-b";
import Heading1 from "lucide-react/icons/heading-1";
import Heading2 from "lucide-react/icons/heading-2";
import Italic from "lucide-react/icons/italic";
import LinkIcon from "lucide-react/icons/link";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Pilcrow from "lucide-react/icons/pilcrow";
import Underline from "lucide-react/icons/underline";
import { useCallback, useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { createEditor, Editor, Element as SlateElement, Range, Transforms, type BaseEditor, type Descendant } from "slate";
import { withHistory, type HistoryEditor } from "slate-history";
import { Editable, Slate, useSlate, withReact, type ReactEditor, type RenderElementProps, type RenderLeafProps } from "slate-react";
import type { RichText } from "~/lib/website/schema";
import { useT } from "~/utils/i18n-react";
import { adminMessages } from "~/i18n/messages/admin";
import type { KeysOf } from "~/i18n/define";

type BlockType = "heading-one" | "heading-two" | "paragraph" | "bulleted-list" | "numbered-list" | "list-item" | "block-quote";
type CustomText = { text: string; bold?: boolean; italic?: boolean; underline?: boolean };
type CustomElement = { type: BlockType; children: Descendant[] } | { type: "link"; url: string; children: CustomText[] };
type Mark = "bold" | "italic" | "underline";

declare module "slate" {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: CustomElement;
    Text: CustomText;
  }
}

const LIST_TYPES: BlockType[] = ["bulleted-list", "numbered-list"];

function withLinks(editor: Editor) {
  const { isInline } = editor;
  editor.isInline = (element) => element.type === "link" || isInline(element);
  return editor;
}

const isMarkActive = (editor: Editor, mark: Mark) => Editor.marks(editor)?.[mark] === true;

function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function isBlockActive(editor: Editor, type: BlockType) {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Array.from(
    Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: (n) => !Editor.isEditor(n) && SlateElement.isElement(n) && n.type === type }),
  );
  return Boolean(match);
}

function toggleBlock(editor: Editor, type: BlockType) {
  const active = isBlockActive(editor, type);
  const isList = LIST_TYPES.includes(type);
  Transforms.unwrapNodes(editor, {
    match: (n) => !Editor.isEditor(n) && SlateElement.isElement(n) && LIST_TYPES.includes(n.type as BlockType),
    split: true,
  });
  Transforms.setNodes<SlateElement>(editor, { type: active ? "paragraph" : isList ? "list-item" : type });
  if (!active && isList) Transforms.wrapNodes(editor, { type, children: [] });
}

function isLinkActive(editor: Editor) {
  const [link] = Array.from(Editor.nodes(editor, { match: (n) => !Editor.isEditor(n) && SlateElement.isElement(n) && n.type === "link" }));
  return Boolean(link);
}

function toggleLink(editor: Editor, prompt: string) {
  if (isLinkActive(editor)) {
    Transforms.unwrapNodes(editor, { match: (n) => !Editor.isEditor(n) && SlateElement.isElement(n) && n.type === "link" });
    return;
  }
  const url = window.prompt(prompt)?.trim();
  if (!url || !editor.selection) return;
  if (Range.isCollapsed(editor.selection)) Transforms.insertNodes(editor, { type: "link", url, children: [{ text: url }] });
  else Transforms.wrapNodes(editor, { type: "link", url, children: [] }, { split: true });
}

function ToolbarButton({ label, active, onPress, children }: { label: string; active: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      className={`inline-flex size-9 items-center justify-center rounded-(--radius-control) border ${active ? "border-brand-500 bg-brand-100 text-brand-800" : "border-ink/15 bg-white"}`}
      onMouseDown={(event: MouseEvent) => {
        // Keep the editor's selection.
        event.preventDefault();
        onPress();
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onPress();
        }
      }}
    >
      {children}
    </button>
  );
}

function Toolbar() {
  const editor = useSlate();
  const t = useT(adminMessages);
  const marks: [Mark, KeysOf<typeof adminMessages>, ReactNode][] = [
    ["bold", "admin.website.legal.bold", <Bold key="b" aria-hidden className="size-4" />],
    ["italic", "admin.website.legal.italic", <Italic key="i" aria-hidden className="size-4" />],
    ["underline", "admin.website.legal.underline", <Underline key="u" aria-hidden className="size-4" />],
  ];
  const blocks: [BlockType, KeysOf<typeof adminMessages>, ReactNode][] = [
    ["heading-one", "admin.website.legal.headingOne", <Heading1 key="h1" aria-hidden className="size-4" />],
    ["heading-two", "admin.website.legal.headingTwo", <Heading2 key="h2" aria-hidden className="size-4" />],
    ["paragraph", "admin.website.legal.paragraph", <Pilcrow key="p" aria-hidden className="size-4" />],
    ["bulleted-list", "admin.website.legal.bulleted", <List key="ul" aria-hidden className="size-4" />],
    ["numbered-list", "admin.website.legal.numbered", <ListOrdered key="ol" aria-hidden className="size-4" />],
  ];
  return (
    <div role="toolbar" aria-label={t("admin.website.legal.toolbar")} className="flex flex-wrap gap-1.5 border-b border-ink/10 p-2">
      {marks.map(([mark, label, icon]) => (
        <ToolbarButton key={mark} label={t(label)} active={isMarkActive(editor, mark)} onPress={() => toggleMark(editor, mark)}>
          {icon}
        </ToolbarButton>
      ))}
      {blocks.map(([type, label, icon]) => (
        <ToolbarButton key={type} label={t(label)} active={isBlockActive(editor, type)} onPress={() => toggleBlock(editor, type)}>
          {icon}
        </ToolbarButton>
      ))}
      <ToolbarButton
        label={t("admin.website.legal.link")}
        active={isLinkActive(editor)}
        onPress={() => toggleLink(editor, t("admin.website.legal.linkPrompt"))}
      >
        <LinkIcon aria-hidden className="size-4" />
      </ToolbarButton>
    </div>
  );
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case "heading-one":
      return (
        <h2 {...attributes} className="text-2xl font-extrabold">
          {children}
        </h2>
      );
    case "heading-two":
      return (
        <h3 {...attributes} className="text-xl font-extrabold">
          {children}
        </h3>
      );
    case "bulleted-list":
      return (
        <ul {...attributes} className="list-disc pl-6">
          {children}
        </ul>
      );
    case "numbered-list":
      return (
        <ol {...attributes} className="list-decimal pl-6">
          {children}
        </ol>
      );
    case "list-item":
      return <li {...attributes}>{children}</li>;
    case "block-quote":
      return (
        <blockquote {...attributes} className="border-l-4 border-ink/20 pl-3">
          {children}
        </blockquote>
      );
    case "link":
      return (
        <a {...attributes} href={element.url} className="link">
          {children}
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}

const EMPTY: Descendant[] = [{ type: "paragraph", children: [{ text: "" }] }];

/** Slate rich-text editor; its value (JSON) goes into a hidden input `name` for the form. */
export function RichTextEditor({ name, initialValue, labelledBy }: { name: string; initialValue: RichText; labelledBy: string }) {
  const editor = useMemo(() => withLinks(withHistory(withReact(createEditor()))), []);
  const start = useMemo(() => (initialValue.length > 0 ? (initialValue as unknown as Descendant[]) : EMPTY), [initialValue]);
  const [value, setValue] = useState<Descendant[]>(start);
  const onKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const mark: Mark | null = event.key === "b" ? "bold" : event.key === "i" ? "italic" : event.key === "u" ? "underline" : null;
      if (mark) {
        event.preventDefault();
        toggleMark(editor, mark);
      }
    },
    [editor],
  );
  return (
    <div className="rounded-(--radius-control) border border-ink/15 bg-white">
      <Slate editor={editor} initialValue={start} onChange={setValue}>
        <Toolbar />
        <Editable
          aria-labelledby={labelledBy}
          aria-multiline
          role="textbox"
          data-testid="rich-text-editor"
          className="prose min-h-64 space-y-3 p-4 focus:outline-none"
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={onKeyDown}
        />
      </Slate>
      <input type="hidden" name={name} value={JSON.stringify(value)} />
    </div>
  );
}

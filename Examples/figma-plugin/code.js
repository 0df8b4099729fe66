// TWKit swiftcn: a Figma Dev Mode codegen plugin that asks the TWKit bridge (`tw serve`, on
// this machine) what the selected layer's swiftcn classes draw on every system.
//
// The classes come from the layer: a name such as "tw: px-4 py-2 glass" (or shared plugin data
// twkit/classes) is used as written; any other layer is described by its design properties and
// the bridge suggests the nearest class string (POST /suggest). Then POST /codegen returns the
// Inspect panel's sections, [{title, language, code}], which this plugin returns as they are.

const BRIDGE = "http://localhost:7447";
// The token `tw serve` printed at launch ("tw serve: token ..."), or "" for none. This plugin
// calls only read-only endpoints with inline params, which need no token; the bridge checks a
// token that is sent, so a stale one is reported at once instead of failing later.
const TOKEN = "";

/** POSTs JSON to the bridge; throws with the bridge's error message on a non-2xx answer. */
async function post(path, body) {
  const headers = { "Content-Type": "application/json" };
  if (TOKEN) headers["X-TWKit-Token"] = TOKEN;
  const response = await fetch(BRIDGE + path, { method: "POST", headers, body: JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error ? json.error.message : "HTTP " + response.status);
  return json;
}

/** "#rrggbb" (or "#rrggbbaa") for a Figma RGB colour and opacity. */
function hex(color, opacity) {
  const byte = (value) => Math.round(Math.min(1, Math.max(0, value)) * 255).toString(16).padStart(2, "0");
  const alpha = opacity === undefined || opacity >= 1 ? "" : byte(opacity);
  return "#" + byte(color.r) + byte(color.g) + byte(color.b) + alpha;
}

function visible(paints) {
  return Array.isArray(paints) ? paints.filter((paint) => paint.visible !== false) : [];
}

/** The design properties `tw suggest` reads, from a Figma node. */
function designProperties(node) {
  const design = {};
  if ("paddingTop" in node) {
    design.padding = { top: node.paddingTop, right: node.paddingRight, bottom: node.paddingBottom, left: node.paddingLeft };
  }
  if ("itemSpacing" in node && node.layoutMode && node.layoutMode !== "NONE" && node.itemSpacing > 0) design.gap = node.itemSpacing;
  if ("cornerRadius" in node && typeof node.cornerRadius === "number" && node.cornerRadius > 0) {
    design.radius = node.cornerRadius >= Math.min(node.width, node.height) / 2 ? "full" : node.cornerRadius;
  }
  const isText = node.type === "TEXT";
  const fills = visible(node.fills);
  if (fills.length > 0) {
    const fill = fills[0];
    const key = isText ? "textColor" : "fill";
    if (fill.type === "SOLID") design[key] = hex(fill.color, fill.opacity);
    else if (fill.type.startsWith("GRADIENT")) design[key] = { gradient: fill.type };
  }
  const strokes = visible(node.strokes);
  if (strokes.length > 0 && strokes[0].type === "SOLID" && typeof node.strokeWeight === "number") {
    design.stroke = { width: node.strokeWeight, color: hex(strokes[0].color, strokes[0].opacity) };
  }
  for (const effect of Array.isArray(node.effects) ? node.effects : []) {
    if (effect.visible === false) continue;
    if (effect.type === "DROP_SHADOW" && !design.shadow) design.shadow = { x: effect.offset.x, y: effect.offset.y, radius: effect.radius };
    if (effect.type === "BACKGROUND_BLUR") design.fill = "material";
    if (effect.type === "LAYER_BLUR") design.blur = effect.radius;
  }
  if (isText) {
    if (typeof node.fontSize === "number") design.fontSize = node.fontSize;
    if (typeof node.fontWeight === "number") design.fontWeight = node.fontWeight;
  }
  if ("opacity" in node && node.opacity < 1) design.opacity = node.opacity;
  return design;
}

/** What `designProperties` leaves out of the node, each as a note the designer reads: an image
 * fill, a fill a background blur replaces, fills after the first, and text whose size or weight
 * differs within the layer (Figma's `mixed` value). */
function unreadDesign(node) {
  const notes = [];
  const fills = visible(node.fills);
  const isMixed = (value) => typeof value === "symbol" || (typeof figma !== "undefined" && value === figma.mixed);
  if (isMixed(node.fills)) notes.push("fills: mixed within the layer; none read");
  if (fills.length > 0 && fills[0].type === "IMAGE") notes.push("fill: an image fill has no class; draw it with Image in SwiftUI");
  if (fills.length > 1) notes.push(`fills: ${fills.length - 1} more after the first; only the first is read`);
  const blurred = (Array.isArray(node.effects) ? node.effects : []).some((effect) => effect.visible !== false && effect.type === "BACKGROUND_BLUR");
  if (blurred && node.type !== "TEXT" && fills.length > 0) {
    const kind = fills[0].type === "SOLID" ? "solid" : fills[0].type.startsWith("GRADIENT") ? "gradient" : "image";
    notes.push(`fill: the ${kind} fill is replaced by a material (the background blur)`);
  }
  if (node.type === "TEXT") {
    if (isMixed(node.fontSize)) notes.push("font size: mixed within the text; none read");
    if (isMixed(node.fontWeight)) notes.push("font weight: mixed within the text; none read");
  }
  return notes;
}

/** The classes written on the layer, or null. */
function writtenClasses(node) {
  const match = /^tw:\s*(.+)$/.exec(node.name || "");
  if (match) return match[1].trim();
  const shared = typeof node.getSharedPluginData === "function" ? node.getSharedPluginData("twkit", "classes") : "";
  return shared ? shared : null;
}

/** The codegen sections for `node` on `platform` ("ios" or "macos"). */
async function generate(node, platform) {
  const context = { platform, os: "26" };
  let classes = writtenClasses(node);
  const sections = [];
  if (classes === null) {
    const suggestion = await post("/suggest", { design: designProperties(node), context });
    classes = suggestion.classes;
    const notes = suggestion.parts.filter((part) => part.snapped).map((part) => `snapped ${part.property} ${part.value}: ${part.note || part.classes.join(" ")}`)
      .concat(suggestion.unexpressed.map((item) => `not expressed ${item.property}: ${item.reason}`))
      .concat(unreadDesign(node).map((note) => `not read ${note}`));
    if (notes.length > 0) sections.push({ title: "Suggested from the design", language: "PLAINTEXT", code: notes.join("\n") });
  }
  const codegen = await post("/codegen", { classes, context });
  return codegen.concat(sections);
}

if (typeof figma !== "undefined" && figma.editorType === "dev" && figma.mode === "codegen") {
  figma.codegen.on("generate", async ({ node, language }) => {
    try {
      return await generate(node, language === "macos" ? "macos" : "ios");
    } catch (error) {
      return [{ title: "TWKit bridge", language: "PLAINTEXT", code: `${error.message}\n\nStart the bridge on this machine:\n  tw serve --port 7447` }];
    }
  });
}

// For tests outside Figma (Tests/bridge-browser loads this file into a page).
if (typeof globalThis !== "undefined") globalThis.TWKitFigmaPlugin = { designProperties, unreadDesign, writtenClasses, generate, hex };

/**
 * Texts on the Pixi tables, and the two colours every table writes in. One TextStyle per look,
 * shared by all tables: Pixi keys a text's texture by its words and its style object, so the names,
 * labels and counts that a new view draws again reuse the textures already made (the old drawing
 * is destroyed only after the new one was drawn, see PixiLayer.retire). Sizes are rounded to a
 * quarter pixel so that nearly equal sizes share a look.
 */
import { Text, TextStyle } from 'pixi.js';
import { FONT_FAMILY } from './cardFace';

export const INK = 0xf4efe3;
export const GOLD = 0xf2c14e;

const styles = new Map<string, TextStyle>();

let rootPx = { width: -1, height: -1, tv: false, px: 0 };

/** The desk's smallest type as a share of the root size (TV mode's is the root size itself). */
const DESK_SHARE = 0.75;

/** The smallest type on any desk or laptop screen (px): a small window would otherwise shrink it to 11 px. */
const DESK_LEAST = 12;

/**
 * The smallest type a table draws, in CSS pixels. The page's root size follows the screen
 * (style.css, :root and html.tv); in TV mode the floor is that size (24 px at 1920×1080, 48 px at
 * 3840×2160), so every word on the canvas reads from the sofa as the DOM's do; on a desk three
 * quarters of it, at least 12 px (14.6 px at 1280×720, 16.5 px at 1920×1080, 33 px at 3840×2160).
 * Read once per window size and mode, not per text.
 */
export function textFloor(): number {
  const { innerWidth: width, innerHeight: height } = window;
  const tv = document.documentElement.classList.contains('tv');
  if (rootPx.width !== width || rootPx.height !== height || rootPx.tv !== tv)
    rootPx = { width, height, tv, px: parseFloat(getComputedStyle(document.documentElement).fontSize) || 0 };
  return tv ? rootPx.px : Math.max(DESK_LEAST, rootPx.px * DESK_SHARE);
}

function textStyle(size: number, colour: number, weight: '400' | '700', wrap: number): TextStyle {
  const fontSize = Math.max(6, textFloor(), Math.round(size * 4) / 4);
  const key = `${fontSize}|${colour}|${weight}|${wrap}`;
  let style = styles.get(key);
  if (!style) {
    if (styles.size > 200) styles.clear();
    style = new TextStyle({
      fontFamily: FONT_FAMILY,
      fontSize,
      fontWeight: weight,
      fill: colour,
      ...(wrap ? { wordWrap: true, wordWrapWidth: wrap, lineHeight: fontSize * 1.26 } : {}),
    });
    styles.set(key, style);
  }
  return style;
}

/** A text of `size` pixels; `wrap` > 0 wraps it at that width. */
export function text(value: string, size: number, colour = INK, weight: '400' | '700' = '700', wrap = 0): Text {
  return new Text({ text: value, style: textStyle(size, colour, weight, wrap) });
}

/** Shrinks a text to fit `width`, to no less than `minScale` of its size, and never below the floor (textFloor). */
export function fit(label: Text, width: number, minScale = 0): Text {
  const size = Number(label.style.fontSize) || 1;
  const least = Math.max(minScale, Math.min(1, textFloor() / size));
  if (label.width > width && width > 0) label.scale.set(Math.max(least, width / label.width));
  return label;
}

/**
 * Fits a text as `fit` does and, where the floor stops it from shrinking enough, cuts it with an
 * ellipsis ("Maximili…") until it fits `width`: for names in narrow places (TV mode's floor keeps
 * type large) that must never run into their neighbours. The full words stay in the DOM's label.
 */
export function fitOrCut(label: Text, width: number, minScale = 0): Text {
  fit(label, width, minScale);
  // fit's scale (width / label.width) gives back a width a rounding error over `width`: that fits, it is no cut ("Bot…").
  if (width <= 0 || label.width <= width + 0.01) return label;
  const words = [...label.text];
  // The longest start of the words that fits with the ellipsis, found by halving.
  let fits = 0;
  let tooLong = words.length;
  while (tooLong - fits > 1) {
    const mid = Math.floor((fits + tooLong) / 2);
    label.text = `${words.slice(0, mid).join('').trimEnd()}…`;
    if (label.width <= width) fits = mid;
    else tooLong = mid;
  }
  label.text = `${words.slice(0, fits).join('').trimEnd()}…`;
  return label;
}

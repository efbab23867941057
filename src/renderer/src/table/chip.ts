/**
 * A bot's level as a chip beside its name on the Pixi tables ("Bot 2" [Normal]), drawn the same on
 * every board that draws its seats (Machtkampf, Kerkerhatz), as ui/badge.ts is for the DOM ones.
 */
import { Container, Graphics } from 'pixi.js';
import { text } from './text';

const CHIP_FILL = 0xcfd8dc;
const CHIP_INK = 0x1a1a1a;

/**
 * The chip for a level word at a font unit, drawn with its top left corner at (0, 0): the caller
 * reads its width to fit the name beside it, then moves it into place.
 */
export function levelChip(level: string, unit: number): Container {
  const chip = new Container();
  const label = text(level, unit * 0.7, CHIP_INK, '700');
  const h = Math.max(unit * 1.05, label.height + unit * 0.1);
  const w = label.width + unit * 0.6;
  chip.addChild(new Graphics().roundRect(0, 0, w, h, h / 2).fill(CHIP_FILL));
  label.position.set(unit * 0.3, (h - label.height) / 2);
  chip.addChild(label);
  return chip;
}

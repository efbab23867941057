/**
 * Card faces drawn as vectors at the size they are shown, so a card is as crisp on a 4K TV as on a
 * phone. French suits carry their symbol in two corners and the centre, so colour is never the only cue.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { cardInfo, type Card } from '../../../shared/cards';

export const CARD_RATIO = 1.4;

const FRENCH_SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const TWO_COLOUR: Record<string, number> = { C: 0x1b1b1b, D: 0xc62828, H: 0xc62828, S: 0x1b1b1b };
const FOUR_COLOUR: Record<string, number> = { C: 0x1b7a2b, D: 0x1565c0, H: 0xc62828, S: 0x1b1b1b };
/** Dreizehn's colours, each with its own symbol for colour-blind players. */
const DREIZEHN_STYLE: Record<string, { colour: number; symbol: string }> = {
  B: { colour: 0x1e63c4, symbol: '●' },
  G: { colour: 0x2e8b3a, symbol: '▲' },
  Y: { colour: 0xd9a400, symbol: '■' },
  R: { colour: 0xc62828, symbol: '✖' },
};

export interface CardStyle {
  fourColour?: boolean;
}

function label(card: Card): { rank: string; symbol: string; colour: number } {
  const info = cardInfo(card);
  if (info.deck === 'dreizehn') {
    const style = DREIZEHN_STYLE[info.suit as string] ?? { colour: 0x333333, symbol: '?' };
    return { rank: String(info.rank), symbol: style.symbol, colour: style.colour };
  }
  if (info.suit === null) return { rank: '★', symbol: 'Joker', colour: 0x6a1b9a };
  return { rank: card.slice(0, -1), symbol: FRENCH_SYMBOL[info.suit] ?? '?', colour: 0 };
}

/** A face-up card `width` pixels wide (in the stage's units; the renderer's resolution keeps it sharp). */
export function drawCard(card: Card, width: number, style: CardStyle = {}): Container {
  const height = width * CARD_RATIO;
  const info = cardInfo(card);
  const face = label(card);
  const colour = info.deck === 'french' && info.suit !== null ? (style.fourColour ? FOUR_COLOUR : TWO_COLOUR)[info.suit] ?? 0 : face.colour;
  const container = new Container();
  const body = new Graphics()
    .roundRect(0, 0, width, height, width * 0.08)
    .fill(0xfffdf7)
    .stroke({ width: Math.max(1, width * 0.015), color: 0x2b2b2b, alpha: 0.6 });
  container.addChild(body);
  const corner = new Text({
    text: `${face.rank}\n${face.symbol.length === 1 ? face.symbol : ''}`,
    style: { fontFamily: 'system-ui, sans-serif', fontSize: width * 0.22, fontWeight: '700', fill: colour, align: 'center', lineHeight: width * 0.22 },
  });
  corner.position.set(width * 0.07, width * 0.05);
  container.addChild(corner);
  const pip = new Text({ text: face.symbol, style: { fontFamily: 'system-ui, sans-serif', fontSize: face.symbol.length === 1 ? width * 0.5 : width * 0.2, fill: colour } });
  pip.anchor.set(0.5);
  pip.position.set(width / 2, height / 2);
  container.addChild(pip);
  const foot = new Text({ text: face.rank, style: { fontFamily: 'system-ui, sans-serif', fontSize: width * 0.22, fontWeight: '700', fill: colour } });
  foot.anchor.set(0.5);
  foot.rotation = Math.PI;
  foot.position.set(width * 0.85, height - width * 0.15);
  container.addChild(foot);
  return container;
}

/** The back of a card. */
export function drawCardBack(width: number): Container {
  const height = width * CARD_RATIO;
  const container = new Container();
  container.addChild(
    new Graphics()
      .roundRect(0, 0, width, height, width * 0.08)
      .fill(0x7a1f2b)
      .stroke({ width: Math.max(1, width * 0.03), color: 0xfffdf7 }),
  );
  const inset = width * 0.12;
  container.addChild(new Graphics().roundRect(inset, inset, width - 2 * inset, height - 2 * inset, width * 0.05).stroke({ width: Math.max(1, width * 0.02), color: 0xf2c14e, alpha: 0.8 }));
  return container;
}

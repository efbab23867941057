/** The table itself: felt, light and a few cards, scaled to the window at the device's resolution. */
import { Application, Container, FillGradient, Graphics } from 'pixi.js';
import type { Card } from '../../../shared/cards';
import { drawCard, drawCardBack } from './cardFace';

export interface TableScene {
  app: Application;
  /** Redraws for a new size (window resize, TV). */
  layout(): void;
}

const SHOWCASE: Card[] = ['7H', 'KD', 'AS', '10C', '5G', '4R', 'X1'];

export async function createTableScene(host: HTMLElement): Promise<TableScene> {
  const app = new Application();
  await app.init({
    resizeTo: window,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 3),
    background: 0x072c20,
    preference: 'webgl',
  });
  host.appendChild(app.canvas);

  const felt = new Graphics();
  const cards = new Container();
  app.stage.addChild(felt, cards);

  const layout = (): void => {
    const { width, height } = app.screen;
    const light = new FillGradient({
      type: 'radial',
      center: { x: 0.5, y: 0.55 },
      innerRadius: 0,
      outerCenter: { x: 0.5, y: 0.55 },
      outerRadius: 0.75,
      colorStops: [
        { offset: 0, color: 0x17704f },
        { offset: 1, color: 0x072c20 },
      ],
      textureSpace: 'local',
    });
    felt.clear().rect(0, 0, width, height).fill(light);

    cards.removeChildren().forEach((child) => child.destroy({ children: true }));
    const cardWidth = Math.max(48, Math.min(width, height) * 0.11);
    const spread = cardWidth * 0.62;
    const total = SHOWCASE.length;
    SHOWCASE.forEach((card, i) => {
      const face = i === total - 1 ? drawCardBack(cardWidth) : drawCard(card, cardWidth);
      const offset = i - (total - 1) / 2;
      face.pivot.set(cardWidth / 2, cardWidth * 1.4);
      face.position.set(width / 2 + offset * spread, height * 0.97);
      face.rotation = offset * 0.09;
      cards.addChild(face);
    });
  };
  layout();
  app.renderer.on('resize', layout);
  return { app, layout };
}

/**
 * The Pixi half of a game table that is not a pot game: a container on the shared stage above the
 * felt, card textures made at the device's resolution, the scene's tweens, and a redraw whenever
 * the window changes size. The game's table draws into `root`; its buttons and the accessible names
 * of what a player acts on stay in the DOM over the canvas.
 */
import { Container } from 'pixi.js';
import { CardTextures } from '../table/cardFace';
import type { TableScene } from '../table/scene';
import type { Tweens } from '../table/tween';

export class PixiLayer {
  readonly root = new Container();
  readonly textures: CardTextures;
  private readonly onResize = (): void => this.resized();
  private resizeListeners: (() => void)[] = [];

  constructor(private readonly scene: TableScene) {
    this.root.sortableChildren = true;
    scene.app.stage.addChild(this.root);
    this.textures = new CardTextures(scene.app.renderer);
    scene.app.renderer.on('resize', this.onResize);
  }

  get width(): number {
    return this.scene.app.screen.width;
  }

  get height(): number {
    return this.scene.app.screen.height;
  }

  get tweens(): Tweens {
    return this.scene.tweens;
  }

  /** Draws a frame soon (and keeps drawing while tweens run). */
  requestFrame(): void {
    this.scene.requestFrame();
  }

  /** Removes and destroys everything drawn so far. */
  clear(): void {
    this.scene.tweens.finish();
    this.root.removeChildren().forEach((child) => child.destroy({ children: true }));
  }

  /** `listener` runs after the canvas changed size (the table redraws its layout). */
  onResized(listener: () => void): void {
    this.resizeListeners.push(listener);
  }

  destroy(): void {
    this.scene.app.renderer.off('resize', this.onResize);
    this.resizeListeners = [];
    this.clear();
    this.root.destroy({ children: true });
    this.textures.clear();
    this.scene.requestFrame();
  }

  private resized(): void {
    for (const listener of this.resizeListeners) listener();
    this.scene.requestFrame();
  }
}

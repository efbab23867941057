/**
 * The Pixi half of a game table that is not a pot game: a container on the shared stage above the
 * felt, card textures made at the device's resolution, the scene's tweens, and a redraw whenever
 * the window changes size. The game's table draws into `root`; its buttons and the accessible names
 * of what a player acts on stay in the DOM over the canvas.
 */
import { Container } from 'pixi.js';
import { CardTextures } from './cardFace';
import type { Stage } from '../stage/stage';
import type { Tweens } from '../stage/tween';

export class PixiLayer {
  readonly root = new Container();
  /**
   * Boxes under the canvas for large still fills (a darkened table): the browser paints them once,
   * where WebGL would shade every pixel again on each frame, which is most of a frame's cost without
   * a graphics card. Emptied with the drawing (clear, retire).
   */
  readonly under = document.createElement('div');
  readonly textures: CardTextures;
  private readonly onResize = (): void => this.resized();
  private resizeListeners: (() => void)[] = [];
  private retired: Container[] = [];

  constructor(private readonly scene: Stage) {
    this.root.sortableChildren = true;
    scene.app.stage.addChild(this.root);
    this.under.className = 'table-shapes';
    scene.app.canvas.before(this.under);
    this.textures = new CardTextures(scene.app.renderer);
    scene.app.renderer.on('resize', this.onResize);
  }

  get width(): number {
    return this.scene.app.screen.width;
  }

  get height(): number {
    return this.scene.app.screen.height;
  }

  /** The canvas's pixels per screen pixel. */
  get resolution(): number {
    return this.scene.app.renderer.resolution;
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
    this.under.replaceChildren();
  }

  /**
   * Takes everything drawn so far off the stage and destroys it after the next frame: until then its
   * texts keep their textures, so a new drawing with the same words and the same TextStyle object
   * takes them over instead of drawing and uploading them again.
   */
  retire(): void {
    this.scene.tweens.finish();
    this.under.replaceChildren();
    const old = this.root.removeChildren();
    if (old.length === 0) return;
    this.retired.push(...old);
    // Asked for after the scene's frame, so it runs after that frame has drawn the new children.
    this.scene.requestFrame();
    requestAnimationFrame(() => this.dropRetired());
  }

  private dropRetired(): void {
    for (const child of this.retired.splice(0)) if (!child.destroyed) child.destroy({ children: true });
  }

  /** `listener` runs after the canvas changed size (the table redraws its layout). */
  onResized(listener: () => void): void {
    this.resizeListeners.push(listener);
  }

  destroy(): void {
    this.scene.app.renderer.off('resize', this.onResize);
    this.resizeListeners = [];
    this.dropRetired();
    this.clear();
    this.root.destroy({ children: true });
    this.under.remove();
    this.textures.clear();
    this.scene.requestFrame();
  }

  private resized(): void {
    for (const listener of this.resizeListeners) listener();
    this.scene.requestFrame();
  }
}

import { describe, expect, it } from 'vitest';

// Pixi reads the browser's navigator when it loads; Node 20 has none (Node 21 and later do).
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { Container, Graphics, Sprite, Text, TextStyle, Texture } = await import('pixi.js');
const { signature } = await import('../../../src/renderer/src/table/signature');
type Container = InstanceType<typeof Container>;
type TextStyle = InstanceType<typeof TextStyle>;
type Texture = InstanceType<typeof Texture>;

const style = new TextStyle({ fontSize: 20, fill: 0xffffff });
const gold = new TextStyle({ fontSize: 20, fill: 0xffd84d });

/** A pile-like part: a bar, a label and a card, with a few things to vary. */
function part(o: { x?: number; label?: string; labelStyle?: TextStyle; bar?: number; colour?: number; card?: Texture; alpha?: number } = {}): Container {
  const group = new Container();
  group.addChild(new Graphics().roundRect(0, 0, o.bar ?? 100, 8, 4).fill({ color: o.colour ?? 0x88cc88, alpha: 0.9 }));
  const label = new Text({ text: o.label ?? '11 / 20', style: o.labelStyle ?? style });
  label.anchor.set(1, 0);
  label.position.set(120, 10);
  group.addChild(label);
  const card = new Sprite(o.card ?? Texture.WHITE);
  card.position.set(o.x ?? 10, 40);
  card.alpha = o.alpha ?? 1;
  group.addChild(card);
  return group;
}

describe('signatures of drawn parts', () => {
  it('the same drawing made twice has the same signature', () => {
    expect(signature(part())).toBe(signature(part()));
  });

  it('any change that shows gives another signature', () => {
    const base = signature(part());
    expect(signature(part({ x: 11 }))).not.toBe(base);
    expect(signature(part({ label: '12 / 20' }))).not.toBe(base);
    expect(signature(part({ labelStyle: gold }))).not.toBe(base);
    expect(signature(part({ bar: 60 }))).not.toBe(base);
    expect(signature(part({ colour: 0xff8a65 }))).not.toBe(base);
    expect(signature(part({ card: Texture.EMPTY }))).not.toBe(base);
    expect(signature(part({ alpha: 0.5 }))).not.toBe(base);
    const hidden = part();
    (hidden.children[2] as Container).visible = false;
    expect(signature(hidden)).not.toBe(base);
    const more = part();
    more.addChild(new Sprite(Texture.WHITE));
    expect(signature(more)).not.toBe(base);
  });

  it('what it cannot read counts as changed, always', () => {
    class Other extends Container {}
    const odd = (): Container => {
      const group = part();
      group.addChild(new Other());
      return group;
    };
    expect(signature(odd())).not.toBe(signature(odd()));
  });
});

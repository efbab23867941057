import { describe, expect, it } from 'vitest';

// Pixi reads the browser's navigator when it loads; Node 20 has none (Node 21 and later do).
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { Container, Graphics, Sprite, Text, TextStyle, Texture } = await import('pixi.js');
const { changes, look, signature } = await import('../../../src/renderer/src/table/signature');
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

describe('what changed, as boxes to redraw', () => {
  /** A pile-like group at (x, 0): a bar and cards 100 apart (10 wide, 20 high, from x + 100). */
  function pile(cards: number, o: { x?: number; bar?: number; moved?: number } = {}): Container {
    const group = new Container();
    group.position.set(o.x ?? 0, 0);
    group.addChild(new Graphics().rect(0, 0, o.bar ?? 50, 5).fill(0x88cc88));
    for (let k = 0; k < cards; k++) {
      const card = new Sprite(Texture.WHITE);
      card.setSize(10, 20);
      card.position.set(100 + k * 100 + (k === o.moved ? 7 : 0), 0);
      group.addChild(card);
    }
    return group;
  }
  const boxes = (before: Container, after: Container): { minX: number; maxX: number }[] => {
    const out: { minX: number; minY: number; maxX: number; maxY: number }[] = [];
    changes(look(before), look(after), out);
    return out.map((b) => ({ minX: b.minX, maxX: b.maxX }));
  };

  it('the same drawing redraws nothing', () => {
    expect(boxes(pile(3), pile(3))).toEqual([]);
  });

  it('a changed child redraws where it was and is, not its siblings', () => {
    expect(boxes(pile(3), pile(3, { moved: 1 }))).toEqual([
      { minX: 200, maxX: 210 },
      { minX: 207, maxX: 217 },
    ]);
    expect(boxes(pile(3), pile(3, { bar: 80 }))).toEqual([
      { minX: 0, maxX: 50 },
      { minX: 0, maxX: 80 },
    ]);
  });

  it('a card added or taken away redraws its own place only', () => {
    expect(boxes(pile(2), pile(3))).toEqual([{ minX: 300, maxX: 310 }]);
    expect(boxes(pile(3), pile(1))).toEqual([
      { minX: 200, maxX: 210 },
      { minX: 300, maxX: 310 },
    ]);
  });

  it('a group that moves redraws all it holds, where it was and is', () => {
    expect(boxes(pile(2), pile(2, { x: 5 }))).toEqual([
      { minX: 0, maxX: 210 },
      { minX: 5, maxX: 215 },
    ]);
  });
});

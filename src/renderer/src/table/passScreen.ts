/**
 * The hot-seat pass-the-device screen and who holds the device: a person sees their hand only once
 * they confirmed the screen asking for them, and while several seated here may act at once the
 * holder hands the device on by the bar's button (whose view, handover.ts).
 */
import type { Place, TableSession } from '../app/session';
import { h } from '../ui/dom';
import type { Panel } from './board';
import type { AppContext } from './context';
import { pickPlace, type Pick } from './handover';

export class PassScreen {
  /** The hot-seat player who confirmed the pass screen and may see their hand. */
  private confirmed: Place | null = null;
  /** The hot-seat person holding the device while several seated here may act at once (handover.ts). */
  private holder: Place | null = null;
  /** Whom the holder may hand the device to now, shown as a button in the bar. */
  handTo: Place | null = null;

  constructor(
    private readonly ctx: AppContext,
    /** Draws the table anew for the place now shown. */
    private readonly refresh: () => void,
    /** Puts the focus on the hand of the person who just confirmed. */
    private readonly focus: () => void,
  ) {}

  /** Whose view to show, whether their hand must stay hidden (hot-seat between turns) and who may take the device next. */
  pick(session: TableSession, shown: Place | null): Pick<Place> {
    const toAct = session.primary.client.state.view?.toAct ?? [];
    return pickPlace({ primary: session.primary, seated: session.seated, toAct, shown, confirmed: this.confirmed, holder: this.holder });
  }

  panel(place: Place): Panel {
    const tr = this.ctx.tr;
    return {
      kind: 'round',
      title: tr('pass.title', { name: place.name }),
      body: [h('p', {}, tr('pass.text', { name: place.name }))],
      actions: [{ label: tr('pass.ready', { name: place.name }), primary: true, run: () => this.confirm(place) }],
    };
  }

  /** The holder hands the device on: the next person's hand stays hidden behind the pass screen until they confirm. */
  handOn(to: Place): void {
    this.holder = to;
    this.confirmed = null;
    this.refresh();
  }

  private confirm(place: Place): void {
    this.confirmed = place;
    this.refresh();
    this.focus();
  }
}

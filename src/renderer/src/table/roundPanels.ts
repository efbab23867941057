/**
 * A round's scoring at a live table. The host holds the match at a round's end (protocol `pause`:
 * nobody moves) until every seated person has read it, the table's VIP or the TV moves everybody
 * on, or its time is up; so every device shows that round's scoring exactly while the host holds
 * it, and takes it away when the host moves on: a panel never covers a table where play goes on.
 * A device whose people have all read it (the host lists them as `ready`) shows it no more, also
 * after a reload; a device reloaded during the pause shows it again until then.
 */
import type { TableInfo } from '../../../shared/net/protocol';
import type { Frame, Panel, PanelAction } from './board';
import type { PanelQueue } from './panelQueue';

export type RoundPause = NonNullable<TableInfo['pause']>;

/**
 * The round (the count of rounds scored) whose scoring this device shows now, or null: the round
 * the host holds, once this device's view has reached it, unless every person seated here has read
 * it (`seatsHere` empty: the TV or a spectator) or somebody here closed it (`closedHere`).
 */
export function heldRound(pause: RoundPause | null, rounds: number, seatsHere: readonly number[], closedHere: number | null): number | null {
  if (!pause || rounds < pause.round || closedHere === pause.round) return null;
  if (seatsHere.length > 0 && seatsHere.every((seat) => pause.ready.includes(seat))) return null;
  return pause.round;
}

export class RoundPanels {
  private open: { round: number; panel: Panel } | null = null;
  private closedHere: number | null = null;
  private match = '';

  constructor(
    private readonly panels: PanelQueue,
    /** The board's scoring of round `round` (0-based) from the frame's record. */
    private readonly build: (frame: Frame, round: number) => Panel | null,
    /** The panel's buttons (phoneControls.ts): moving on here, or for everybody. */
    private readonly actions: (round: number) => PanelAction[],
    /** A line under the scoring: when play goes on. */
    private readonly note: (pause: RoundPause) => HTMLElement,
  ) {}

  /** With every live frame: shows the held round's scoring, and withdraws it once the host moved on. */
  update(frame: Frame, pause: RoundPause | null, seatsHere: readonly number[]): void {
    if (frame.matchId !== this.match) {
      // A new match: the shell dropped the last one's panels.
      this.match = frame.matchId;
      this.closedHere = null;
      this.open = null;
    }
    const want = heldRound(pause, frame.message.rounds, seatsHere, this.closedHere);
    if (this.open && this.open.round !== want) {
      this.panels.withdraw(this.open.panel);
      this.open = null;
    }
    if (want === null || this.open || !pause) return;
    const base = this.build(frame, want - 1);
    if (!base) return;
    const panel: Panel = {
      ...base,
      body: [...base.body, this.note(pause)],
      actions: this.actions(want).map((action) => ({
        ...action,
        run: () => {
          this.closedHere = want;
          this.open = null;
          action.run?.();
        },
      })),
    };
    this.open = { round: want, panel };
    this.panels.push(panel);
  }
}

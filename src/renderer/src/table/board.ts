/**
 * The contract between the table shell (shell.ts) and a game's board. The shell owns everything a
 * table has whatever the game: whose view this device shows, the pass-the-device screen, the bar,
 * the log, the panels, sound and vibration, sending moves and explaining refusals, and replays. A
 * board draws one game's view and turns a player's gestures into moves; it never decides legality,
 * it shows what the host's `legal` list holds. A new game needs a board, not a table.
 */
import type { ChartPhase } from '../../../shared/engine/chart';
import type { CampaignImport, CampaignInfo, HostMessageOf, SeatInfo } from '../../../shared/net/protocol';
import type { SoundKind } from '../audio/sound';
import type { AppContext } from './context';
import type { TableSession } from '../app/session';

export type ViewMessage = HostMessageOf<'view'>;

/** What the shell hands a board to draw. */
export interface Frame {
  /** The host's message (in a replay: one made the same way from the match log, with no legal moves). */
  message: ViewMessage;
  seats: readonly SeatInfo[];
  /** The seats' names as the table shows them. */
  names: readonly string[];
  /** Hot-seat between turns, and a replay showing no hand: the hand stays hidden. */
  hideHand: boolean;
  replay: boolean;
  /**
   * The host holds the match at a round's end while its scoring is read (the lobby's `pause`):
   * nobody moves, also where this device has read it and its panel closed. Never in a replay.
   */
  held: boolean;
  /** Whether this device drives the table: it opened it, or holds the VIP's seat (it may start the next match). */
  owner: boolean;
  /** The match's id, where the host named it (a replay's own id). */
  matchId: string;
  /** The campaign the table plays, as the host keeps it (null in a replay and for games without one). */
  campaign: CampaignInfo | null;
}

export interface PanelAction {
  label: string;
  primary?: boolean;
  /** Runs, then the panel closes. */
  run?: () => void;
}

/**
 * A panel over the table: a round's scoring, the result of the match, the rules. The shell queues
 * them, so none replaces another, and shows the pass screen only after them; the rules, asked for,
 * show at once over the others, which come back when they close.
 */
export interface Panel {
  kind: 'round' | 'result' | 'rules';
  title: string;
  body: (HTMLElement | string | null)[];
  className?: string;
  /**
   * A result's button that starts the next match at a live table (for whoever drives it); the shell's
   * "Noch eine Partie" when absent. Replays offer none.
   */
  again?: { label: string; run: (session: TableSession) => void };
  /** A round's buttons; the shell's "Weiter" when absent. */
  actions?: PanelAction[];
}

export interface SeatScore {
  name: string;
  points: number;
  /** The seat this device holds. */
  you: boolean;
}

/** What one step of the match tells the table, read from two consecutive frames. */
export type TableEvent =
  { kind: 'log'; text: string } | { kind: 'sound'; sound: SoundKind } | { kind: 'vibrate'; pattern: number | number[] } | { kind: 'panel'; panel: Panel };

/** What the shell offers a board while it draws. */
export interface BoardHost {
  readonly ctx: AppContext;
  /** A phone holding one seat: the board shows the hand and actions in the DOM alone. */
  readonly phone: boolean;
  /** The game log's element: the board may place it in its own layout (else the shell does). */
  readonly logPanel: HTMLElement;
  readonly logOpen: boolean;
  /** The bar's height: a board that draws under it starts below. */
  readonly hudHeight: number;
  /**
   * Sends a move for the shown seat, or with `seats` for those seats together: people seated at
   * this device who agree on it at the screen (see `seatedHere`), all taken by the host or none.
   * A refusal is explained in the player's language beside `at` (the element the player acted on;
   * the focused one if absent), and the promise resolves false.
   */
  send(move: unknown, at?: Element | null, seats?: readonly number[]): Promise<boolean>;
  /** The people seated at this device when there are several (hot-seat), in seat order; else none. */
  readonly seatedHere: readonly { seat: number; name: string }[];
  /** Explains at `at` why something cannot be done (a text the board read from the rules' refusal). */
  explain(text: string, at: Element | null): void;
  vibrate(pattern: number | number[]): void;
  /** Sends a callout to the table (a live table only). */
  emote(emote: string): void;
  /** Sets a class on the table's root (a dark dungeon, hands passing round). */
  toggleClass(name: string, on: boolean): void;
  /** Whether a panel or the pass screen covers the table (keys then belong to it). */
  readonly covered: boolean;
}

export interface Board {
  /** Classes for the table's root: the board's layout ('dt-table mk', …) and what CSS keys on. */
  readonly classes: string;
  /** The board's own elements, laid into the table's root between the bar and the log. */
  readonly elements: HTMLElement[];
  /** The bar's extras after the game's name: round, target, level. */
  hud(frame: Frame): (HTMLElement | string | null)[];
  /**
   * Each seat's points so far, for the phone's score sheet (the phone shows no table to read them
   * from); absent for a game without points (Kerkerhatz is won or lost together).
   */
  scores?(frame: Frame): SeatScore[];
  render(frame: Frame): void;
  /** A callout or emote from another place at the table. */
  onEmote?(message: HostMessageOf<'emote'>): void;
  /** Puts the focus where a player starts (the hand) after a panel closed. */
  focus(): void;
  destroy(): void;
}

/** A campaign's progress this browser kept before the host kept campaigns: taken into the host's once. */
export interface OldCampaign {
  /** The options that name its campaign (Kerkerhatz: the hard campaign's switch). */
  options: Record<string, boolean | number | string>;
  progress: CampaignImport;
  /** Deletes it from this browser, once the host has it. */
  forget(): void;
}

export interface BoardSpec {
  /** Whether a view is this board's (the registry is by game id; this checks the data). */
  accepts(view: unknown): boolean;
  create(host: BoardHost): Board;
  /**
   * What the step from `prev` (null: the first frame seen) to `next` tells the table. Called once
   * per new index, in order, live and for a replay's log alike. `phases` are what the game's chart
   * announced on the steps up to `next` (the host's `phases`, a replay's own walk through the
   * chart): a round's log line and the match's result are opened from them, never read from a
   * difference between two views. A round's scoring panel is not an event: see `roundPanel`.
   */
  events(ctx: AppContext, prev: Frame | null, next: Frame, phases: readonly ChartPhase[]): TableEvent[];
  /**
   * The scoring panel of round `round` (0: the first) as the frame's view records it. The shell
   * opens one for every round the host counted (`rounds`) that this device has not shown yet, so a
   * board keeps every round's record in its view. Absent for a game without rounds (Kerkerhatz: a
   * level is a match); null if the view has no record of that round.
   */
  roundPanel?(ctx: AppContext, frame: Frame, round: number): Panel | null;
  /** A campaign game's progress as this browser kept it before the host did (absent: none was ever kept here). */
  oldCampaigns?(): OldCampaign[];
}

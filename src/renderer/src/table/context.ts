import type { Params } from '../../../shared/i18n';
import type { Settings } from '../app/settings';
import type { Sound } from '../audio/sound';
import type { Stage } from '../stage/stage';

/** What every screen may use: the settings, the sound, the Pixi stage and the way home. */
export interface AppContext {
  settings: Settings;
  sound: Sound;
  stage: Stage;
  /** The DOM layer over the table. */
  ui: HTMLElement;
  tr(key: string, params?: Params): string;
  saveSettings(): void;
  /** Back to the start screen (leaving any table). */
  home(): void;
  /** Shows a short message (a refusal, a lost connection). */
  toast(text: string): void;
}

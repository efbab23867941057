/**
 * Whose view a hot-seat device shows. In a turn-based game the device goes to the one seated
 * person who must act; when several people seated here may act at once (a real-time game's
 * dungeon), it stays with the person holding it until they hand it on (`nextHolder`). A person
 * sees their hand only once they confirmed the pass screen. People here who agree on one move at the
 * screen (Kerkerhatz's giving up) make it together (`togetherHere`), with no handing on between them.
 */
export interface Seated {
  readonly seat: number | null;
}

export interface Pick<P> {
  readonly place: P;
  readonly hideHand: boolean;
  /** The person the pass screen asks for, or null when no pass screen is due. */
  readonly pass: P | null;
  /** Who the holder may hand the device to, when several people here may act at once. */
  readonly handTo: P | null;
}

export interface PickInput<P> {
  readonly primary: P;
  readonly seated: readonly P[];
  readonly toAct: readonly number[];
  /** The place shown last (kept between turns so the table does not jump). */
  readonly shown: P | null;
  /** The person who confirmed the pass screen. */
  readonly confirmed: P | null;
  /** The person holding the device while several may act at once (null: the first of them). */
  readonly holder: P | null;
}

/** The places seated here that may act now, in seat order of `seated`. */
export function actingHere<P extends Seated>(seated: readonly P[], toAct: readonly number[]): P[] {
  return seated.filter((p) => p.seat !== null && toAct.includes(p.seat));
}

/** The next person after `holder` among those who may act at once, round the table. */
export function nextHolder<P extends Seated>(acting: readonly P[], holder: P | null): P | null {
  if (acting.length < 2) return null;
  const at = holder ? acting.indexOf(holder) : -1;
  return acting[(Math.max(at, 0) + 1) % acting.length] ?? null;
}

export function pickPlace<P extends Seated>(input: PickInput<P>): Pick<P> {
  const { primary, seated, toAct, shown, confirmed, holder } = input;
  const first = seated[0];
  if (first === undefined) return { place: primary, hideHand: false, pass: null, handTo: null };
  if (seated.length === 1) return { place: first, hideHand: false, pass: null, handTo: null };
  const acting = actingHere(seated, toAct);
  if (acting.length === 0) return { place: shown ?? first, hideHand: true, pass: null, handTo: null };
  // Several may act at once: the device stays with whoever holds it, if they still may act.
  const place = acting.length > 1 && holder && acting.includes(holder) ? holder : (acting[0] as P);
  const handTo = nextHolder(acting, place);
  if (place !== confirmed) return { place, hideHand: true, pass: place, handTo: null };
  return { place, hideHand: false, pass: null, handTo };
}

/**
 * The places seated here that make one move together, in the order of `seats` (the first sends it
 * with the others' tokens, see the protocol's `move`). Null when no seat is named, a seat is not
 * held here, or one is named twice: such a move is not sent.
 */
export function togetherHere<P extends Seated>(seated: readonly P[], seats: readonly number[]): P[] | null {
  if (seats.length === 0 || new Set(seats).size !== seats.length) return null;
  const places: P[] = [];
  for (const seat of seats) {
    const place = seated.find((p) => p.seat === seat);
    if (!place) return null;
    places.push(place);
  }
  return places;
}
